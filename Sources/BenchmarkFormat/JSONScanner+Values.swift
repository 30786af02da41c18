import Foundation

// Strings, numbers and literals. Each scanner checks its value in full whether or not it
// decodes it (`decode: false`), because skipping is also how a document is validated.

extension JSONScanner {
    /// Checks the string whose opening quote is at `start` and returns where it ends; with
    /// `decode`, also its text (escapes resolved).
    func scanString(at start: Int, decode: Bool) throws(WorkloadError) -> (string: String?, end: Int) {
        var position = start + 1
        // Only built once an escape turns up: until then the text is a slice of `bytes`.
        var unescaped: [UInt8]?
        while true {
            let run = position
            var ascii = true
            while position < bytes.count, bytes[position] >= 0x20,
                  bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
                ascii = ascii && bytes[position] < 0x80
                position += 1
            }
            guard ascii || isValidUTF8(run..<position) else { throw failure("invalid UTF-8 in a string", at: run) }
            if decode, unescaped != nil { unescaped!.append(contentsOf: bytes[run..<position]) }
            guard position < bytes.count else { throw failure("unterminated string", at: position) }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                guard decode else { return (nil, position + 1) }
                let text = unescaped.map { String(decoding: $0, as: UTF8.self) }
                    ?? String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
                return (text, position + 1)
            case UInt8(ascii: "\\"):
                if decode, unescaped == nil { unescaped = Array(bytes[(start + 1)..<position]) }
                let (scalar, end) = try scanEscape(at: position)
                if decode { unescaped!.append(contentsOf: UTF8.encode(scalar)!) }
                position = end
            default:
                throw failure("control character in a string", at: position)
            }
        }
    }

    /// The character the escape at `start` (its backslash) stands for, and where it ends.
    /// A `\u` high surrogate must be followed by a `\u` low surrogate; either alone is refused.
    private func scanEscape(at start: Int) throws(WorkloadError) -> (Unicode.Scalar, end: Int) {
        let simple: Unicode.Scalar? = switch byte(at: start + 1) {
        case UInt8(ascii: "\""): "\""
        case UInt8(ascii: "\\"): "\\"
        case UInt8(ascii: "/"): "/"
        case UInt8(ascii: "b"): "\u{08}"
        case UInt8(ascii: "f"): "\u{0C}"
        case UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "r"): "\r"
        case UInt8(ascii: "t"): "\t"
        default: nil
        }
        if let simple { return (simple, start + 2) }
        guard byte(at: start + 1) == UInt8(ascii: "u") else { throw failure("invalid escape", at: start) }
        let first = try hex4(at: start + 2)
        if (0xDC00..<0xE000).contains(first) { throw failure("unpaired surrogate in \\u escape", at: start) }
        guard (0xD800..<0xDC00).contains(first) else { return (Unicode.Scalar(first)!, start + 6) }
        guard byte(at: start + 6) == UInt8(ascii: "\\"), byte(at: start + 7) == UInt8(ascii: "u") else {
            throw failure("unpaired surrogate in \\u escape", at: start)
        }
        let second = try hex4(at: start + 8)
        guard (0xDC00..<0xE000).contains(second) else { throw failure("unpaired surrogate in \\u escape", at: start) }
        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return (Unicode.Scalar(value)!, start + 12)
    }

    /// The four hexadecimal digits at `start` as a number.
    private func hex4(at start: Int) throws(WorkloadError) -> UInt32 {
        var value: UInt32 = 0
        for position in start..<(start + 4) {
            let digit: UInt8
            switch byte(at: position) {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = bytes[position] - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = bytes[position] - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = bytes[position] - UInt8(ascii: "A") + 10
            default: throw failure("invalid \\u escape", at: position)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Whether the bytes in `range` are well-formed UTF-8 (no overlong forms, no surrogates).
    private func isValidUTF8(_ range: Range<Int>) -> Bool {
        var iterator = bytes[range].makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Checks the number, `true`, `false` or `null` at `start` and returns where it ends; with
    /// `decode`, also its value as `JSONSerialization` gives it.
    func scanScalar(at start: Int, decode: Bool = true) throws(WorkloadError) -> (value: Any?, end: Int) {
        func literal(_ text: String, _ value: Any) throws(WorkloadError) -> (value: Any?, end: Int) {
            let end = start + text.utf8.count
            guard end <= bytes.count, bytes[start..<end].elementsEqual(text.utf8) else {
                throw failure("expected a value", at: start)
            }
            return (value, end)
        }
        switch byte(at: start) {
        case UInt8(ascii: "t"): return try literal("true", NSNumber(value: true))
        case UInt8(ascii: "f"): return try literal("false", NSNumber(value: false))
        case UInt8(ascii: "n"): return try literal("null", NSNull())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try scanNumber(at: start, decode: decode)
        default: throw failure("expected a value", at: start)
        }
    }

    /// RFC 8259's number grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`. Integers
    /// that fit become `Int`, everything else `Double` (1e400 becomes infinity, which the
    /// workload's `number()` refuses as not finite).
    private func scanNumber(at start: Int, decode: Bool) throws(WorkloadError) -> (value: Any?, end: Int) {
        var position = start
        if byte(at: position) == UInt8(ascii: "-") { position += 1 }
        if byte(at: position) == UInt8(ascii: "0") {
            position += 1
            if isDigit(byte(at: position)) { throw failure("leading zero in a number", at: start) }
        } else {
            position = try digits(at: position)
        }
        var integral = true
        if byte(at: position) == UInt8(ascii: ".") {
            position = try digits(at: position + 1)
            integral = false
        }
        if byte(at: position) == UInt8(ascii: "e") || byte(at: position) == UInt8(ascii: "E") {
            position += 1
            if byte(at: position) == UInt8(ascii: "+") || byte(at: position) == UInt8(ascii: "-") { position += 1 }
            position = try digits(at: position)
            integral = false
        }
        guard decode else { return (nil, position) }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if integral, let integer = Int(text) { return (NSNumber(value: integer), position) }
        return (NSNumber(value: Double(text) ?? .infinity), position)
    }

    /// Skips one or more decimal digits (at least one is required).
    private func digits(at start: Int) throws(WorkloadError) -> Int {
        guard isDigit(byte(at: start)) else { throw failure("expected a digit", at: start) }
        var position = start + 1
        while isDigit(byte(at: position)) { position += 1 }
        return position
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
