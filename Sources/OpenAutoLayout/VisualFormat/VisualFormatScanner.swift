/// Reads a visual format one ASCII byte at a time; positions are byte offsets, which equal
/// character offsets because non-ASCII formats are refused up front (as UIKit does).
struct VisualFormatScanner {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at `position + offset`, or `nil` past the end.
    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func advance(by count: Int = 1) {
        position = min(position + count, bytes.count)
    }

    /// Consumes `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        advance()
        return true
    }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`) at `position`, consumed; empty if none.
    mutating func scanName() -> String {
        guard let first = peek(), Self.isNameStart(first) else { return "" }
        let start = position
        advance()
        while let byte = peek(), Self.isNameStart(byte) || Self.isDigit(byte) { advance() }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// What `strtod_l` in the C locale reads at `position`, consumed; `nil` (nothing consumed)
    /// if it reads nothing. Infinities and NaNs come back as such; callers refuse them.
    mutating func scanNumber() -> Double? {
        let length = NumberSyntax.length(of: bytes, from: position)
        guard length > 0 else { return nil }
        let text = String(decoding: bytes[position..<(position + length)], as: UTF8.self)
        advance(by: length)
        return Double(text) ?? Double.nan
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// The longest prefix `strtod` accepts: `[+-]` then a decimal float, a hexadecimal float,
/// `inf`/`infinity` or `nan`/`nan(chars)` (letters case-insensitive).
enum NumberSyntax {
    static func length(of bytes: [UInt8], from start: Int) -> Int {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        let body = hexLength(bytes, index) ?? wordLength(bytes, index) ?? decimalLength(bytes, index)
        return body > 0 ? index + body - start : 0
    }

    private static func decimalLength(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        let integerDigits = run(bytes, &index, isDigit)
        var fractionDigits = 0
        if at(bytes, index) == UInt8(ascii: ".") {
            var afterPoint = index + 1
            fractionDigits = run(bytes, &afterPoint, isDigit)
            if integerDigits + fractionDigits > 0 { index = afterPoint }
        }
        guard integerDigits + fractionDigits > 0 else { return 0 }
        index = exponentEnd(bytes, index, marker: UInt8(ascii: "e"), digits: isDigit)
        return index - start
    }

    private static func hexLength(_ bytes: [UInt8], _ start: Int) -> Int? {
        guard at(bytes, start) == UInt8(ascii: "0"), let x = at(bytes, start + 1), x | 0x20 == UInt8(ascii: "x")
        else { return nil }
        var index = start + 2
        let integerDigits = run(bytes, &index, isHexDigit)
        var fractionDigits = 0
        if at(bytes, index) == UInt8(ascii: ".") {
            var afterPoint = index + 1
            fractionDigits = run(bytes, &afterPoint, isHexDigit)
            if integerDigits + fractionDigits > 0 { index = afterPoint }
        }
        // "0x" without hex digits is the number 0 followed by an 'x'.
        guard integerDigits + fractionDigits > 0 else { return nil }
        index = exponentEnd(bytes, index, marker: UInt8(ascii: "p"), digits: isDigit)
        return index - start
    }

    private static func wordLength(_ bytes: [UInt8], _ start: Int) -> Int? {
        if matches(bytes, start, "infinity") { return 8 }
        if matches(bytes, start, "inf") { return 3 }
        guard matches(bytes, start, "nan") else { return nil }
        var index = start + 3
        if at(bytes, index) == UInt8(ascii: "(") {
            var inner = index + 1
            _ = run(bytes, &inner) { VisualFormatScanner.isNameStart($0) || isDigit($0) }
            if at(bytes, inner) == UInt8(ascii: ")") { index = inner + 1 }
        }
        return index - start
    }

    /// `index` moved past `marker [+-] digits` if all of it is there, else unchanged.
    private static func exponentEnd(_ bytes: [UInt8], _ index: Int, marker: UInt8, digits: (UInt8) -> Bool) -> Int {
        guard let byte = at(bytes, index), byte | 0x20 == marker else { return index }
        var next = index + 1
        if let sign = at(bytes, next), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { next += 1 }
        return run(bytes, &next, digits) > 0 ? next : index
    }

    private static func run(_ bytes: [UInt8], _ index: inout Int, _ predicate: (UInt8) -> Bool) -> Int {
        let start = index
        while let byte = at(bytes, index), predicate(byte) { index += 1 }
        return index - start
    }

    private static func matches(_ bytes: [UInt8], _ start: Int, _ word: String) -> Bool {
        for (offset, letter) in word.utf8.enumerated() {
            guard let byte = at(bytes, start + offset), byte | 0x20 == letter else { return false }
        }
        return true
    }

    private static func at(_ bytes: [UInt8], _ index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { VisualFormatScanner.isDigit(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f")
    }
}
