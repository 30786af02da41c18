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

    /// Names last, so no frame covers them; content sizes under their content areas. A name goes
    /// in a free corner of its frame (shortened to fit when it must), else just outside it.
    mutating func drawNames() {
        writer.open("g", [("class", "layer names")])
        for view in scene.views {
            let rect = scene.frame(of: view)
            let name = scene.name(of: view)
            let id = scene.id(of: view)
            let hidden = isDrawnHidden(view)
            caption(hidden ? name + " (hidden)" : name, of: id, owner: name,
                    at: LabelPlacer.Spot.inside(rect) + LabelPlacer.Spot.outside(rect), priority: .name,
                    attributes: [("class", hidden ? "name hidden" : "name"), ("data-id", id), ("data-kind", "name")],
                    shortens: true)
            if let scrollView = view as? ScrollView {
                // Below the content area, or below the viewport when the content is shorter.
                let area = SVGLayers.union(scene.contentArea(of: scrollView), rect)
                let size = scrollView.contentSize
                let text = "contentSize " + svgNumber(size.width) + " × " + svgNumber(size.height)
                let below = [LabelPlacer.Spot(x: area.minX + 3, y: area.maxY + 12),
                             LabelPlacer.Spot(x: area.maxX - 3, y: area.maxY + 12, anchor: "end"),
                             LabelPlacer.Spot(x: area.minX + 3, y: area.maxY + 24)]
                caption(text, of: id, owner: name, at: below + LabelPlacer.Spot.inside(area), priority: .contentSize,
                        attributes: [("class", "content-size"), ("data-id", id), ("data-kind", "content-size")])
            }
        }
        writer.close("g")
    }

    /// Hidden, or inside a hidden view: UIKit shows neither.
    func isDrawnHidden(_ view: View) -> Bool {
        var current: View? = view
        while let step = current {
            if step.isHidden { return true }
            current = step.superview
        }
        return false
    }

    /// Levels below the root, so nested frames get alternating fills.
    static func depth(of view: View) -> Int {
        var depth = 0
        var current = view.superview
        while let ancestor = current {
            depth += 1
            current = ancestor.superview
        }
        return depth
    }

    private func viewClasses(of view: View) -> String {
        var classes = ["view", "depth-\(min(Self.depth(of: view), 4))"]
        if view === scene.root { classes.append("root") }
        if view is ScrollView { classes.append("scroll-view") }
        if isDrawnHidden(view) { classes.append("hidden") }
        if !scene.isVisibleThroughViewports(view) { classes.append("offscreen") }
        if scene.annotations.ambiguousViews[ObjectIdentifier(view)].map({ !$0.isEmpty }) ?? false {
            classes.append("is-ambiguous")
        }
        if scene.annotations.floatingViews.contains(ObjectIdentifier(view)) { classes.append("is-floating") }
        return classes.joined(separator: " ")
    }
}
