/// Measures text for intrinsic content sizes. Replace it (per view) to match a real font.
public protocol TextMeasurer: Sendable {
    /// The size of `text` at `fontSize`, wrapped into at most `numberOfLines` lines (0: no limit)
    /// no wider than `maxWidth` (`nil`: one line per explicit line break only).
    func size(of text: String, fontSize: Double, numberOfLines: Int, maxWidth: Double?) -> Size

    /// The height of one line at `fontSize`.
    func lineHeight(fontSize: Double) -> Double

    /// The size of `text` set in `font` (size and weight), wrapped as above. Views measure
    /// through this entry; by default it forwards to `size(of:fontSize:…)` with the point size,
    /// so a measurer that cares about weight implements this one.
    func size(of text: String, font: Font, numberOfLines: Int, maxWidth: Double?) -> Size

    /// The height of one line of `font`; by default `lineHeight(fontSize:)` of its point size.
    func lineHeight(font: Font) -> Double
}

extension TextMeasurer {
    public func size(of text: String, font: Font, numberOfLines: Int, maxWidth: Double?) -> Size {
        size(of: text, fontSize: font.pointSize, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }

    public func lineHeight(font: Font) -> Double { lineHeight(fontSize: font.pointSize) }
}

/// The documented deterministic default: every character (grapheme) is `0.5 × fontSize` wide,
/// a line is `ceil(1.2 × fontSize)` tall, and widths are rounded up to whole points. Text wider
/// than `maxWidth` wraps at whole characters (as many as fit per line). The weight is ignored.
/// So "Hello" at 17 pt is `ceil(5 × 8.5) = 43` × `ceil(20.4) = 21`.
public struct MonospacedTextMeasurer: TextMeasurer {
    public init() {}

    public func lineHeight(fontSize: Double) -> Double { (fontSize * 1.2).roundedUpToIntegral }

    public func size(of text: String, fontSize: Double, numberOfLines: Int, maxWidth: Double?) -> Size {
        guard !text.isEmpty, fontSize > 0, fontSize.isFinite else { return .zero }
        let characterWidth = fontSize * 0.5
        var lineWidths: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let width = Double(paragraph.count) * characterWidth
            guard let maxWidth, maxWidth > 0, numberOfLines != 1, width > maxWidth else {
                lineWidths.append(width)
                continue
            }
            // Wrap at whole characters: as many as fit in maxWidth per line.
            let perLine = max(1, Int((maxWidth / characterWidth).roundedDownToIntegral))
            var remaining = paragraph.count
            while remaining > 0 {
                lineWidths.append(Double(min(perLine, remaining)) * characterWidth)
                remaining -= perLine
            }
        }
        if numberOfLines > 0, lineWidths.count > numberOfLines {
            lineWidths = Array(lineWidths.prefix(numberOfLines))
        }
        let width = (lineWidths.max() ?? 0).roundedUpToIntegral
        return Size(width: width, height: Double(lineWidths.count) * lineHeight(fontSize: fontSize))
    }
}
