import ConstraintSolver
import Foundation

/// How the format's strength values become Auto Layout priorities.
///
/// - `"required"` or `1000`: required.
/// - A number `p` in `1…999`: `Strength(priority: p)` (non-integers allowed).
/// - kiwi's names map through the inverse of FORMAT.md's log mapping `s(p) = 10^(9p/1000)`:
///   `"strong"` (1e6) → 667, `"medium"` (1e3) → 333, `"weak"` (1) → 1 (its exact inverse, 0, is
///   below the lowest priority).
/// - `{"kiwi": s}`: `p = round(1000 × log10(s) / 9)` clamped to `1…999`; `s` at or above kiwi's
///   required strength (1,001,001,000) is required, as in kiwi. Rounding makes
///   `{"kiwi": 1e6}` and `"strong"` the same priority, as they are the same strength in kiwi.
public enum StrengthEncoding {
    /// kiwi's `strength::required` (`create(1000, 1000, 1000)`).
    public static let kiwiRequired = 1_001_001_000.0

    /// The priority a kiwi strength name stands for, or `nil` for other names.
    public static func priority(named name: String) -> Double? {
        switch name {
        case "strong": 667
        case "medium": 333
        case "weak": 1
        default: nil
        }
    }

    /// The strength a raw kiwi strength value stands for; `nil` unless `s` is finite and positive.
    public static func strength(kiwi s: Double) -> Strength? {
        guard s.isFinite, s > 0 else { return nil }
        if s >= kiwiRequired { return .required }
        let priority = (1000 * log10(s) / 9).rounded()
        return Strength(priority: min(999, max(1, priority)))
    }

    /// The kiwi strength FORMAT.md assigns to an Auto Layout priority (for comparisons with kiwi).
    public static func kiwiStrength(of strength: Strength) -> Double {
        strength.isRequired ? kiwiRequired : pow(10, 9 * strength.priority / 1000)
    }

    /// Reads a strength value of the format; `nil` if it is not one.
    static func strength(json value: Any) -> Strength? {
        if let name = value as? String {
            if name == "required" { return .required }
            return priority(named: name).flatMap { Strength(priority: $0) }
        }
        if let priority = jsonNumber(value) {
            return Strength(priority: priority)
        }
        if let object = value as? [String: Any], object.count == 1,
           let raw = object["kiwi"], let s = jsonNumber(raw) {
            return strength(kiwi: s)
        }
        return nil
    }
}
