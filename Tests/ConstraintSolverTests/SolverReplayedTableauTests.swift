import Testing
@testable import ConstraintSolver

/// A row joining a small solved component is inserted into its tableau in place; the tableau
/// is then not kept but replayed (built from the earlier rows, the later ones inserted one at
/// a time) when it is needed again. The answers must be the kept tableau's, bit for bit.
@Suite("Solver: small tableaux changed in place are replayed, not kept")
struct SolverReplayedTableauTests {
    /// Tableaux held in `partition.tableaux` (slots not free).
    static func keptTableaux(_ s: Solver) -> Int {
        s.storage.partition.tableaux.count - s.storage.partition.freeTableauSlots.count
    }

    /// Boxes in a row: `x[i] = x[i−1] + w[i−1] + 8`, `w ≥ 20` (required), `w = 40` (priority 250).
    /// Nothing opposes the width of 40: every width is 40, so `x[i] = 48·i`.
    @Test("a thousand boxes whose weak width joins its minimum keep no tableau; widths 40, x = 48·i")
    func boxesKeepNoTableau() throws {
        var s = Solver()
        let v = s.makeVariables(2_000)
        for i in 0..<1_000 {
            let (x, w) = (v[2 * i], v[2 * i + 1])
            if i == 0 {
                try s.add(Expression(x), .equal, 0)
            } else {
                try s.add(x - v[2 * i - 2] - v[2 * i - 1], .equal, 8)
            }
            try s.add(Expression(w), .greaterThanOrEqual, 20)
            try s.add(Expression(w), .equal, 40, strength: .defaultLow)
        }
        let values = s.values()
        #expect(Self.keptTableaux(s) == 0)
        for i in 0..<1_000 {
            #expect(values[2 * i + 1] == 40)
            #expect(values[2 * i] == Double(48 * i))
        }
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// `a + b = 100` (required), then one at a time: `a = 30` (250) → a 30, b 70;
    /// `b = 90` (500, beats 250) → a 10, b 90; `a ≥ 40` (750) → a 40, b 60 (b as near 90 as
    /// `a ≥ 40` lets it); `b ≤ 50` (required) → a 50, b 50; `a ≤ 45` (250, against the
    /// required `a = 100 − b ≥ 50`) → a 50, b 50.
    @Test("rows joining one at a time give the hand-worked values and the kept tableau's bits")
    func rowsJoiningOneAtATime() throws {
        let expected: [(Double, Double)] = [(30, 70), (10, 90), (40, 60), (50, 50), (50, 50)]
        let replayed = try Self.play { _ in }
        let kept = try Self.play { $0.storage.dropsSolvedTableaux = false }
        for (step, (a, b)) in expected.enumerated() {
            #expect(replayed.values[step] == [a, b])
            #expect(replayed.values[step].map(\.bitPattern) == kept.values[step].map(\.bitPattern))
            #expect(replayed.ambiguous[step] == kept.ambiguous[step])
        }
        #expect(replayed.keptAtEnd == 0)
        #expect(kept.keptAtEnd == 1)
    }

    /// Plays `rowsJoiningOneAtATime`'s rows, asking for the values and the ambiguous variables
    /// (which rebuilds the tableau) after each.
    static func play(_ configure: (inout Solver) -> Void) throws
        -> (values: [[Double]], ambiguous: [[Variable]], keptAtEnd: Int) {
        var s = Solver()
        configure(&s)
        let v = s.makeVariables(2)
        let (a, b) = (v[0], v[1])
        try s.add(a + b, .equal, 100)
        _ = s.values()
        let rows: [(Expression, Relation, Expression, Strength)] = [
            (Expression(a), .equal, 30, .defaultLow), (Expression(b), .equal, 90, Strength(priority: 500)!),
            (Expression(a), .greaterThanOrEqual, 40, .defaultHigh), (Expression(b), .lessThanOrEqual, 50, .required),
            (Expression(a), .lessThanOrEqual, 45, .defaultLow),
        ]
        var values: [[Double]] = []
        var ambiguous: [[Variable]] = []
        for (expression, relation, constant, strength) in rows {
            try s.add(expression, relation, constant, strength: strength)
            values.append(s.values())
            ambiguous.append(s.ambiguousVariables())
        }
        return (values, ambiguous, keptTableaux(s))
    }
}
