import Testing
@testable import ConstraintSolver

/// Tiny components (a label's size between hugging and compression resistance, two labels
/// sharing a row) are solved without a tableau when their optimum is unique; everything else
/// goes to the tableau. The answers must be the tableau's.
@Suite("Solver: tiny components solved directly")
struct SolverTinyComponentTests {
    /// A label 80 wide (hugging 250, compression resistance 750) in a slot at most 60 wide:
    /// the required bound wins, so the width is 60.
    @Test("a label squeezed by a required bound takes the bound: 60")
    func squeezedLabel() throws {
        var s = Solver()
        let w = s.makeVariable()
        try s.add(Expression(w), .lessThanOrEqual, 80, strength: .defaultLow)
        try s.add(Expression(w), .greaterThanOrEqual, 80, strength: .defaultHigh)
        try s.add(Expression(w), .lessThanOrEqual, 60)
        #expect(s.value(of: w) == 60)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// Title (intrinsic 120, compression resistance 751) and value (intrinsic 100, 750) share
    /// 192 points: the title keeps 120, the value gets 192 − 120 = 72.
    @Test("two labels sharing a row: the higher compression resistance keeps its size (120 and 72)")
    func sharedRow() throws {
        var s = Solver()
        let x = s.makeVariables(2)
        let (title, value) = (x[0], x[1])
        try s.add(Expression(title), .lessThanOrEqual, 120, strength: .defaultLow)
        try s.add(Expression(title), .greaterThanOrEqual, 120, strength: Strength(priority: 751)!)
        try s.add(Expression(value), .lessThanOrEqual, 100, strength: Strength(priority: 251)!)
        try s.add(Expression(value), .greaterThanOrEqual, 100, strength: .defaultHigh)
        try s.add(title + value, .equal, 192)
        #expect(s.value(of: title) == 120)
        #expect(s.value(of: value) == 72)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// Equal compression resistances: any split of the 28-point shortfall is optimal, so the
    /// component is ambiguous — the tableau decides, and both widths are reported.
    @Test("equal compression resistances leave the split ambiguous")
    func ambiguousSplit() throws {
        var s = Solver()
        let x = s.makeVariables(2)
        try s.add(Expression(x[0]), .greaterThanOrEqual, 120, strength: .defaultHigh)
        try s.add(Expression(x[1]), .greaterThanOrEqual, 100, strength: .defaultHigh)
        try s.add(x[0] + x[1], .equal, 192)
        #expect(s.ambiguousVariables() == [x[0], x[1]])
    }

    /// Heights of two labels (17 each, hugging 250, compression resistance 750) where the value
    /// must fit under the title: `value ≤ title` holds at 17 and 17 and changes nothing.
    @Test("a coupling inequality that already holds changes nothing: 17 and 17")
    func couplingThatHolds() throws {
        var s = Solver()
        let x = s.makeVariables(2)
        for v in x {
            try s.add(Expression(v), .lessThanOrEqual, 17, strength: .defaultLow)
            try s.add(Expression(v), .greaterThanOrEqual, 17, strength: .defaultHigh)
        }
        try s.add(Expression(x[1]), .lessThanOrEqual, Expression(x[0]))
        #expect(s.values() == [17, 17])
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("a conflicting required row is still refused with its conflict set")
    func conflictStillFound() throws {
        var s = Solver()
        let w = s.makeVariable()
        let low = try s.add(Expression(w), .greaterThanOrEqual, 100)
        try s.add(Expression(w), .lessThanOrEqual, 80, strength: .defaultLow)
        #expect(throws: SolverError.self) { try s.add(Expression(w), .lessThanOrEqual, 60) }
        #expect(s.contains(low))
        #expect(s.value(of: w) == 100)
    }

    @Test("direct and tableau solutions agree on 2,000 random systems", arguments: SolverEquivalenceTests.seedBatches)
    func directMatchesTableau(batch: Range<Int>) {
        var mismatches = 0
        for seed in batch {
            let scenario = SolverEquivalenceTests.scenario(seed: UInt64(seed) &+ 4242)
            let direct = SolverEquivalenceTests.play(scenario) { _ in }
            let tableau = SolverEquivalenceTests.play(scenario) { $0.storage.solvesTinyComponentsDirectly = false }
            if direct != tableau {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("seed \(seed):\n\(zip(direct, tableau).filter { $0 != $1 }.prefix(3))")
                }
            }
        }
        #expect(mismatches == 0)
    }
}
