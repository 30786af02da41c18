import Testing
@testable import ConstraintSolver

/// Rows over thousands of variables (issue 24: one constraint over 10⁶ variables ran past 120 s)
/// find repeated variables through a table instead of comparing every pair; the answers are the
/// ones the pairwise scan gives.
@Suite("Solver: wide rows")
struct SolverWideRowTests {
    @Test("a 5,000-term sum with one variable repeated: the repeat is merged (2·v0), so v0 = 100 / 2")
    func repeatedVariableInAWideRow() throws {
        var s = Solver()
        let v = s.makeVariables(5_000)
        for variable in v.dropFirst() { try s.add(Expression(variable), .equal, 0) }
        // v0 appears first and last: v0 + v1 + … + v4999 + v0 = 100 with v1…v4999 = 0.
        let terms = v.map { Term(1, $0) } + [Term(1, v[0])]
        try s.add(Expression(terms: terms, constant: 0), .equal, 100)
        #expect(s.value(of: v[0]) == 50)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("a wide sum whose repeats cancel leaves the others: v0 − v0 + v1 + … = 30 gives v1 = 30 when the rest are 0")
    func cancellingRepeat() throws {
        var s = Solver()
        let v = s.makeVariables(3_000)
        try s.add(Expression(v[0]), .equal, 7)
        for variable in v.dropFirst(2) { try s.add(Expression(variable), .equal, 0) }
        let terms = [Term(1, v[0])] + v.dropFirst().map { Term(1, $0) }
            + [Term(-1, v[0])]
        try s.add(Expression(terms: terms, constant: 0), .equal, 30)
        #expect(s.value(of: v[1]) == 30)
        #expect(s.value(of: v[0]) == 7)
    }

    @Test("a wide sum with distinct variables, all but one fixed: the free one takes the rest")
    func distinctWideRow() throws {
        var s = Solver()
        let v = s.makeVariables(10_000)
        for (index, variable) in v.enumerated().dropFirst() { try s.add(Expression(variable), .equal, index % 2 == 0 ? 1 : 0) }
        // 4,999 of v1…v9999 are 1 (the even indices 2…9998), so v0 = 5,000 − 4,999 = 1.
        try s.add(Expression(terms: v.map { Term(1, $0) }, constant: 0), .equal, 5_000)
        #expect(s.value(of: v[0]) == 1)
    }
}
