import TextOutput

/// Accumulates SVG markup, one element per line, with escaping and fixed number formatting
/// in one place so every picture is written the same way. A line can be reserved and filled
/// later (captions are placed after everything is drawn); a reserved line never filled is left out.
struct SVGWriter {
    private var lines: [String?] = []
    private var depth: Int
    /// The indentation of each reserved line, by line index.
    private var reservedDepths: [Int: Int] = [:]

    /// Starts at `depth` levels of indentation (a body written apart from its enclosing element).
    init(depth: Int = 0) {
        self.depth = depth
    }

    var text: String {
        var result = ""
        for case let line? in lines { result += line + "\n" }
        return result
    }

    /// An attribute: a name and its (unescaped) value.
    typealias Attribute = (name: String, value: String)

    /// Opens `<name …>`; every `open` needs a `close`.
    mutating func open(_ name: String, _ attributes: [Attribute] = []) {
        line("<\(name)\(Self.attributeText(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element without children: `<name …/>`.
    mutating func empty(_ name: String, _ attributes: [Attribute]) {
        line("<\(name)\(Self.attributeText(attributes))/>")
    }

    /// An element with text content, escaped.
    mutating func text(_ name: String, _ attributes: [Attribute], _ content: String) {
        line(Self.element(name, attributes, content))
    }

    /// The markup of an element with text content, escaped.
    static func element(_ name: String, _ attributes: [Attribute], _ content: String) -> String {
        "<\(name)\(attributeText(attributes))>\(escaped(content))</\(name)>"
    }

    /// Reserves a line at the current position; returns its index for `fill`.
    mutating func reserveLine() -> Int {
        lines.append(nil)
        reservedDepths[lines.count - 1] = depth
        return lines.count - 1
    }

    /// Writes `markup` (escaped by the caller) into a reserved line.
    mutating func fill(_ line: Int, with markup: String) {
        guard let depth = reservedDepths[line] else { return }
        lines[line] = String(repeating: "  ", count: max(depth, 0)) + markup
    }

    /// A line written as given (the caller has escaped it).
    mutating func raw(_ markup: String) {
        line(markup)
    }

    private mutating func line(_ markup: String) {
        lines.append(String(repeating: "  ", count: max(depth, 0)) + markup)
    }

    private static func attributeText(_ attributes: [Attribute]) -> String {
        attributes.map { " \($0.name)=\"\(escaped($0.value))\"" }.joined()
    }

    /// XML escaping for text and attribute values (`XMLText.escaped`).
    static func escaped(_ value: String) -> String { XMLText.escaped(value) }
}

/// A number as SVG text: rounded to hundredths, no trailing zeros, no `-0`, no exponent.
/// Non-finite values become 0 and magnitudes are capped, so bad geometry never breaks the file.
func svgNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return NumberText.format(min(max(value, -1e12), 1e12), fractionDigits: 2)
}
