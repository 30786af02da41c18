import OpenAutoLayout

/// Misplaced pass 7 (branch misplaced7): a hidden arranged view and what it holds.
///
/// A stack view collapses an arranged view whose `isHidden` is set: UIKit's `UISV-hiding` constraints
/// give it no size along the stack's axis (the model does the same, at 999.999). What Xcode records for
/// one is not the layout of either reading: of the 37 arranged views with `hidden="YES"` in the corpus,
/// 19 are recorded collapsed and 18 at their full size (AU-COVIDSafe 16097 and 18122, muun, element,
/// VLC, MOPP: pass 6), with nothing in the file that tells them apart, and Xcode flags none of them, nor
/// any view inside one, misplaced. So a hidden arranged view and its subviews are not judged. Counted over
/// the corpus: 80 views (the 37 and what they hold), none flagged misplaced, 32 already not judged for
/// another reason; of the 48 newly not judged, 3 were false warnings (AU-COVIDSafe `Main` 16097's two
/// error labels, 3 and 4 pt off; nhsx `SelfDiagnosis` 16097's picker).
extension NotJudgedPolicy {
    static let hiddenArrangedReason = "it is a hidden arranged view of a stack view (or inside one), whose "
        + "record Xcode keeps collapsed or at full size, as the file does not say"
}

extension IBSceneMapper {
    /// Whether the element at `index` is hidden and arranged in a stack view.
    func isHiddenArranged(_ index: Int) -> Bool {
        let element = document.views[index]
        guard element.isHidden, let parent = element.superview else { return false }
        return document.views[parent].elementName == "stackView"
    }

    /// Leaves hidden arranged views and their subviews unjudged (`NotJudgedPolicy.hiddenArrangedReason`),
    /// and returns the scene's note. Views already not judged keep their reason.
    func markHiddenArranged(_ views: inout [ViewLayout]) -> [String] {
        var marked = Set<String>()
        for (position, index) in order.enumerated() where position < views.count {
            let inherited = views[position].superviewID.map(marked.contains) ?? false
            guard inherited || isHiddenArranged(index) else { continue }
            marked.insert(views[position].id)
            guard views[position].notJudged == nil else { continue }
            views[position].notJudged = NotJudgedPolicy.hiddenArrangedReason
            views[position].misplaced = false
        }
        let count = views.filter { $0.notJudged == NotJudgedPolicy.hiddenArrangedReason }.count
        return NotJudgedPolicy.note(count: count, reason: NotJudgedPolicy.hiddenArrangedReason).map { [$0] } ?? []
    }
}
