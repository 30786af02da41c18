import Testing
@testable import ConstraintSolver

/// Copies of a solver through `add`'s direct path, which writes its columns without checking
/// each one's uniqueness (`StorageBox`): a copy and its original must never see each other's
/// constraints, whichever adds first, on one thread or several. Expected values are the
/// chains' closed forms (`xᵢ = i × gap`), not the solver's own output.
@Suite("Solver: copies and the direct path")
struct SolverCopyTests {
    /// `x₀ = 0`, then `xᵢ = xᵢ₋₁ + gap` for `i` in `range`: required equalities whose subject
    /// nothing reads yet, so each takes the direct path.
    static func chain(_ s: inout Solver, _ x: [Variable], _ range: Range<Int>, gap: Double) throws {
        for i in range {
            if i == 0 {
                try s.add(Expression(x[0]), .equal, Expression(constant: 0))
            } else {
                try s.add(Expression(x[i]), .equal, x[i - 1] + Expression(constant: gap))
            }
        }
    }

    @Test("a copy's additions stay out of the original, and the original's out of the copy")
    func bothDirections() throws {
        var a = Solver()
        let x = a.makeVariables(3)
        try a.add(Expression(x[0]), .equal, Expression(constant: 10))
        var b = a
        try b.add(Expression(x[1]), .equal, x[0] + Expression(constant: 5))        // b first
        try a.add(Expression(x[1]), .equal, x[0] - Expression(constant: 3))        // then a: its own record for x₁
        try a.add(Expression(x[2]), .equal, x[1] + Expression(constant: 1))
        #expect(a.constraints.count == 3)
        #expect(b.constraints.count == 2)
        #expect(a.value(of: x[1]) == 7 && a.value(of: x[2]) == 8)
        #expect(b.value(of: x[1]) == 15 && b.value(of: x[2]) == 0)
    }

    @Test("a snapshot taken before additions keeps its constraints and values")
    func snapshot() throws {
        var s = Solver()
        let x = s.makeVariables(200)
        try Self.chain(&s, x, 0..<100, gap: 2)
        let before = s
        try Self.chain(&s, x, 100..<200, gap: 2)
        #expect(before.constraints.count == 100)
        #expect(s.constraints.count == 200)
        var old = before
        #expect(old.value(of: x[99]) == 198 && old.value(of: x[150]) == 0)
        #expect(s.value(of: x[199]) == 398)
        #expect(!before.contains(s.constraints[150]))
    }

    @Test("copies taken along a chain each keep the prefix they were taken at")
    func copiesAlongAChain() throws {
        var s = Solver()
        let x = s.makeVariables(1_000)
        var copies: [(Int, Solver)] = []
        for start in stride(from: 0, to: 1_000, by: 100) {
            try Self.chain(&s, x, start..<start + 100, gap: 1.5)
            copies.append((start + 100, s))
        }
        for (count, var copy) in copies {
            #expect(copy.constraints.count == count)
            // The copy goes on with another gap: only its own records change.
            if count < 1_000 { try Self.chain(&copy, x, count..<count + 1, gap: 4) }
            let values = copy.values()
            #expect(values[count - 1] == Double(count - 1) * 1.5)
            if count < 1_000 { #expect(values[count] == Double(count - 1) * 1.5 + 4) }
        }
        #expect(s.values()[999] == 999 * 1.5)
    }

    /// `autolayout solve` reads its answers from a copy of the finished solver: copying the
    /// storage for a query would double its memory (`solve`'s peak on a 50 MB input: 4.49× the
    /// input shared, 5.41× copied).
    @Test("queries on a solved copy share the storage; a change copies it")
    func queriesShare() throws {
        var a = Solver()
        let x = a.makeVariables(100)
        try Self.chain(&a, x, 0..<100, gap: 3)
        _ = a.values()
        var b = a
        #expect(b.values()[99] == 297)
        #expect(b.value(of: x[10]) == 30)
        #expect(b.ambiguousVariables().isEmpty)
        #expect(b.box === a.box)
        try b.add(Expression(x[0]), .lessThanOrEqual, Expression(constant: 5))
        #expect(b.box !== a.box)
        #expect(b.constraints.count == 101 && a.constraints.count == 100)
    }

    @Test("copies extended on several threads at once stay independent")
    func concurrentCopies() async throws {
        var base = Solver()
        let x = base.makeVariables(2_000)
        try Self.chain(&base, x, 0..<1_000, gap: 1)
        let shared = base
        let results = await withTaskGroup(of: (Double, [Double], Int).self) { group in
            for gap in [2.0, 3, 5, 7] {
                group.addTask {
                    var copy = shared
                    try! Self.chain(&copy, x, 1_000..<2_000, gap: gap)
                    return (gap, copy.values(), copy.constraints.count)
                }
            }
            var all: [(Double, [Double], Int)] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 4)
        for (gap, values, count) in results {
            #expect(count == 2_000)
            #expect(values[999] == 999)
            #expect(values[1_999] == 999 + 1_000 * gap)
        }
        #expect(base.constraints.count == 1_000)
        #expect(base.values()[1_999] == 0)
    }
}
