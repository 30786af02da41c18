/// The constraints UIKit and AppKit add themselves, recognised by class or identifier (the
/// identifiers are UIKit's, as its logs print them; `docs/log-json.md` lists them with sources).
public enum SystemRole: String, Sendable, CaseIterable {
    /// `'UIView-Encapsulated-Layout-Width/Height'`: the size a table, collection or view controller
    /// gave the view (a cell's row height, a controller's root view size).
    case encapsulatedSize = "encapsulated size"
    /// `NSAutoresizingMaskLayoutConstraint`: the view's frame and autoresizing mask, because
    /// `translatesAutoresizingMaskIntoConstraints` is true.
    case autoresizingMask = "autoresizing mask"
    /// `'_UITemporaryLayoutWidth/Height'`: a size UIKit imposes while it measures a view not yet laid out.
    case temporarySize = "temporary layout size"
    /// `'UISV-…'`: a stack view's arrangement.
    case stackView = "stack view"
    /// `'UIView-…Margin-guide-constraint'`, `'UIViewSafeAreaLayoutGuide-…'`, `_UILayoutSupportConstraint`:
    /// the definition of a margins, safe-area or legacy layout guide.
    case guideDefinition = "layout guide definition"
    /// `'UIInputWindowController-…'` and other keyboard or input-view internals.
    case inputView = "keyboard internals"

    init?(constraint: LogConstraint) {
        let identifier = constraint.identifier ?? ""
        if constraint.className == "NSAutoresizingMaskLayoutConstraint" {
            self = .autoresizingMask
        } else if identifier.hasPrefix("UIView-Encapsulated-Layout") {
            self = .encapsulatedSize
        } else if identifier.hasPrefix("_UITemporaryLayout") {
            self = .temporarySize
        } else if identifier.hasPrefix("UISV-") {
            self = .stackView
        } else if identifier.hasSuffix("-guide-constraint") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide")
                    || identifier.hasPrefix("UIViewLayoutMarginsGuide") || constraint.className == "_UILayoutSupportConstraint" {
            self = .guideDefinition
        } else if identifier.hasPrefix("UIInputWindowController") || identifier.hasPrefix("UIKB")
                    || identifier.hasPrefix("_UIKB") {
            self = .inputView
        } else {
            return nil
        }
    }
}
