/// The one JSON writer: a document built in memory and printed deterministically (members in
/// insertion order, no dictionary, no locale, no formatter that differs between platforms).
///
/// Two layouts: `text`, indented for people and CI (the `autolayout-check/1` report), numbers
/// rounded to 1e-6 (`375`); `compactText`, one line as Python's `json.dumps` writes it, numbers
/// as its `repr` (`375.0`), for the machine-read benchmark format.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A count or an index: printed without a fraction in both layouts.
    case integer(Int)
    /// Non-finite values print as `null`.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order given.
    case object([(String, JSONValue)])

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Two-space indentation, one member or element per line, without a trailing newline.
    public var text: String { text(indent: 0) }

    /// The same layout for a value that starts `indent` spaces in (a member or element of a
    /// container written piece by piece, `JSONContainerText`): its nested lines are indented
    /// from there, its first line is not.
    public func text(indent: Int) -> String {
        var out = ""
        writeIndented(to: &out, indent: indent)
        return out
    }

    /// One line: `{"k": v, "l": [1, 2]}` (`": "` and `", "` separators), numbers via `NumberText.roundTrip`.
    public var compactText: String {
        var out = ""
        writeCompact(to: &out)
        return out
    }

    private func writeIndented(to out: inout String, indent: Int) {
        switch self {
        case .number(let value): out += value.isFinite ? NumberText.format(value) : "null"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (offset, element) in elements.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                element.writeIndented(to: &out, indent: indent + 2)
                out += offset == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (offset, (key, value)) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2) + Self.quoted(key) + ": "
                value.writeIndented(to: &out, indent: indent + 2)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default: writeScalar(to: &out)
        }
    }

    private func writeCompact(to out: inout String) {
        switch self {
        case .number(let value): out += value.isFinite ? NumberText.roundTrip(value) : "null"
        case .array(let elements):
            out += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out += ", " }
                element.writeCompact(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (offset, (key, value)) in members.enumerated() {
                out += (offset > 0 ? ", " : "") + Self.quoted(key) + ": "
                value.writeCompact(to: &out)
            }
            out += "}"
        default: writeScalar(to: &out)
        }
    }

    /// The values both layouts print alike.
    private func writeScalar(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .string(let value): out += Self.quoted(value)
        case .number, .array, .object: break
        }
    }

    /// A JSON string literal: quotes, backslashes and every `ControlCharacter` escaped (U+2028 and
    /// C1 controls too, so printed JSON never breaks a log line; the value read back is the same).
    public static func quoted(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where ControlCharacter.isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
