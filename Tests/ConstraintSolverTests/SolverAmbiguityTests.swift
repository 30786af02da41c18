import Testing
@testable import ConstraintSolver

@Suite("Solver: ambiguity")
struct SolverAmbiguityTests {
    @Test("a variable nothing pins is ambiguous, and so is everything defined from it")
    func unpinned() throws {
        var s = Solver()
        let x = s.makeVariable(), right = s.makeVariable(), fixed = s.makeVariable()
        try s.add(Expression(right), .equal, x + 80)
        try s.add(Expression(fixed), .equal, 3)
        #expect(s.ambiguousVariables() == [x, right])
    }

    @Test("four edges without a size: content size ambiguous, as in the seed")
    func edgesWithoutSize() throws {
        var s = Solver()
        let contentW = s.makeVariable(), x = s.makeVariable(), w = s.makeVariable()
        try s.add(Expression(x), .equal, 0)
        try s.add(Expression(contentW), .equal, x + w)
        #expect(s.ambiguousVariables() == [contentW, w])
    }

    @Test("a variable that can slide between inequalities is ambiguous")
    func slides() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.add(Expression(x), .greaterThanOrEqual, 0)
        try s.add(Expression(x), .lessThanOrEqual, 100)
        #expect(s.ambiguousVariables() == [x])
        let found = s.alternativeSolution(varying: x)
        let alt = try #require(found)
        #expect(alt[x.index] != s.value(of: x))
        #expect(s.satisfiesRequiredConstraints(alt))
    }

    @Test("two equal-priority optional constraints pulling apart tie: ambiguous")
    func ties() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(a + b, .equal, 300)
        for v in [a, b] {
            try s.add(Expression(v), .lessThanOrEqual, 100, strength: .defaultLow)
            try s.add(Expression(v), .greaterThanOrEqual, 100, strength: .defaultHigh)
        }
        // 100 pt of slack to share: any split with both >= 100 costs the same at 250.
        #expect(s.ambiguousVariables() == [a, b])
        let found = s.alternativeSolution(varying: a)
        let alt = try #require(found)
        #expect(abs(alt[a.index] - s.value(of: a)) > 1e-6)
        #expect(s.satisfiesRequiredConstraints(alt))
        let now = s.errorsByStrength().map(\.error)
        let then = s.errorsByStrength(of: alt).map(\.error)
        #expect(zip(now, then).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test("a sum fixed while its parts slide: only the parts are ambiguous")
    func combination() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), sum = s.makeVariable()
        try s.add(Expression(sum), .equal, a + b)
        try s.add(a + b, .equal, 10, strength: .defaultHigh)
        #expect(s.ambiguousVariables().contains(a))
        #expect(s.ambiguousVariables().contains(b))
        #expect(!s.ambiguousVariables().contains(sum))
        #expect(s.value(of: sum) == 10)
    }

    @Test("a determined layout has no ambiguity and no alternative")
    func determined() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.add(Expression(x), .greaterThanOrEqual, 10)
        try s.add(Expression(x), .equal, 0, strength: .defaultLow)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.alternativeSolution(varying: x) == nil)
        #expect(s.value(of: x) == 10)
    }
}
