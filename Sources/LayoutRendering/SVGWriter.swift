import TextOutput

/// Accumulates SVG markup, one element per line, with escaping and fixed number formatting
/// in one place so every picture is written the same way.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

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
        line("<\(name)\(Self.attributeText(attributes))>\(Self.escaped(content))</\(name)>")
    }

    /// A line written as given (the caller has escaped it).
    mutating func raw(_ markup: String) {
        line(markup)
    }

    private mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: max(depth, 0)) + markup + "\n"
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
