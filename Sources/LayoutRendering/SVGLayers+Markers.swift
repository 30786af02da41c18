import OpenAutoLayout

extension SVGLayers {
    /// Ambiguous views and content sizes (orange outline, a double arrow per free axis) and
    /// floating views (magenta), in tree order.
    mutating func drawMarkers() {
        writer.open("g", [("class", "layer markers")])
        let annotations = scene.annotations
        for view in scene.views {
            let id = scene.id(of: view)
            if let attributes = annotations.ambiguousViews[ObjectIdentifier(view)], !attributes.isEmpty {
                let horizontal = !attributes.isDisjoint(with: [.xPosition, .width])
                let vertical = !attributes.isDisjoint(with: [.yPosition, .height])
                drawAmbiguity(of: scene.frame(of: view), kind: "ambiguity", id: id, owner: scene.name(of: view),
                              horizontal: horizontal, vertical: vertical,
                              label: "ambiguous: " + attributes.names.joined(separator: ", "),
                              extra: [("data-attributes", attributes.names.joined(separator: ", "))])
            }
            if let scrollView = view as? ScrollView,
               let axes = annotations.ambiguousContentSizes[ObjectIdentifier(scrollView)], !axes.isEmpty {
                // An undetermined content size is often zero: draw over the viewport too.
                let area = Self.union(scene.contentArea(of: scrollView), scene.frame(of: scrollView))
                let names = (axes.contains(.horizontal) ? ["width"] : []) + (axes.contains(.vertical) ? ["height"] : [])
                drawAmbiguity(of: area, kind: "content-ambiguity", id: id, owner: scene.name(of: view),
                              horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                              label: "ambiguous content size: " + names.joined(separator: ", "), extra: [])
            }
            if let recorded = annotations.recordedFrames[ObjectIdentifier(view)] {
                drawMisplacement(of: view, recorded: recorded, id: id)
            }
            if annotations.floatingViews.contains(ObjectIdentifier(view)) {
                let rect = scene.frame(of: view)
                writer.open("g", [("class", "floating"), ("data-id", id), ("data-kind", "floating")])
                writer.empty("rect", Self.rectAttributes(rect.insetBy(-2)))
                caption("floating", of: id, owner: scene.name(of: view),
                        at: [LabelPlacer.Spot(x: rect.maxX - 3, y: rect.minY + 11, anchor: "end")]
                            + LabelPlacer.Spot.inside(rect) + LabelPlacer.Spot.outside(rect.insetBy(-2)), priority: .issue)
                writer.close("g")
            }
        }
        writer.close("g")
    }

    private mutating func drawAmbiguity(of frame: Rect, kind: String, id: String, owner: String, horizontal: Bool,
                                        vertical: Bool, label: String, extra: [SVGWriter.Attribute]) {
        // A zero-sized view still gets a visible marker.
        let rect = frame.grown(toAtLeast: 24)
        let axes = (horizontal ? ["horizontal"] : []) + (vertical ? ["vertical"] : [])
        writer.open("g", [("class", kind), ("data-id", id), ("data-kind", kind),
                          ("data-axes", axes.joined(separator: " "))] + extra)
        writer.empty("rect", Self.rectAttributes(rect.insetBy(1)))
        if horizontal {
            drawArrow(from: Point(x: rect.minX + 4, y: rect.midY), to: Point(x: rect.maxX - 4, y: rect.midY))
        }
        if vertical {
            drawArrow(from: Point(x: rect.midX, y: rect.minY + 4), to: Point(x: rect.midX, y: rect.maxY - 4))
        }
        // Inside the outline when there is room, else just below it.
        let startY = rect.height >= 40 ? rect.maxY - 4 : rect.maxY + 11
        caption(label, of: id, owner: owner, at: [LabelPlacer.Spot(x: rect.minX + 3, y: startY)]
                    + LabelPlacer.Spot.inside(rect) + LabelPlacer.Spot.outside(rect), priority: .issue)
        writer.close("g")
    }

    /// A misplaced view: its frame as the file records it (dashed), an arrow from there to the
    /// frame the constraints give (where it is drawn), and a caption saying which is which. The
    /// recorded frame is placed relative to the superview's drawn frame, as Xcode's canvas does.
    private mutating func drawMisplacement(of view: View, recorded: Rect, id: String) {
        let computed = scene.frame(of: view)
        let shift = Point(x: recorded.origin.x - view.frame.origin.x, y: recorded.origin.y - view.frame.origin.y)
        let file = Rect(x: computed.minX + shift.x, y: computed.minY + shift.y,
                        width: recorded.size.width, height: recorded.size.height)
        writer.open("g", [("class", "misplaced"), ("data-id", id), ("data-kind", "misplaced"),
                          ("data-recorded-frame", [file.minX, file.minY, file.width, file.height].map(svgNumber).joined(separator: ","))])
        writer.empty("rect", [("class", "recorded")] + Self.rectAttributes(file))
        let from = Point(x: file.midX, y: file.midY), to = Point(x: computed.midX, y: computed.midY)
        writer.empty("line", [("class", "move")] + Self.lineAttributes(from, to))
        writer.empty("circle", [("class", "move-end"), ("cx", svgNumber(to.x)), ("cy", svgNumber(to.y)), ("r", "3")])
        let text = "in the file (dashed) → at run time"
        let spots = [LabelPlacer.Spot(x: file.minX + 3, y: file.maxY + 11)] + LabelPlacer.Spot.outside(file)
            + LabelPlacer.Spot.inside(file) + LabelPlacer.Spot.outside(computed)
        self.caption(text, of: id, owner: scene.name(of: view), at: spots, priority: .issue)
        writer.close("g")
    }

    /// A double arrow along one axis: the free direction of an ambiguous axis.
    private mutating func drawArrow(from: Point, to: Point) {
        writer.open("g", [("class", "axis")])
        writer.empty("line", Self.lineAttributes(from, to))
        let isHorizontal = from.y == to.y
        for (tip, direction) in [(from, 1.0), (to, -1.0)] {
            let back = 6 * direction
            let (a, b) = isHorizontal
                ? (Point(x: tip.x + back, y: tip.y - 4), Point(x: tip.x + back, y: tip.y + 4))
                : (Point(x: tip.x - 4, y: tip.y + back), Point(x: tip.x + 4, y: tip.y + back))
            let path = "M\(svgNumber(tip.x)) \(svgNumber(tip.y))L\(svgNumber(a.x)) \(svgNumber(a.y))"
                + "L\(svgNumber(b.x)) \(svgNumber(b.y))Z"
            writer.empty("path", [("d", path)])
        }
        writer.close("g")
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}

extension Rect {
    /// Shrunk by `amount` on every side (grown when negative); never below zero size.
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount,
             width: max(width - 2 * amount, 0), height: max(height - 2 * amount, 0))
    }

    /// Grown around its center to at least `side` on each axis.
    func grown(toAtLeast side: Double) -> Rect {
        let newWidth = max(width, side), newHeight = max(height, side)
        return Rect(x: midX - newWidth / 2, y: midY - newHeight / 2, width: newWidth, height: newHeight)
    }
}
