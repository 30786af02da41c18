import Foundation

/// A strict RFC 8259 reader over a document's bytes that materialises one value at a time.
///
/// `JSONSerialization` builds the whole tree at once, about 48 bytes of objects per byte of
/// file; reading a list element by element keeps only the bytes and one element alive. Values
/// come out as the same `Any` tree `JSONSerialization` gives (`[String: Any]`, `[Any]`, `String`,
/// `NSNumber`, `NSNull`), so the accessors in JSONFields.swift read them unchanged.
///
/// Choices where RFC 8259 leaves room: the input is UTF-8 (a leading byte order mark is
/// skipped; invalid UTF-8 inside a string is an error); a `\u` escape that is an unpaired
/// surrogate is an error, not U+FFFD; nesting deeper than 512 containers is an error (the limit
/// `JSONSerialization` has); a repeated key keeps its last value, as `JSONSerialization` does.
/// Positions are byte offsets into `bytes`; errors name a line and a column (in characters).
struct JSONScanner {
    let bytes: [UInt8]
    static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Checks the whole document: `body` gets where the one top-level value starts and returns
    /// where it ends (having checked it, e.g. with `skipValue`); only whitespace may follow.
    /// Whoever reads the document checks all of it this way before using any of it, so a syntax
    /// error anywhere is reported before anything the document means.
    func readDocument(_ body: (Int) throws(WorkloadError) -> Int) throws(WorkloadError) {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = skipWhitespace(bytes.starts(with: bom) ? 3 : 0)
        let end = skipWhitespace(try body(start))
        guard end == bytes.count else { throw failure("unexpected text after the document", at: end) }
    }

    /// The first byte of the value starting at `position` (`{`, `[`, `"`, a digit, `-`, `t`, `f` or `n`).
    func kind(at position: Int) -> UInt8 { byte(at: position) }

    // MARK: Skipping

    /// Checks the value at `position` and returns where it ends. Iterative, with the open
    /// containers on an explicit stack, so a document nested 100,000 deep cannot overflow the
    /// call stack; it still refuses nesting past `maximumDepth`, which `readValue` recurses into.
    /// `depth` is how many containers enclose the value.
    func skipValue(at start: Int, depth: Int = 0) throws(WorkloadError) -> Int {
        var open: [UInt8] = []  // `{` or `[` for each container entered and not yet closed
        var position = skipWhitespace(start)
        while true {
            switch byte(at: position) {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth + open.count < Self.maximumDepth else { throw failure("nesting too deep", at: position) }
                let container = bytes[position]
                position = skipWhitespace(position + 1)
                if byte(at: position) == closer(of: container) {
                    position += 1
                } else {
                    open.append(container)
                    if container == UInt8(ascii: "{") { position = try skipKey(at: position) }
                    continue
                }
            case UInt8(ascii: "\""):
                position = try scanString(at: position, decode: false).end
            default:
                position = try scanScalar(at: position, decode: false).end
            }
            // After a value: close what ends here, or step to the next element or member.
            while let container = open.last {
                position = skipWhitespace(position)
                if byte(at: position) == closer(of: container) {
                    open.removeLast()
                    position += 1
                } else if byte(at: position) == UInt8(ascii: ",") {
                    position = skipWhitespace(position + 1)
                    if container == UInt8(ascii: "{") { position = try skipKey(at: position) }
                    break
                } else {
                    throw failure("expected ',' or '\(Character(Unicode.Scalar(closer(of: container))))'", at: position)
                }
            }
            if open.isEmpty { return position }
        }
    }

    /// Skips `"key" :` and the whitespace after it: where the member's value starts.
    private func skipKey(at position: Int) throws(WorkloadError) -> Int {
        guard byte(at: position) == UInt8(ascii: "\"") else { throw failure("expected a string key", at: position) }
        let colon = skipWhitespace(try scanString(at: position, decode: false).end)
        guard byte(at: colon) == UInt8(ascii: ":") else { throw failure("expected ':'", at: colon) }
        return skipWhitespace(colon + 1)
    }

    // MARK: Reading

    /// The value at `position` as `JSONSerialization` would give it, and where it ends.
    func readValue(at start: Int, depth: Int = 0) throws(WorkloadError) -> (value: Any, end: Int) {
        let position = skipWhitespace(start)
        switch byte(at: position) {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw failure("nesting too deep", at: position) }
            if bytes[position] == UInt8(ascii: "[") {
                var elements: [Any] = []
                let end = try forEachElement(ofArrayAt: position) { (element) throws(WorkloadError) in
                    let (value, end) = try readValue(at: element, depth: depth + 1)
                    elements.append(value)
                    return end
                }
                return (elements, end)
            }
            var members: [String: Any] = [:]
            let end = try forEachMember(ofObjectAt: position) { (key, member) throws(WorkloadError) in
                let (value, end) = try readValue(at: member, depth: depth + 1)
                members[key] = value  // a repeated key: the last one wins
                return end
            }
            return (members, end)
        case UInt8(ascii: "\""):
            let (string, end) = try scanString(at: position, decode: true)
            return (string ?? "", end)
        default:
            let (scalar, end) = try scanScalar(at: position)
            return (scalar ?? NSNull(), end)
        }
    }

    /// Calls `body` with where each element of the array at `position` starts; `body` returns
    /// where that element ends (having read or skipped it). Returns where the array ends.
    func forEachElement(ofArrayAt start: Int,
                        _ body: (Int) throws(WorkloadError) -> Int) throws(WorkloadError) -> Int {
        var position = skipWhitespace(start)
        guard byte(at: position) == UInt8(ascii: "[") else { throw failure("expected '['", at: position) }
        position = skipWhitespace(position + 1)
        if byte(at: position) == UInt8(ascii: "]") { return position + 1 }
        while true {
            position = skipWhitespace(try body(skipWhitespace(position)))
            switch byte(at: position) {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): return position + 1
            default: throw failure("expected ',' or ']'", at: position)
            }
        }
    }

    /// Calls `body` with each member's key and where its value starts; `body` returns where the
    /// value ends. Returns where the object ends.
    func forEachMember(ofObjectAt start: Int,
                       _ body: (String, Int) throws(WorkloadError) -> Int) throws(WorkloadError) -> Int {
        var position = skipWhitespace(start)
        guard byte(at: position) == UInt8(ascii: "{") else { throw failure("expected '{'", at: position) }
        position = skipWhitespace(position + 1)
        if byte(at: position) == UInt8(ascii: "}") { return position + 1 }
        while true {
            guard byte(at: position) == UInt8(ascii: "\"") else { throw failure("expected a string key", at: position) }
            let (key, keyEnd) = try scanString(at: position, decode: true)
            let colon = skipWhitespace(keyEnd)
            guard byte(at: colon) == UInt8(ascii: ":") else { throw failure("expected ':'", at: colon) }
            position = skipWhitespace(try body(key ?? "", skipWhitespace(colon + 1)))
            switch byte(at: position) {
            case UInt8(ascii: ","): position = skipWhitespace(position + 1)
            case UInt8(ascii: "}"): return position + 1
            default: throw failure("expected ',' or '}'", at: position)
            }
        }
    }

    // MARK: Bytes and errors

    /// The byte at `position`, or 0 past the end (0 is never valid where a byte is looked at,
    /// so running off the end reads as a syntax error at the end).
    func byte(at position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    func skipWhitespace(_ start: Int) -> Int {
        var position = start
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return position
            }
        }
        return position
    }

    private func closer(of container: UInt8) -> UInt8 {
        container == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    /// An `.invalidJSON` error naming the line and column of `position`. Both are counted only
    /// here, on failure, so reading a valid document never pays for them.
    func failure(_ what: String, at position: Int) -> WorkloadError {
        let end = min(position, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte: a new character
                column += 1
            }
        }
        let reason = position >= bytes.count ? "unexpected end of input (\(what))" : what
        return WorkloadError(.invalidJSON("\(reason) at line \(line), column \(column)"))
    }
}
