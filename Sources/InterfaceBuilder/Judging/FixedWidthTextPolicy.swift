/// Where Xcode 9 and later warn "Fixed width constraints may cause clipping" (a localization issue):
/// a single-line label or a button that shows text and is held at one width by a required constant
/// width constraint, so a longer translation of its text is cut off.
///
/// Only what the file records decides it, and only where Xcode is known to warn: the file saved by
/// Xcode 9 or later (toolsVersion 13000 on, the first with localization issues), plain text or a
/// title (an attributed or empty one is not judged, nor a button with an image), one line (a label of several lines wraps), and
/// the width `=` a constant at priority 1000, installed and kept at build time (not a placeholder).
enum FixedWidthTextPolicy {
    /// The scene's views that Xcode warns about, each with its first such width constraint, in document order.
    static func issues(in document: IBDocument, views: [ViewLayout]) -> [SceneLayoutIssue] {
        guard IBXcodeBehaviour.fixedWidthClippingWarned.holds(for: document.toolsVersionNumber) else { return [] }
        let candidates = Set(views.filter { showsClippableText($0, in: document) }.map(\.id))
        guard !candidates.isEmpty else { return [] }
        var firstWidth: [String: IBConstraint] = [:]
        for constraint in document.constraints where candidates.contains(constraint.firstItem) && isFixedWidth(constraint) {
            if firstWidth[constraint.firstItem] == nil { firstWidth[constraint.firstItem] = constraint }
        }
        return views.compactMap { view in
            firstWidth[view.id].map {
                .fixedWidthMayClip(viewID: view.id, constraintID: $0.id, location: $0.location, width: $0.constant)
            }
        }
    }

    /// A label of one line with text (IB writes `numberOfLines` only when it is not 1), or a button with a
    /// title and no image (an icon button's width is its image's; whether its title shows at all, as with a
    /// configuration that has an image and only a legacy state title, the file does not settle).
    private static func showsClippableText(_ view: ViewLayout, in document: IBDocument) -> Bool {
        guard let text = view.text, !text.isEmpty else { return false }
        switch view.elementName {
        case "label": return (document.view(withID: view.id)?.numberOfLines ?? 1) == 1
        case "button": return document.view(withID: view.id)?.image == nil
        default: return false
        }
    }

    /// `width = constant`, required, installed, and not removed at build time.
    private static func isFixedWidth(_ constraint: IBConstraint) -> Bool {
        constraint.firstAttribute == .width && constraint.secondItem == nil && constraint.relation == .equal
            && constraint.priority >= 1000 && !constraint.isPlaceholder && !constraint.isExcludedByDefault
    }
}
