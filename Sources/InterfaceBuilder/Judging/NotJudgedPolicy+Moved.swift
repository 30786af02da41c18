import OpenAutoLayout

/// The shared test of the rules that lay a scene out a second time with something the file does not
/// decide drawn another way (a large-title bar, empty stack views held, baselines shifted, a
/// controller without its screen's insets: `IBLayout.markUndecided`): a view whose frame differs
/// between the two layouts is not judged.
extension NotJudgedPolicy {
    /// Marks the views whose frame differs between `judged` and `other` (a layout with something the
    /// file does not decide drawn another way), drops their misplaced warnings, and returns the
    /// scene's note (none when nothing moves). Views already not judged keep their reason.
    /// `keepsJudged`: a view that moves but whose verdict does not rest on what moved it (given the view
    /// and its frame in `other`; see `NotJudgedPolicy.baselineReason`) stays judged.
    static func markMoved(_ views: inout [ViewLayout], issues: inout [SceneLayoutIssue], order: [Int],
                          judged: SolvedScene, other: SolvedScene, reason: String,
                          keepsJudged: (ViewLayout, Rect) -> Bool = { _, _ in false }) -> [String] {
        var moved = Set<String>()
        for (position, index) in order.enumerated() where position < views.count && views[position].notJudged == nil {
            guard let frame = judged.frames[index], let otherFrame = other.frames[index],
                  differs(frame, otherFrame), !keepsJudged(views[position], otherFrame) else { continue }
            views[position].notJudged = reason
            views[position].misplaced = false
            moved.insert(views[position].id)
        }
        guard !moved.isEmpty else { return [] }
        dropMisplacedWarnings(of: moved, from: &issues)
        return note(count: moved.count, reason: reason).map { [$0] } ?? []
    }

    /// Leaves unjudged the views judged misplaced at the positions `unjudges` picks, drops their
    /// warnings, and returns the scene's note.
    static func unjudgeMisplaced(_ views: inout [ViewLayout], issues: inout [SceneLayoutIssue], reason: String,
                                 where unjudges: (Int) -> Bool) -> [String] {
        var unjudged = Set<String>()
        for position in views.indices where views[position].misplaced && unjudges(position) {
            views[position].notJudged = reason
            views[position].misplaced = false
            unjudged.insert(views[position].id)
        }
        dropMisplacedWarnings(of: unjudged, from: &issues)
        return note(count: unjudged.count, reason: reason).map { [$0] } ?? []
    }

    /// Removes the misplaced-view warnings of the views with these ids.
    static func dropMisplacedWarnings(of ids: Set<String>, from issues: inout [SceneLayoutIssue]) {
        guard !ids.isEmpty else { return }
        issues.removeAll {
            if case .misplacedView(let id, _, _) = $0 { return ids.contains(id) }
            return false
        }
    }

    /// Whether two frames are further apart than the misplacement tolerance on any edge or size.
    static func differs(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) > MisplacementPolicy.tolerance || abs(a.minY - b.minY) > MisplacementPolicy.tolerance
            || abs(a.width - b.width) > MisplacementPolicy.tolerance
            || abs(a.height - b.height) > MisplacementPolicy.tolerance
    }
}
