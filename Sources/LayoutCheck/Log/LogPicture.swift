import ConsoleLog
import TextOutput

/// The SVG of one conflict: a row per view of the clash with a bar from its start to its end along
/// the clash's axis (as laid out once UIKit's broken constraint is gone), then a row per clashing
/// constraint in words, the broken one in red. Every text has a row of its own, so none overlaps.
public enum LogPicture {
    static let width = 760.0
    static let nameColumn = 280.0
    static let row = 22.0
    static let longestText = 110
    /// What the name column holds at 12 pt without reaching the bars.
    static let longestName = 40

    public static func svg(_ event: LogEvent) -> String? {
        guard let proof = event.proof, proof.unsatisfiable == true, !proof.extents.isEmpty else { return nil }
        let extents = proof.extents
        let low = min(0, extents.map { min($0.start, $0.end) }.min() ?? 0)
        let high = max(low + 1, extents.map { max($0.start, $0.end) }.max() ?? 1)
        let scale = (width - nameColumn - 20) / (high - low)
        let constraints = event.minimalConstraints
        let height = row * Double(extents.count + constraints.count + 3)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        out += text(x: 8, y: row - 6, "Views along the clash's axis (points, once UIKit's choice is broken)", weight: "bold")
        for (offset, extent) in extents.enumerated() {
            let y = row * Double(offset + 1)
            let name = LogWords.item(extent.item)
            out += text(x: 8, y: y + row - 7, clipped(name, to: longestName), full: name)
            let start = nameColumn + (min(extent.start, extent.end) - low) * scale
            let length = max(1, abs(extent.end - extent.start) * scale)
            out += "<rect x=\"\(n(start))\" y=\"\(n(y + 4))\" width=\"\(n(length))\" height=\"\(n(row - 8))\" fill=\"#dbeafe\" stroke=\"#2563eb\">"
                + "<title>\(XMLText.escaped(LogWords.item(extent.item))): \(NumberText.format(extent.start)) to \(NumberText.format(extent.end))</title></rect>\n"
        }
        let top = row * Double(extents.count + 2)
        out += text(x: 8, y: top - 6, "The clashing constraints", weight: "bold")
        for (offset, constraint) in constraints.enumerated() {
            let isBroken = event.broken.map { $0.constraint.address == constraint.address && $0.index != nil } ?? false
            let words = (isBroken ? "✕ broken by UIKit: " : "") + LogWords.constraint(constraint)
            out += text(x: 8, y: top + row * Double(offset + 1) - 6, clipped(words, to: longestText), color: isBroken ? "#dc2626" : "#111827",
                        full: words)
        }
        return out + "</svg>\n"
    }

    private static func text(x: Double, y: Double, _ content: String, weight: String = "normal",
                             color: String = "#111827", full: String? = nil) -> String {
        var out = "<text x=\"\(n(x))\" y=\"\(n(y))\" fill=\"\(color)\" font-weight=\"\(weight)\">"
        if let full, full != content { out += "<title>\(XMLText.escaped(full))</title>" }
        return out + XMLText.escaped(content) + "</text>\n"
    }

    /// Names and constraints longer than a row holds end in "…" (the full text is in a tooltip).
    private static func clipped(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }

    private static func n(_ value: Double) -> String { NumberText.format(value) }
}
