/// A real-valued unknown of one `Solver`, identified by a dense index in creation order.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the variable in its solver's creation order (0-based).
    public let index: Int

    public init(index: Int) { self.index = index }

    public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }

    public var description: String { "v\(index)" }
}

/// One `coefficient × variable` term of a linear expression.
public struct Term: Hashable, Sendable {
    public var coefficient: Double
    public var variable: Variable

    public init(_ coefficient: Double, _ variable: Variable) {
        self.coefficient = coefficient
        self.variable = variable
    }
}

/// The way a constraint relates its expression to zero: `expression (== | <= | >=) 0`.
/// (Bitwise copyable: constraint entries, which hold one, live in `PlainColumn`s.)
public enum Relation: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// Identifies a constraint added to a `Solver`; indices are dense and never reused.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int

    public init(index: Int) { self.index = index }

    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.index < b.index }

    public var description: String { "c\(index)" }
}
