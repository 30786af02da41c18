import Foundation

// Odds and ends layout files touch while building views: attributed text, transforms, paths
// for shadows, the application object. Layout reads only what is said below.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let link = NSAttributedString.Key("NSLink")
}

extension Label {
    /// The string and, when the first character has one, its `.font`, are what the label shows
    /// and measures; other attributes are ignored (each character is measured alike).
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font as Any]) } }
        set {
            if let newValue, newValue.length > 0,
               let font = newValue.attribute(.font, at: 0, effectiveRange: nil) as? Font {
                self.font = font
            }
            text = newValue?.string
        }
    }
}

/// UIKit's Core Graphics transform, accepted and ignored: frames under a transform are not
/// modelled (Auto Layout works on the untransformed frame, as UIKit's `bounds` and `center` do).
public struct CGAffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: Double) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public func scaledBy(x sx: Double, y sy: Double) -> CGAffineTransform {
        CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
    }

    public func translatedBy(x dx: Double, y dy: Double) -> CGAffineTransform {
        CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx + a * dx + c * dy, ty: ty + b * dx + d * dy)
    }
}

extension View {
    /// Accepted and ignored (see `CGAffineTransform`); reads give the identity.
    public var transform: CGAffineTransform { get { .identity } set {} }
    public func setNeedsDisplay() {}
    public var semanticContentAttribute: UISemanticContentAttribute { get { .unspecified } set {} }
}

/// UIKit's `UISemanticContentAttribute`; layout is always left-to-right here.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// A path (UIKit's `UIBezierPath`), for shadow paths and masks; nothing is drawn.
public final class UIBezierPath {
    public let bounds: Rect
    public init() { bounds = .zero }
    public init(rect: Rect) { bounds = rect }
    public init(roundedRect rect: Rect, cornerRadius: Double) { bounds = rect }
    public init(ovalIn rect: Rect) { bounds = rect }
    public var cgPath: UIBezierPath { self }
}

/// The application (UIKit's `UIApplication`): no windows are registered with it here.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    public var windows: [UIWindow] { [] }
    public var keyWindow: UIWindow? { nil }
    public var isIdleTimerDisabled = false
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable { case leftToRight, rightToLeft }
