/// How a picture is drawn (not what is marked on it: that is `RenderAnnotations`).
public struct SVGRenderOptions: Sendable, Hashable {
    /// Space around the drawing, in points, so labels at the edges stay visible.
    public var padding: Double = 24
    /// The `width`/`height` attributes are the viewBox's size times this.
    public var scale: Double = 1
    /// Written as the SVG `<title>` (escaped).
    public var title: String?
    /// False when the SVG is inlined in an HTML page, where an XML declaration is not allowed.
    public var includesXMLDeclaration = true
    /// Whether constraints are drawn as dimension lines.
    public var showsConstraints = true

    public init(padding: Double = 24, scale: Double = 1, title: String? = nil,
                includesXMLDeclaration: Bool = true, showsConstraints: Bool = true) {
        self.padding = padding.isFinite && padding >= 0 ? padding : 24
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.title = title
        self.includesXMLDeclaration = includesXMLDeclaration
        self.showsConstraints = showsConstraints
    }
}
