import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// Which verified fix-its `fix` applies for one issue: the first for each target (each scroll axis
/// is its own target), offered in the explainer's order of preference.
///
/// A scroll view whose content follows its frame on every axis can never scroll, so a fix-it that
/// sizes the content by the scroll view's frame is taken for one axis only: the other axis gets
/// its next verified fix-it (a size of its own, as the seeds teach: pinned on four sides, sized by
/// something other than the scroll view's content). Only when an axis has no other verified fix
/// does it follow the frame too (the issue is then fixed, though the view cannot scroll).
struct FixChoice {
    struct Chosen {
        var target: [IssueKey]
        var summary: String
        var specs: [IBConstraintSpec]
        var removed: [String]
        var followsFrame: Bool
    }

    private var taken: [Chosen] = []
    /// Frame-following fix-its held back, the first per target.
    private var heldBack: [Chosen] = []

    mutating func offer(_ fix: FixIt, target: [IssueKey], specs: [IBConstraintSpec], removed: [String]) {
        let candidate = Chosen(target: target, summary: fix.summary, specs: specs, removed: removed,
                               followsFrame: Self.followsScrollFrame(fix))
        guard !taken.contains(where: { $0.target == target }) else { return }
        if candidate.followsFrame, taken.contains(where: \.followsFrame) {
            if !heldBack.contains(where: { $0.target == target }) { heldBack.append(candidate) }
            return
        }
        taken.append(candidate)
    }

    /// The fix-its to apply, in the order offered; a held-back one only for a target nothing else fixes.
    var chosen: [Chosen] {
        taken + heldBack.filter { held in !taken.contains { $0.target == held.target } }
    }

    /// Whether the fix-it gives a view a width or height equal to a scroll view's (its frame, or its
    /// frame layout guide in a document).
    static func followsScrollFrame(_ fix: FixIt) -> Bool {
        fix.adding.contains { proposed in
            proposed.secondItem is ScrollView && proposed.secondAttribute.isSize
                && proposed.firstAttribute == proposed.secondAttribute
        }
    }
}
