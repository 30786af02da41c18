/// Strict readers for the scalar forms Interface Builder writes.
enum IBValueParsing {
    /// A finite decimal: optional sign, digits with an optional fraction, optional exponent.
    ///
    /// Rejects what `Double(_:)` would otherwise accept and IB never writes: `nan`, `inf`, hex floats.
    static func decimal(_ text: String) -> Double? {
        guard isDecimalSyntax(text.utf8), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A multiplier: a decimal (`0.5`), a ratio (`16:9`) or a fraction (`1/3`); nil when malformed or non-finite.
    static func multiplier(_ text: String) -> Double? {
        for separator: Character in [":", "/"] {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            guard let numerator = decimal(String(parts[0])), let denominator = decimal(String(parts[1])),
                  denominator != 0 else { return nil }
            let quotient = numerator / denominator
            return quotient.isFinite ? quotient : nil
        }
        return decimal(text)
    }

    /// IB's booleans: `YES`/`NO` (anything else is nil).
    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    private static func isDecimalSyntax(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        func digits() -> Int {
            var count = 0
            while index != bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                count += 1
                bytes.formIndex(after: &index)
            }
            return count
        }
        func skip(_ allowed: Set<UInt8>) {
            if index != bytes.endIndex, allowed.contains(bytes[index]) { bytes.formIndex(after: &index) }
        }
        skip([UInt8(ascii: "+"), UInt8(ascii: "-")])
        var mantissaDigits = digits()
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            bytes.formIndex(after: &index)
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            bytes.formIndex(after: &index)
            skip([UInt8(ascii: "+"), UInt8(ascii: "-")])
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
