import OpenAutoLayout

extension SVGLayers {
    /// Asks for a caption of the object `id` (called `owner`) at the first free of `spots`; see
    /// `LabelPlacer`. The legend lists it as "owner: text" when it finds no spot.
    mutating func caption(_ text: String, of id: String, owner: String, at spots: [LabelPlacer.Spot],
                          priority: LabelPlacer.Priority, attributes: [SVGWriter.Attribute] = [],
                          shortens: Bool = false, titleWhenLeftOut: Bool = false, bold: Bool = false) {
        let legendText = text == owner ? text : owner + ": " + text
        captions.request(LabelPlacer.Request(
            text: text, spots: spots, attributes: attributes, priority: priority, bold: bold,
            shortens: shortens, titleWhenLeftOut: titleWhenLeftOut, legendText: legendText, legendID: id), in: &writer)
    }

    /// Lists the captions that found no spot below the drawing (`drawing`, the view box so far),
    /// in rows as wide as the drawing, under a line saying how many there are. Returns the legend's
    /// box (nil when every caption was placed).
    mutating func drawLegend(_ leftOut: [LabelPlacer.LeftOut], below drawing: Rect, of total: Int) -> Rect? {
        guard !leftOut.isEmpty else { return nil }
        let width = max(drawing.width, 320)
        let lineHeight = TextWidth.ascent + TextWidth.descent + 2
        var y = drawing.maxY + TextWidth.ascent + 4
        var maxX = drawing.minX + width
        writer.open("g", [("class", "layer legend"), ("data-kind", "legend"), ("data-count", String(leftOut.count))])
        let noun = leftOut.count == 1 ? "label" : "labels"
        let heading = "\(leftOut.count) of \(total) \(noun) had no room in the picture and are listed here"
            + " (a constraint's also shows when the pointer rests on its line)"
        writer.text("text", [("class", "legend-heading"), ("x", svgNumber(drawing.minX)), ("y", svgNumber(y))], heading)
        maxX = max(maxX, drawing.minX + TextWidth.of(heading))
        y += lineHeight
        var x = drawing.minX
        for entry in leftOut {
            let entryWidth = TextWidth.of(entry.text)
            if x > drawing.minX, x + entryWidth > drawing.minX + width {
                x = drawing.minX
                y += lineHeight
            }
            writer.text("text", [("class", "legend-entry"), ("data-id", entry.id), ("data-kind", "legend-entry"),
                                 ("x", svgNumber(x)), ("y", svgNumber(y))], entry.text)
            maxX = max(maxX, x + entryWidth)
            x += entryWidth + 14
        }
        writer.close("g")
        return Rect(x: drawing.minX, y: drawing.maxY, width: maxX - drawing.minX, height: y + TextWidth.descent + 8 - drawing.maxY)
    }
}
