/// How strongly a constraint should hold: an Auto Layout priority from 1 to 1000.
///
/// Strengths are lexicographic: any violation at a higher strength outweighs every
/// violation at all lower strengths together. Within one strength, errors add up.
/// `1000` is required: such a constraint must hold or it is rejected as a conflict.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, in `1...1000`.
    public let priority: Double

    /// Creates a strength; `nil` if `priority` is not a finite number in `1...1000`.
    public init?(priority: Double) {
        guard priority.isFinite, priority >= 1, priority <= 1000 else { return nil }
        self.priority = priority
    }

    init(unchecked priority: Double) { self.priority = priority }

    public static let required = Strength(unchecked: 1000)
    public static let defaultHigh = Strength(unchecked: 750)
    public static let defaultLow = Strength(unchecked: 250)

    public var isRequired: Bool { priority >= 1000 }

    public static func < (a: Strength, b: Strength) -> Bool { a.priority < b.priority }

    public var description: String { isRequired ? "required" : "\(priority)" }
}
