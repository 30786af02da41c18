/// C's `printf("%g", value)`, as UIKit prints numbers in its messages, without Foundation.
extension NumberText {
    /// Six significant digits; plain notation for exponents -4 through 5, else `d.ddddde±XX`;
    /// trailing zeros removed. Rounds the shortest round-trip digits half to even.
    public static func printfG(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let sign = value.sign == .minus ? "-" : ""
        if value == 0 { return sign + "0" }
        var (digits, exponent) = decimalDigits(of: abs(value))
        roundToSixDigits(&digits, &exponent)
        if exponent < -4 || exponent >= 6 {
            let mantissa = trimmed(digits.prefix(1) + "." + digits.dropFirst())
            let magnitude = String(abs(exponent))
            let padded = magnitude.count < 2 ? "0" + magnitude : magnitude
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + padded
        }
        if exponent < 0 {
            return sign + trimmed("0." + String(repeating: "0", count: -exponent - 1) + digits)
        }
        let padded = digits.padding(toAtLeast: exponent + 1)
        let whole = padded.prefix(exponent + 1)
        return sign + trimmed(whole + "." + padded.dropFirst(exponent + 1))
    }

    /// The significant digits (no leading zeros) of a positive finite value and the decimal
    /// exponent of the first one: `1234.5` gives `("12345", 3)`.
    private static func decimalDigits(of value: Double) -> (String, Int) {
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
            ?? mantissa.count
        var digits = String(mantissa.filter { $0 != "." })
        exponent += point - 1
        while digits.first == "0" {
            digits.removeFirst()
            exponent -= 1
        }
        while digits.count > 1, digits.last == "0" { digits.removeLast() }
        return (digits.isEmpty ? "0" : digits, exponent)
    }

    private static func roundToSixDigits(_ digits: inout String, _ exponent: inout Int) {
        guard digits.count > 6 else { return }
        var kept = Array(digits.prefix(6)).map { Int($0.asciiValue! - 48) }
        let rest = Array(digits.dropFirst(6))
        let first = Int(rest[0].asciiValue! - 48)
        let beyondHalf = rest.dropFirst().contains { $0 != "0" }
        let roundUp = first > 5 || (first == 5 && (beyondHalf || kept[5] % 2 == 1))
        if roundUp {
            var index = 5
            while index >= 0 {
                kept[index] += 1
                if kept[index] < 10 { break }
                kept[index] = 0
                index -= 1
            }
            if index < 0 {
                kept.insert(1, at: 0)
                kept.removeLast()
                exponent += 1
            }
        }
        digits = String(kept.map { Character(String($0)) })
    }

    private static func trimmed<S: StringProtocol>(_ text: S) -> String {
        var result = String(text)
        guard result.contains(".") else { return result }
        while result.last == "0" { result.removeLast() }
        if result.last == "." { result.removeLast() }
        return result
    }
}

extension String {
    fileprivate func padding(toAtLeast count: Int) -> String {
        self.count >= count ? self : self + String(repeating: "0", count: count - self.count)
    }
}
