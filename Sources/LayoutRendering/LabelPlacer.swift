import OpenAutoLayout

/// Places every caption of a picture so that no two overlap: the layers ask for a caption where
/// it belongs (`request`), which reserves its line in the output; once all are asked for, `place`
/// gives each, most important first, the first of its spots where its box meets no caption placed
/// before it, shortening names to fit inside their frames. A caption with no free spot is left out
/// of the drawing and listed in the legend (`SVGLayers.drawLegend`); a constraint's also stays on
/// its line as a `<title>`, which a browser shows on hover. Deterministic: ties go to the caption
/// asked for first. Boxes are estimated from the font's widths (`TextWidth`).
struct LabelPlacer {
    /// Where a caption may go: its anchor point (SVG's `x`, baseline `y`, `text-anchor`), and at most
    /// how wide it may be there (inside a frame), else any width.
    struct Spot {
        var x: Double
        var y: Double
        var anchor = "start"
        var maxWidth: Double?
    }

    /// Most important first: what decides a verdict, then names, then constraint constants.
    enum Priority: Int, Comparable {
        case canvas, issue, name, contentSize, conflictingConstraint, constraint

        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Request {
        var text: String
        var spots: [Spot]
        /// Attributes of the `<text>` element besides `x`, `y` and `text-anchor`.
        var attributes: [SVGWriter.Attribute] = []
        var priority: Priority
        var bold = false
        /// Whether a shortened form (with an ellipsis) may stand in where the whole does not fit.
        var shortens = false
        /// Leaves a `<title>` with the text in the reserved line when no spot is free.
        var titleWhenLeftOut = false
        /// The legend's line for it, and the `data-id` that line highlights with.
        var legendText: String
        var legendID: String
    }

    /// A caption that found no spot.
    struct LeftOut {
        var text: String
        var id: String
    }

    private var requests: [(request: Request, line: Int)] = []
    private var placed: [Rect] = []

    /// How many captions were asked for.
    var count: Int { requests.count }

    /// Every placed caption's box, for the picture's view box.
    var placedBoxes: [Rect] { placed }

    /// Asks for a caption and reserves its line at the writer's current position.
    mutating func request(_ request: Request, in writer: inout SVGWriter) {
        requests.append((request, writer.reserveLine()))
    }

    /// Places every requested caption, fills the reserved lines, and returns those left out in the
    /// order they were asked for.
    mutating func place(into writer: inout SVGWriter) -> [LeftOut] {
        let order = requests.indices.sorted { (requests[$0].request.priority, $0) < (requests[$1].request.priority, $1) }
        var leftOut: [Int] = []
        for index in order {
            let (request, line) = requests[index]
            if let (spot, text) = firstFreeSpot(for: request) {
                let attributes = request.attributes + [("x", svgNumber(spot.x)), ("y", svgNumber(spot.y))]
                    + (spot.anchor == "start" ? [] : [("text-anchor", spot.anchor)])
                writer.fill(line, with: SVGWriter.element("text", attributes, text))
            } else {
                if request.titleWhenLeftOut { writer.fill(line, with: SVGWriter.element("title", [], request.text)) }
                leftOut.append(index)
            }
        }
        return leftOut.sorted().map { LeftOut(text: requests[$0].request.legendText, id: requests[$0].request.legendID) }
    }

    /// The box `text` covers when drawn at `spot`.
    static func box(of text: String, at spot: Spot, bold: Bool) -> Rect {
        let width = TextWidth.of(text, bold: bold)
        let minX = spot.anchor == "end" ? spot.x - width : spot.anchor == "middle" ? spot.x - width / 2 : spot.x
        return Rect(x: minX, y: spot.y - TextWidth.ascent, width: width, height: TextWidth.ascent + TextWidth.descent)
    }

    private mutating func firstFreeSpot(for request: Request) -> (Spot, String)? {
        for spot in request.spots {
            guard let text = fitting(request, in: spot) else { continue }
            let box = Self.box(of: text, at: spot, bold: request.bold)
            // A point of air on each side: a browser's glyph boxes differ from the estimate by a little.
            let clearance = Rect(x: box.minX - 1, y: box.minY, width: box.width + 2, height: box.height)
            guard box.minX.isFinite, box.minY.isFinite, !placed.contains(where: { $0.intersects(clearance) }) else { continue }
            placed.append(box)
            return (spot, text)
        }
        return nil
    }

    /// The text as it fits the spot's width: whole, shortened when allowed, or nil.
    private func fitting(_ request: Request, in spot: Spot) -> String? {
        guard let maxWidth = spot.maxWidth else { return request.text }
        if TextWidth.of(request.text, bold: request.bold) <= maxWidth { return request.text }
        guard request.shortens else { return nil }
        return TextWidth.shortened(request.text, toFit: maxWidth, bold: request.bold)
    }
}

extension LabelPlacer.Spot {
    /// Spots inside a frame's corners (top left first, then top right, bottom left, bottom right,
    /// then a second line from the top), each as wide as the frame; none when the frame is lower
    /// than a line.
    static func inside(_ rect: Rect) -> [LabelPlacer.Spot] {
        let width = rect.width - 6
        guard rect.height >= TextWidth.ascent + TextWidth.descent + 2, width > 0 else { return [] }
        let top = rect.minY + 11, bottom = rect.maxY - 3, second = rect.minY + 23
        var spots = [
            LabelPlacer.Spot(x: rect.minX + 3, y: top, maxWidth: width),
            LabelPlacer.Spot(x: rect.maxX - 3, y: top, anchor: "end", maxWidth: width),
        ]
        if bottom - TextWidth.ascent >= top + TextWidth.descent {
            spots += [LabelPlacer.Spot(x: rect.minX + 3, y: bottom, maxWidth: width),
                      LabelPlacer.Spot(x: rect.maxX - 3, y: bottom, anchor: "end", maxWidth: width)]
        }
        if second + TextWidth.descent <= rect.maxY - 13 {
            spots += [LabelPlacer.Spot(x: rect.minX + 3, y: second, maxWidth: width),
                      LabelPlacer.Spot(x: rect.maxX - 3, y: second, anchor: "end", maxWidth: width)]
        }
        return spots
    }

    /// Spots just outside a frame: above its left and right ends, then below them.
    static func outside(_ rect: Rect) -> [LabelPlacer.Spot] {
        [LabelPlacer.Spot(x: rect.minX, y: rect.minY - 3), LabelPlacer.Spot(x: rect.maxX, y: rect.minY - 3, anchor: "end"),
         LabelPlacer.Spot(x: rect.minX, y: rect.maxY + 11), LabelPlacer.Spot(x: rect.maxX, y: rect.maxY + 11, anchor: "end")]
    }
}
