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
        let caption = "safe area: " + parts.joined(separator: ", ")
        writer.open("g", [("class", "layer safe-area"), ("data-id", scene.id(of: scene.root)), ("data-kind", "safe-area"),
                          ("data-insets", [insets.top, insets.left, insets.bottom, insets.right].map(svgNumber).joined(separator: ","))])
        writer.empty("rect", Self.rectAttributes(area))
        // In the top inset when it is tall enough for a line, else just inside the safe area.
        let y = captions.place(caption, x: area.maxX - 3, y: insets.top >= 14 ? area.minY - 3 : area.minY + 11, anchor: "end")
        writer.text("text", [("x", svgNumber(area.maxX - 3)), ("y", svgNumber(y)), ("text-anchor", "end")], caption)
        writer.close("g")
    }
}
