// Appearance properties layout code sets while it builds views. None of them takes part in
// Auto Layout: they are stored (reading gives back what was set, or UIKit's default) and
// nothing draws them (docs/openuikit.md lists them). Properties apps override live in the
// model's class bodies (`backgroundColor`, `tintColor`, `alpha`, `tag`, …); the rest are kept
// in the view's `attachedValues`.

extension View {
    /// A stored-only value kept for a UIKit property the model does not have.
    func attached<Value>(_ key: String, default value: @autoclosure () -> Value) -> Value {
        attachedValues[key] as? Value ?? value()
    }

    func attach(_ value: Any?, as key: String) { attachedValues[key] = value }

    /// UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public var contentMode: ContentMode {
        get { attached("contentMode", default: .scaleToFill) }
        set { attach(newValue, as: "contentMode") }
    }

    /// The view's layer, made on first use and kept: its geometry is the view's (see `CALayer`).
    public var layer: CALayer {
        if let layer = attachedValues["layer"] as? CALayer { return layer }
        let layer = CALayer()
        layer.owningView = self
        attach(layer, as: "layer")
        return layer
    }

    /// Stored only: the margins do not grow to the superview's (UIKit widens a view's margins
    /// where it comes within its superview's margins; not modelled).
    public var preservesSuperviewLayoutMargins: Bool {
        get { attached("preservesSuperviewLayoutMargins", default: false) }
        set { attach(newValue, as: "preservesSuperviewLayoutMargins") }
    }
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Hashable, Sendable { case left, center, right, justified, natural }

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension Label {
    public var textColor: UIColor! {
        get { attached("textColor", default: .label) }
        set { attach(newValue, as: "textColor") }
    }
    public var highlightedTextColor: UIColor? {
        get { attached("highlightedTextColor", default: nil) }
        set { attach(newValue, as: "highlightedTextColor") }
    }
    public var textAlignment: NSTextAlignment {
        get { attached("textAlignment", default: .natural) }
        set { attach(newValue, as: "textAlignment") }
    }
    public var lineBreakMode: NSLineBreakMode {
        get { attached("lineBreakMode", default: .byTruncatingTail) }
        set { attach(newValue, as: "lineBreakMode") }
    }
    public var adjustsFontSizeToFitWidth: Bool {
        get { attached("adjustsFontSizeToFitWidth", default: false) }
        set { attach(newValue, as: "adjustsFontSizeToFitWidth") }
    }
    public var minimumScaleFactor: Double {
        get { attached("minimumScaleFactor", default: 0) }
        set { attach(newValue, as: "minimumScaleFactor") }
    }
}

extension Button {
    public func setTitleColor(_ color: UIColor?, for state: State) { attach(color, as: "titleColor\(state.rawValue)") }
    public func titleColor(for state: State) -> UIColor? {
        attached("titleColor\(state.rawValue)", default: nil) ?? attached("titleColor0", default: nil)
    }
    public func setBackgroundImage(_ image: Image?, for state: State) { attach(image, as: "background\(state.rawValue)") }
    public func backgroundImage(for state: State) -> Image? { attached("background\(state.rawValue)", default: nil) }
    public var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { attached("contentHorizontalAlignment", default: .center) }
        set { attach(newValue, as: "contentHorizontalAlignment") }
    }

    /// UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable { case center, left, right, fill, leading, trailing }
}

extension TextField {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable { case none, line, bezel, roundedRect }

    public var borderStyle: BorderStyle {
        get { attached("borderStyle", default: .none) }
        set { attach(newValue, as: "borderStyle") }
    }
    public var textColor: UIColor? {
        get { attached("textColor", default: .label) }
        set { attach(newValue, as: "textColor") }
    }
    public var textAlignment: NSTextAlignment {
        get { attached("textAlignment", default: .natural) }
        set { attach(newValue, as: "textAlignment") }
    }
    public var isSecureTextEntry: Bool {
        get { attached("isSecureTextEntry", default: false) }
        set { attach(newValue, as: "isSecureTextEntry") }
    }
}

extension TextView {
    public var textColor: UIColor? {
        get { attached("textColor", default: .label) }
        set { attach(newValue, as: "textColor") }
    }
    public var isEditable: Bool {
        get { attached("isEditable", default: true) }
        set { attach(newValue, as: "isEditable") }
    }
    public var isSelectable: Bool {
        get { attached("isSelectable", default: true) }
        set { attach(newValue, as: "isSelectable") }
    }
}

extension ScrollView {
    public var showsVerticalScrollIndicator: Bool {
        get { attached("showsVerticalScrollIndicator", default: true) }
        set { attach(newValue, as: "showsVerticalScrollIndicator") }
    }
    public var showsHorizontalScrollIndicator: Bool {
        get { attached("showsHorizontalScrollIndicator", default: true) }
        set { attach(newValue, as: "showsHorizontalScrollIndicator") }
    }
}

extension Switch {
    public var onTintColor: UIColor? {
        get { attached("onTintColor", default: nil) }
        set { attach(newValue, as: "onTintColor") }
    }
}
