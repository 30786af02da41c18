import Testing
@testable import ConstraintSolver

/// Which ambiguous variables trade against each other (`Solver.movingTogether`): two pairs whose
/// sums are fixed, each pair free to split its sum, are two ties, not one.
@Suite("Solver: variables that move together across the optimal solutions")
struct SolverMovingTogetherTests {
    static let weak = Strength(priority: 250)!

    /// `a + b == sum` (required), `a == 10` and `b == 10` at one weak strength: every split of
    /// `sum` leaves the same total error |sum − 20| on a line, so `a` and `b` trade.
    static func pair(_ s: inout Solver, sum: Double) throws -> (Variable, Variable) {
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(Expression(terms: [Term(1, a), Term(1, b)], constant: 0), .equal, Expression(terms: [], constant: sum))
        try s.add(Expression(a), .equal, Expression(terms: [], constant: 10), strength: Self.weak)
        try s.add(Expression(b), .equal, Expression(terms: [], constant: 10), strength: Self.weak)
        try s.add(Expression(a), .greaterThanOrEqual, Expression(terms: [], constant: 0))
        try s.add(Expression(b), .greaterThanOrEqual, Expression(terms: [], constant: 0))
        return (a, b)
    }

    @Test("two pairs with fixed sums of 100 and 60: two sets, each its own pair")
    func twoPairs() throws {
        var s = Solver()
        let (a, b) = try Self.pair(&s, sum: 100)
        let (c, d) = try Self.pair(&s, sum: 60)
        let fixed = s.makeVariable()
        try s.add(Expression(fixed), .equal, Expression(terms: [], constant: 7))
        #expect(Set(s.ambiguousVariables()) == [a, b, c, d])
        #expect(s.movingTogether([a, c, b, d, fixed]) == [0, 1, 0, 1, 4])
    }

    @Test("a pair whose sum is tied to the other pair's by a required equality: one set")
    func linkedPairs() throws {
        var s = Solver()
        let (a, b) = try Self.pair(&s, sum: 100)
        let (c, d) = try Self.pair(&s, sum: 60)
        // c == a − 40 (required): when a gives 1 to b, c gives 1 to d as well.
        try s.add(Expression(terms: [Term(1, c), Term(-1, a)], constant: 40), .equal, Expression(terms: [], constant: 0))
        #expect(s.movingTogether([a, b, c, d]) == [0, 0, 0, 0])
    }
}
