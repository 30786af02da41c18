import OpenAutoLayout

/// Keeps names and marker captions from printing over each other: a caption that would
/// overlap one already placed moves down a line, a few times at most. Deterministic: captions
/// are placed in drawing order. Widths are estimated (no font metrics without a font).
struct LabelPlacer {
    private var placed: [Rect] = []

    /// Line height and estimated character width of the 10-point captions.
    static let lineHeight = 12.0
    static let characterWidth = 5.6

    /// The baseline `y` to draw `text` at, starting at `x`, `y` (`anchor` as SVG's `text-anchor`).
    mutating func place(_ text: String, x: Double, y: Double, anchor: String = "start") -> Double {
        let width = Double(text.count) * Self.characterWidth
        let minX = anchor == "end" ? x - width : anchor == "middle" ? x - width / 2 : x
        for step in 0..<5 {
            let baseline = y + Double(step) * Self.lineHeight
            let box = Rect(x: minX, y: baseline - 9, width: width, height: Self.lineHeight - 1)
            if !placed.contains(where: { $0.intersects(box) }) {
                placed.append(box)
                return baseline
            }
        }
        return y
    }
}
