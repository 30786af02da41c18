/// Hand-written JSON output, so the bytes are the same on every run and every platform
/// (no dictionary order, no locale, no formatter differences).
public enum JSONText {
    /// The shortest decimal that reads back as the same `Double`, always with a fraction or
    /// an exponent (`375.0`, `0.1`, `1e-05`, `1e+16`), as Swift's and Python's `repr` print it.
    /// `-0.0` prints as `0.0`; non-finite numbers (which the format never holds) as `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == 0 ? "0.0" : value.description
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func string(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `{"k": v, …}` from already-encoded values, in the given order, with `": "` and `", "`
    /// separators (the layout of Python's `json.dumps`).
    public static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { string($0.key) + ": " + $0.value }.joined(separator: ", ") + "}"
    }

    /// `[v, …]` from already-encoded values.
    public static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }
}
