/// A colour (UIKit's `UIColor`). A class, as UIKit's, so an app's
/// `extension UIColor { convenience init(hex:) }` compiles; layout never reads it, so the
/// components are only kept (OpenUIKit adds the named colours).
open class Color: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The components (AppKit's names; UIKit reads them with `getRed(_:green:blue:alpha:)`).
    public let redComponent: Double, greenComponent: Double, blueComponent: Double, alphaComponent: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (redComponent, greenComponent, blueComponent, alphaComponent) = (red, green, blue, alpha)
    }

    var components: [Double] { [redComponent, greenComponent, blueComponent, alphaComponent] }

    /// Equal components are equal colours (UIKit compares colours by their components too).
    public static func == (a: Color, b: Color) -> Bool { a.components == b.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    open var description: String {
        "UIColor(red: \(redComponent), green: \(greenComponent), blue: \(blueComponent), alpha: \(alphaComponent))"
    }
}
