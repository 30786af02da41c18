/// An indented JSON array or object written one element or member at a time, in the very bytes
/// `JSONValue.text` gives for the whole container: so a large report need never hold more than
/// one element's tree (each built, rendered, written and dropped in turn).
///
/// Each call returns the next piece of text for the caller to write; nothing is kept but a count.
/// The opening bracket is only known at the first element (an empty container prints `[]` or
/// `{}` on one line), so it comes with the first piece, or with `close()` when there is none.
public struct JSONContainerText: Sendable {
    public enum Kind: Sendable {
        case array, object
    }

    public let kind: Kind
    /// The indentation of the line the container starts on (its closing bracket's).
    public let indent: Int
    /// How many elements or members have been written.
    public private(set) var count = 0

    /// A container whose value starts on a line indented `indent` spaces (0 for the top level; a
    /// nested container's is its parent's `childIndent`).
    public init(_ kind: Kind, indent: Int = 0) {
        self.kind = kind
        self.indent = indent
    }

    /// Where each element or member starts, and the indent a nested value is written at.
    public var childIndent: Int { indent + 2 }

    /// An array's next element.
    public mutating func element(_ value: JSONValue) -> String {
        openElement() + value.text(indent: childIndent)
    }

    /// An array's next element, up to where its value starts: the caller then writes the value
    /// itself (a nested `JSONContainerText` at `childIndent`).
    public mutating func openElement() -> String {
        precondition(kind == .array, "an object's entries are members")
        return separator() + String(repeating: " ", count: childIndent)
    }

    /// An object's next member.
    public mutating func member(_ key: String, _ value: JSONValue) -> String {
        openMember(key) + value.text(indent: childIndent)
    }

    /// An object's next member, up to where its value starts (`"key": `).
    public mutating func openMember(_ key: String) -> String {
        precondition(kind == .object, "an array's entries are elements")
        return separator() + String(repeating: " ", count: childIndent) + JSONValue.quoted(key) + ": "
    }

    /// The end of the container: its closing bracket on its own line, or the whole empty container.
    public func close() -> String {
        let (open, closing) = kind == .array ? ("[", "]") : ("{", "}")
        guard count > 0 else { return open + closing }
        return "\n" + String(repeating: " ", count: indent) + closing
    }

    /// What comes before an entry: the opening bracket before the first, a comma after the others.
    private mutating func separator() -> String {
        defer { count += 1 }
        guard count == 0 else { return ",\n" }
        return kind == .array ? "[\n" : "{\n"
    }
}
