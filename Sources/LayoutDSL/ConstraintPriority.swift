import OpenAutoLayout

/// A priority as SnapKit spells it: `.required` 1000, `.high` 750, `.medium` 500, `.low` 250;
/// float literals and arithmetic (`.low + 1`) work, and priorities stride. Integers are taken
/// by `priority(_:)` as plain numbers, as in SnapKit.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Strideable,
    Hashable, Sendable, CustomStringConvertible, ConstraintPriorityTarget
{
    public typealias FloatLiteralType = Float

    public let value: Float

    public init(floatLiteral value: Float) { self.value = value }

    public init(_ value: Float) { self.value = value }

    public static let required = ConstraintPriority(1000)
    public static let high = ConstraintPriority(750)
    /// 500, as on iOS (SnapKit uses 501 on macOS).
    public static let medium = ConstraintPriority(500)
    public static let low = ConstraintPriority(250)

    public var constraintPriorityTargetValue: Float { value }

    public var description: String { value.description }

    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

    public func distance(to other: ConstraintPriority) -> Float { other.value - value }

    public static func + (priority: ConstraintPriority, amount: Float) -> ConstraintPriority {
        priority.advanced(by: amount)
    }

    public static func - (priority: ConstraintPriority, amount: Float) -> ConstraintPriority {
        priority.advanced(by: -amount)
    }
}
