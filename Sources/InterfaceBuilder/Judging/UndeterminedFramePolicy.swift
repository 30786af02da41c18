import OpenAutoLayout
/// Before Xcode 9 Interface Builder judges ambiguous views misplaced too
/// (`IBXcodeBehaviour.ambiguousViewsNotJudgedMisplaced`), but not a view none of whose frame is
/// determined (X and Y position, width and height all ambiguous) inside a view that is ambiguous
/// itself: nothing then says where the view should be, in its superview or on the canvas. Read from
/// the corpus' files before Xcode 9: the 11 views ambiguous in all four parts directly under a
/// placed view are all flagged misplaced (beam 11201, coolgo and session-ios 6254), the 3 under an
/// ambiguous view are not (session-ios 6254: 1-pt separators in views constrained only for compact
/// × regular), while the 8 views under those same ambiguous views with a size of their own (buttons,
/// text fields, labels; only their position ambiguous) are flagged. One file shows the case, so the
/// rule only ever withholds a warning.
enum UndeterminedFramePolicy {
    static let allParts: LayoutIssue.AmbiguousAttributes = [.xPosition, .yPosition, .width, .height]

    /// Clears `misplaced` on such views (`views` lists parents before children).
    static func clearMisplaced(_ views: inout [ViewLayout]) {
        var ambiguousIDs = Set<String>()
        for position in views.indices {
            let view = views[position]
            if view.ambiguous.isSuperset(of: allParts), let parent = view.superviewID, ambiguousIDs.contains(parent) {
                views[position].misplaced = false
            }
            if !view.ambiguous.isEmpty { ambiguousIDs.insert(view.id) }
        }
    }
}
