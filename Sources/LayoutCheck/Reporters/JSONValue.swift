import LayoutDiagnostics

/// A JSON document built in memory and printed deterministically: members in insertion order,
/// two-space indentation, numbers via `NumberText` (rounded to 1e-6, integers without a fraction).
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The pretty-printed text, without a trailing newline.
    public var text: String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? NumberText.format(value) : "null"
        case .string(let value): out += Self.quoted(value)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (offset, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.write(to: &out, indent: indent + 2)
                out += offset == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (offset, (key, value)) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2) + Self.quoted(key) + ": "
                value.write(to: &out, indent: indent + 2)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (U+2028 and the
    /// others `SafeText` escapes too, so no printed JSON line breaks in a log; the value is the same).
    public static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where SafeText.isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
