// Appearance properties layout code sets while it builds views. They are accepted and ignored:
// setting them changes nothing and reading them gives UIKit's default. None of them takes part
// in Auto Layout (docs/openuikit.md lists them).

/// A layer's appearance (UIKit's `CALayer`), accepted and ignored.
public final class CALayer {
    public var cornerRadius: Double = 0
    public var masksToBounds = false
    public var borderWidth: Double = 0
    public var borderColor: UIColor?
    public var shadowColor: UIColor?
    public var shadowOpacity: Float = 0
    public var shadowRadius: Double = 3
    public var shadowOffset = Size(width: 0, height: -3)
    public var cornerCurve: CALayerCornerCurve = .circular
    public init() {}
}

public enum CALayerCornerCurve: Hashable, Sendable { case circular, continuous }

extension View {
    /// UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public var backgroundColor: UIColor? { get { nil } set {} }
    public var tintColor: UIColor? { get { nil } set {} }
    public var alpha: Double { get { 1 } set {} }
    public var clipsToBounds: Bool { get { false } set {} }
    public var contentMode: ContentMode { get { .scaleToFill } set {} }
    public var isUserInteractionEnabled: Bool { get { true } set {} }
    public var isOpaque: Bool { get { true } set {} }
    public var tag: Int { get { 0 } set {} }
    /// A fresh layer each time: what is set on it is ignored.
    public var layer: CALayer { CALayer() }
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Hashable, Sendable { case left, center, right, justified, natural }

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension Label {
    public var textColor: UIColor? { get { .label } set {} }
    public var textAlignment: NSTextAlignment { get { .natural } set {} }
    public var lineBreakMode: NSLineBreakMode { get { .byTruncatingTail } set {} }
    public var adjustsFontSizeToFitWidth: Bool { get { false } set {} }
    public var adjustsFontForContentSizeCategory: Bool { get { false } set {} }
    public var minimumScaleFactor: Double { get { 0 } set {} }
}

extension Button {
    public func setTitleColor(_ color: UIColor?, for state: State) {}
    public func setBackgroundImage(_ image: Image?, for state: State) {}
    public var contentHorizontalAlignment: ContentHorizontalAlignment { get { .center } set {} }

    /// UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable { case center, left, right, fill, leading, trailing }
}

extension TextField {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable { case none, line, bezel, roundedRect }

    public var borderStyle: BorderStyle { get { .none } set {} }
    public var textColor: UIColor? { get { .label } set {} }
    public var textAlignment: NSTextAlignment { get { .natural } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
}

extension TextView {
    public var textColor: UIColor? { get { .label } set {} }
    public var isEditable: Bool { get { true } set {} }
    public var isSelectable: Bool { get { true } set {} }
}

extension ScrollView {
    public var showsVerticalScrollIndicator: Bool { get { true } set {} }
    public var showsHorizontalScrollIndicator: Bool { get { true } set {} }
}

extension Switch {
    public var onTintColor: UIColor? { get { nil } set {} }
}
