/// Reads what an edit needs around an element's recorded bytes: its name, one attribute of its start
/// tag, the line it stands on and the file's line end. Only ever looks inside a recorded tag or along
/// one line, never searches the file.
struct ElementSource: Sendable {
    /// The text's bytes, shared with the text (not copied: an editor per issue must not copy the file).
    private let bytes: Bytes
    /// `\r\n` when the file's first line ends so (a `core.autocrlf` checkout), else `\n`: new lines
    /// end as the file's do.
    let lineEnd: String

    init(text: String) {
        let bytes = Bytes(utf8: text.utf8)
        self.bytes = bytes
        let firstNewline = text.utf8.firstIndex(of: Self.newline).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
        lineEnd = firstNewline.map { $0 > 0 && bytes[$0 - 1] == Self.carriageReturn } == true ? "\r\n" : "\n"
    }

    /// A text's UTF-8 bytes by offset; O(1) for a native string.
    struct Bytes: Sendable {
        let utf8: String.UTF8View
        var count: Int { utf8.count }

        subscript(offset: Int) -> UInt8 { utf8[utf8.index(utf8.startIndex, offsetBy: offset)] }

        subscript(range: Range<Int>) -> Substring.UTF8View {
            utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The element's name, as its start tag writes it.
    func name(of element: IBElementRange) -> String {
        var end = element.start + 1
        while end < element.startTagEnd, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "/"),
              bytes[end] != UInt8(ascii: ">") { end += 1 }
        return String(decoding: bytes[(element.start + 1)..<end], as: UTF8.self)
    }

    /// The value of `attribute` in the element's start tag, either quote, spaces around `=` allowed;
    /// entities are left as written (the names edits look for have none).
    func attribute(_ attribute: String, of element: IBElementRange) -> String? {
        var index = element.start + 1
        let end = element.startTagEnd
        while index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        while index < end {
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            let nameStart = index
            while index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                  bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end else { return nil }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < end, bytes[index] != quote { index += 1 }
            if name == attribute { return String(decoding: bytes[valueStart..<min(index, end)], as: UTF8.self) }
            index += 1
        }
        return nil
    }

    /// The offset just after the line end before `offset` (0 on the first line).
    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != Self.newline { start -= 1 }
        return start
    }

    /// Whether only spaces and tabs come before `offset` on its line.
    func isAloneOnItsLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(at offset: Int) -> String {
        let start = lineStart(of: offset)
        return String(decoding: bytes[start..<offset].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }

    /// `range` grown to its whole lines, line end included, when it alone fills them (only spaces
    /// and tabs beside it); else `range` itself.
    func wholeLines(_ range: Range<Int>) -> Range<Int> {
        guard isAloneOnItsLine(range.lowerBound) else { return range }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end < bytes.count, bytes[end] == Self.carriageReturn, end + 1 < bytes.count, bytes[end + 1] == Self.newline {
            return lineStart(of: range.lowerBound)..<end + 2
        }
        if end < bytes.count, bytes[end] == Self.newline { return lineStart(of: range.lowerBound)..<end + 1 }
        return range
    }
}
