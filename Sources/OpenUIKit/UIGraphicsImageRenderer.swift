// Images drawn in code (`UIGraphicsImageRenderer`), as apps make a plain-colour image in a
// `UIImage` extension. Nothing is drawn: the renderer gives an image of its size.

/// UIKit's `UIGraphicsImageRenderer`: `image(actions:)` runs the drawing block (on a context
/// that draws nothing) and returns an image of the renderer's size.
open class UIGraphicsImageRenderer {
    public let size: Size

    public init(size: Size) { self.size = size }
    public convenience init(bounds: Rect) { self.init(size: bounds.size) }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> Image {
        actions(UIGraphicsImageRendererContext(size: size))
        return Image(size: size)
    }
}

/// The drawing context a renderer hands its block; drawing calls are accepted and ignored.
open class UIGraphicsImageRendererContext {
    public let format: Size
    public let cgContext = CGContext()

    init(size: Size) { format = size }

    open func fill(_ rect: Rect) {}
    open func stroke(_ rect: Rect) {}
}

/// Core Graphics' drawing context: accepted and ignored.
open class CGContext {
    public init() {}
    open func setFillColor(_ color: CGColor) {}
    open func setStrokeColor(_ color: CGColor) {}
    open func fill(_ rect: Rect) {}
    open func addPath(_ path: UIBezierPath) {}
    open func fillPath() {}
}

extension Color {
    /// Drawing colours are not modelled.
    public func setFill() {}
    public func setStroke() {}
    public func set() {}
}
