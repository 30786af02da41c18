/// Every number the package prints, in one place: each output's style is a named function here,
/// so two outputs that mean the same style cannot drift apart.
public enum NumberText {
    /// Messages, reports and the check JSON: rounded to 1e-6, integers without a fraction
    /// (`20`, `20.5`, `0.333333`); `nan`, `inf` and `-inf` for non-finite values.
    public static func format(_ value: Double) -> String {
        format(value, fractionDigits: 6)
    }

    /// Rounded half away from zero to at most `fractionDigits` (0…9) decimals, trailing zeros
    /// and the point dropped, never `-0`. Magnitudes past 9e15 units of the last digit (where a
    /// `Double` holds no fraction) print as Swift does.
    public static func format(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let digits = min(max(fractionDigits, 0), 9)
        let unit = powerOfTen(digits)
        let scaled = (value * Double(unit)).rounded()
        if scaled == 0 { return "0" }
        let magnitude = abs(scaled)
        guard magnitude < 9e15 else { return String(value) }
        let whole = Int64(magnitude) / unit
        var fraction = Int64(magnitude) % unit
        var text = (scaled < 0 ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var kept = digits
        while fraction % 10 == 0 { fraction /= 10; kept -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: kept - fractionText.count) + fractionText
        return text
    }

    /// Exactly `fractionDigits` (0…9) decimals, as C's `%.Nf` prints a duration (`0.40`, `12.00`).
    public static func fixed(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return format(value) }
        let digits = min(max(fractionDigits, 0), 9)
        let unit = powerOfTen(digits)
        let scaled = (value * Double(unit)).rounded()
        guard abs(scaled) < 9e15 else { return String(value) }
        let magnitude = Int64(abs(scaled))
        var text = (scaled < 0 ? "-" : "") + String(magnitude / unit)
        guard digits > 0 else { return text }
        let fractionText = String(magnitude % unit)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }

    /// Descriptions and document text: every digit Swift keeps, integers without `.0`
    /// (`10`, `0.1`, `343.5`); integers from 1e15 on, and non-finite values, as Swift prints them.
    public static func plain(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// `plain` for a `Float` (a layout priority): its own shortest digits, not a `Double`'s (`250.5`, `0.1`).
    public static func plain(_ value: Float) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Machine-read output (the benchmark format, as Python's `repr`): the shortest decimal that
    /// reads back as the same `Double`, always with a fraction or an exponent (`375.0`, `0.1`,
    /// `1e-05`, `1e+16`); `-0.0` as `0.0`, non-finite values as Swift prints them.
    public static func roundTrip(_ value: Double) -> String {
        value == 0 ? "0.0" : value.description
    }

    private static func powerOfTen(_ exponent: Int) -> Int64 {
        (0..<exponent).reduce(1) { result, _ in result * 10 }
    }
}
