import OpenAutoLayout

/// Draws a laid-out view tree as a self-contained SVG picture, like the figures of the
/// scroll-view posts: every view's frame with its name, each scroll view's viewport (solid) and
/// its content area beyond it (dashed), constraints as dimension lines with their constants,
/// and what the annotations mark (ambiguity in orange, conflicts in red, floating views).
///
/// Call `layoutIfNeeded()` on the root first: the renderer only reads frames, content sizes
/// and installed constraints, and never changes the layout.
///
/// Every drawn object is an element with `data-id` (the annotated id, else `view-N` /
/// `constraint-N`) and `data-kind` (`view`, `content-area`, `viewport`, `constraint`,
/// `ambiguity`, `content-ambiguity`, `floating`, `name`, `content-size`); a view has exactly
/// one `data-kind="view"` element. The output has no `id` attributes, so several pictures can
/// be inlined in one HTML page, and its CSS is scoped to `svg.oal-render`; a page highlights an
/// object by adding the class `highlight` to every element with its `data-id`.
/// Same tree, annotations and options: byte-identical output.
public struct SVGRenderer: Sendable {
    public var options: SVGRenderOptions

    public init(options: SVGRenderOptions = SVGRenderOptions()) {
        self.options = options
    }

    /// The picture of `root` and its subtree, as SVG text.
    ///
    /// - Parameter additionalConstraints: constraints to draw after the installed ones (which
    ///   are drawn in tree order, each view's `constraints` in order), e.g. the generated
    ///   constraints of a conflict (`RenderAnnotations.uninstalledConstraints(in:)`).
    public func render(_ root: View, annotations: RenderAnnotations = RenderAnnotations(),
                       additionalConstraints: [LayoutConstraint] = []) -> String {
        let scene = RenderScene(root: root, annotations: annotations)
        var layers = SVGLayers(scene: scene, writer: SVGWriter(depth: 1))
        layers.drawViews()
        layers.drawViewports()
        layers.drawCanvasBars()
        layers.drawSafeArea()
        if options.showsConstraints { layers.drawConstraints(additional: additionalConstraints) }
        layers.drawMarkers()
        layers.drawNames()
        let total = layers.captions.count
        let leftOut = layers.captions.place(into: &layers.writer)
        // Captions may reach past the frames; the legend goes below all of it.
        var box = layers.captions.placedBoxes.reduce(viewBox(of: scene)) { SVGLayers.union($0, $1.insetBy(-2)) }
        if let legend = layers.drawLegend(leftOut, below: box, of: total) {
            box = SVGLayers.union(box, legend)
        }
        var writer = SVGWriter()
        if options.includesXMLDeclaration { writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
        writer.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("class", "oal-render"),
            ("viewBox", [box.minX, box.minY, box.width, box.height].map(svgNumber).joined(separator: " ")),
            ("width", svgNumber(box.width * options.scale)),
            ("height", svgNumber(box.height * options.scale)),
        ])
        writer.text("title", [], options.title ?? scene.name(of: root))
        writer.open("style")
        for rule in SVGStylesheet.rules { writer.raw(rule) }
        writer.close("style")
        return writer.text + layers.writer.text + "</svg>\n"
    }

    /// Every frame and content area (content reaches beyond its viewport), plus the padding.
    func viewBox(of scene: RenderScene) -> Rect {
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        var first = true
        func include(_ rect: Rect) {
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
            if first {
                (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
                first = false
            } else {
                (minX, minY) = (min(minX, rect.minX), min(minY, rect.minY))
                (maxX, maxY) = (max(maxX, rect.maxX), max(maxY, rect.maxY))
            }
        }
        for view in scene.views {
            include(scene.frame(of: view))
            if let scrollView = view as? ScrollView { include(scene.contentArea(of: scrollView)) }
        }
        let padding = options.padding
        return Rect(x: minX - padding, y: minY - padding,
                    width: maxX - minX + 2 * padding, height: maxY - minY + 2 * padding)
    }
}

/// The picture's layers, bottom to top; each walks the views in tree order.
struct SVGLayers {
    let scene: RenderScene
    var writer: SVGWriter
    var captions = LabelPlacer()

    init(scene: RenderScene, writer: SVGWriter) {
        self.scene = scene
        self.writer = writer
    }

    /// `x`, `y`, `width`, `height` of a rectangle.
    static func rectAttributes(_ rect: Rect) -> [SVGWriter.Attribute] {
        [("x", svgNumber(rect.minX)), ("y", svgNumber(rect.minY)),
         ("width", svgNumber(rect.width)), ("height", svgNumber(rect.height))]
    }

    /// `x1`, `y1`, `x2`, `y2` of a segment.
    static func lineAttributes(_ from: Point, _ to: Point) -> [SVGWriter.Attribute] {
        [("x1", svgNumber(from.x)), ("y1", svgNumber(from.y)), ("x2", svgNumber(to.x)), ("y2", svgNumber(to.y))]
    }
}

extension SVGRenderer {
    /// The picture with what a layout pass found marked on it: `issues` are added to
    /// `annotations` (`RenderAnnotations.add(_:)`) and the generated constraints of conflicts
    /// are drawn too. `render(root, highlighting: root.layoutIssues)` is the usual call.
    public func render(_ root: View, highlighting issues: [LayoutIssue],
                       annotations: RenderAnnotations = RenderAnnotations()) -> String {
        var combined = annotations
        combined.add(issues)
        return render(root, annotations: combined,
                      additionalConstraints: RenderAnnotations.uninstalledConstraints(in: issues))
    }
}
