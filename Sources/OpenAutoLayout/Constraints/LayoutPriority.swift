import TextOutput

/// How strongly a constraint should hold (UIKit's `UILayoutPriority`): a `Float` from 1 to 1000.
///
/// Priorities are lexicographic: no number of violations at a lower priority outweighs one
/// violation at a higher priority. `required` (1000) must hold or the constraint is broken.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }

    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public init(floatLiteral value: Float) { self.rawValue = value }

    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    public static let required = LayoutPriority(rawValue: 1000)
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    public static let dragThatCanResizeScene = LayoutPriority(rawValue: 510)
    public static let sceneSizeStayPut = LayoutPriority(rawValue: 500)
    public static let dragThatCannotResizeScene = LayoutPriority(rawValue: 490)
    public static let defaultLow = LayoutPriority(rawValue: 250)
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    public static func + (p: LayoutPriority, k: Float) -> LayoutPriority { LayoutPriority(rawValue: p.rawValue + k) }
    public static func - (p: LayoutPriority, k: Float) -> LayoutPriority { LayoutPriority(rawValue: p.rawValue - k) }

    public var description: String {
        NumberText.plain(rawValue)
    }
}
