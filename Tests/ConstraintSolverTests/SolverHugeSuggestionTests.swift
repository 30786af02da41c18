import ConstraintSolver
import Testing

/// A suggestion sets the edit constraint's constant; the row the simplex reads must then be what a
/// solver built with that suggestion from the start would read, whatever was suggested before.
@Suite("Suggestions after huge or inexact earlier ones")
struct SolverHugeSuggestionTests {
    /// Three boxes stacked 10 apart from an edited top: b1 = b0 + 10, b2 = b1 + 10, b3 = b2 + 10.
    static func stack() throws -> (Solver, [Variable]) {
        var s = Solver()
        let v = s.makeVariables(4)
        for k in 1..<4 {
            _ = try s.add(Expression(terms: [Term(-1, v[k]), Term(1, v[k - 1])], constant: 10), .equal)
        }
        try s.addEditVariable(v[0], strength: Strength(priority: 999)!)
        return (s, v)
    }

    @Test("A suggestion of 5 after one of 1e300 gives 5, 15, 25, 35")
    func smallAfterHuge() throws {
        var (s, v) = try Self.stack()
        try s.suggest(1e300, for: v[0])
        #expect(s.values()[0] == 1e300)
        try s.suggest(5, for: v[0])
        // By hand: the top is 5, each box 10 below the one above.
        #expect(s.values() == [5, 15, 25, 35])
    }

    @Test("0.1 after 1000.3 is 0.1 exactly, the value a solver suggested 0.1 from the start gives")
    func noDriftFromEarlierSuggestions() throws {
        var (s, v) = try Self.stack()
        try s.suggest(1000.3, for: v[0])
        _ = s.values()
        try s.suggest(0.1, for: v[0])
        // Moving the old constant by the change, -1000.3 + (1000.3 - 0.1), is not -0.1 in doubles: the
        // solver that did so answered 0.10000000000002274.
        #expect(s.values()[0] == 0.1)
        var (fresh, w) = try Self.stack()
        try fresh.suggest(0.1, for: w[0])
        #expect(s.values().map(\.bitPattern) == fresh.values().map(\.bitPattern))
    }
}
