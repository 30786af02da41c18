import OpenAutoLayout

extension SVGLayers {
    /// The root view's safe area, when the canvas gives it insets (the device's notch and home
    /// indicator, status and simulated bars): a dashed outline and a caption with the insets, since
    /// they decide where constraints to the safe area put the views.
    mutating func drawSafeArea() {
        let insets = scene.root.safeAreaInsets
        guard insets.top > 0 || insets.left > 0 || insets.bottom > 0 || insets.right > 0 else { return }
        let frame = scene.frame(of: scene.root)
        let area = Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                        width: max(frame.width - insets.left - insets.right, 0),
                        height: max(frame.height - insets.top - insets.bottom, 0))
        let parts = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 > 0 }.map { "\($0.0) \(svgNumber($0.1))" }
        let text = "safe area: " + parts.joined(separator: ", ")
        writer.open("g", [("class", "layer safe-area"), ("data-id", scene.id(of: scene.root)), ("data-kind", "safe-area"),
                          ("data-insets", [insets.top, insets.left, insets.bottom, insets.right].map(svgNumber).joined(separator: ","))])
        writer.empty("rect", Self.rectAttributes(area))
        // In the top inset when it is tall enough for a line, else just inside the safe area.
        let preferred = LabelPlacer.Spot(x: area.maxX - 3, y: insets.top >= 14 ? area.minY - 3 : area.minY + 11, anchor: "end")
        caption(text, of: scene.id(of: scene.root), owner: "safe area",
                at: [preferred] + LabelPlacer.Spot.inside(area) + LabelPlacer.Spot.outside(frame), priority: .canvas)
        writer.close("g")
    }

    /// The canvas's bars (status, navigation, tab bar, sensor housing, home indicator) as
    /// translucent bands over the root, each named with its size: they are what the safe area is
    /// made of. The caption goes inside the band, else beside the root.
    mutating func drawCanvasBars() {
        let bars = scene.annotations.canvasBars
        guard !bars.isEmpty else { return }
        let root = scene.frame(of: scene.root)
        writer.open("g", [("class", "layer canvas-bars")])
        for bar in bars {
            let rect = bar.frame.offsetBy(dx: root.minX, dy: root.minY)
            let size = rect.width >= rect.height ? rect.height : rect.width
            writer.open("g", [("class", "canvas-bar"), ("data-kind", "canvas-bar"), ("data-name", bar.name)])
            writer.empty("rect", Self.rectAttributes(rect))
            let middle = rect.midY + 3.5
            let spots = [LabelPlacer.Spot(x: rect.minX + 3, y: middle, maxWidth: rect.width - 6),
                         LabelPlacer.Spot(x: rect.maxX - 3, y: middle, anchor: "end", maxWidth: rect.width - 6),
                         LabelPlacer.Spot(x: root.minX - 4, y: middle, anchor: "end"),
                         LabelPlacer.Spot(x: root.maxX + 4, y: middle)]
            let text = bar.name + " " + svgNumber(size)
            caption(text, of: scene.id(of: scene.root), owner: "canvas",
                    at: rect.height >= 12 ? spots : Array(spots.suffix(2)), priority: .canvas)
            writer.close("g")
        }
        writer.close("g")
    }
}
