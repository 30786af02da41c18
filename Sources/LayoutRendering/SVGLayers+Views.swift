import OpenAutoLayout

extension SVGLayers {
    /// Frames in tree order; a scroll view's content area follows its frame, so its subviews
    /// are drawn over the imaginary container the seeds draw in blue.
    mutating func drawViews() {
        writer.open("g", [("class", "layer views")])
        for view in scene.views {
            let id = scene.id(of: view)
            writer.open("g", [
                ("class", viewClasses(of: view)),
                ("data-id", id),
                ("data-kind", "view"),
                ("data-name", scene.name(of: view)),
                ("data-type", String(describing: type(of: view))),
            ])
            writer.empty("rect", [("class", "frame")] + Self.rectAttributes(scene.frame(of: view)))
            writer.close("g")
            if let scrollView = view as? ScrollView {
                let area = scene.contentArea(of: scrollView)
                writer.open("g", [("class", "content-area"), ("data-id", id), ("data-kind", "content-area")])
                writer.empty("rect", [("class", "content")] + Self.rectAttributes(area))
                writer.close("g")
            }
        }
        writer.close("g")
    }

    /// The viewports on top of the content, so what is visible reads at a glance.
    mutating func drawViewports() {
        writer.open("g", [("class", "layer viewports")])
        for case let scrollView as ScrollView in scene.views {
            let offset = scene.drawnOffset(of: scrollView)
            writer.empty("rect", [
                ("class", "viewport"),
                ("data-id", scene.id(of: scrollView)),
                ("data-kind", "viewport"),
                ("data-content-offset", svgNumber(offset.x) + "," + svgNumber(offset.y)),
            ] + Self.rectAttributes(scene.frame(of: scrollView)))
        }
        writer.close("g")
    }

    /// Names last, so no frame covers them; content sizes under their content areas.
    mutating func drawNames() {
        writer.open("g", [("class", "layer names")])
        for view in scene.views {
            let rect = scene.frame(of: view)
            writer.text("text", [
                ("class", "name"), ("data-id", scene.id(of: view)), ("data-kind", "name"),
                ("x", svgNumber(rect.minX + 3)), ("y", svgNumber(rect.minY + 11)),
            ], scene.name(of: view))
            if let scrollView = view as? ScrollView {
                let area = scene.contentArea(of: scrollView)
                let size = scrollView.contentSize
                writer.text("text", [
                    ("class", "content-size"), ("data-id", scene.id(of: view)), ("data-kind", "content-size"),
                    ("x", svgNumber(area.minX + 3)), ("y", svgNumber(area.maxY + 12)),
                ], "contentSize " + svgNumber(size.width) + " × " + svgNumber(size.height))
            }
        }
        writer.close("g")
    }

    private func viewClasses(of view: View) -> String {
        var classes = ["view"]
        if view === scene.root { classes.append("root") }
        if view is ScrollView { classes.append("scroll-view") }
        if !scene.isVisibleThroughViewports(view) { classes.append("offscreen") }
        if scene.annotations.ambiguousViews[ObjectIdentifier(view)].map({ !$0.isEmpty }) ?? false {
            classes.append("is-ambiguous")
        }
        if scene.annotations.floatingViews.contains(ObjectIdentifier(view)) { classes.append("is-floating") }
        return classes.joined(separator: " ")
    }
}
