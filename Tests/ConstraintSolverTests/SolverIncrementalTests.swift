import Testing
@testable import ConstraintSolver

@Suite("Solver: incremental changes")
struct SolverIncrementalTests {
    @Test("removing a constraint restores the solution without it")
    func removal() throws {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(Expression(x), .equal, 10)
        let link = try s.add(Expression(y), .equal, x + 5)
        let cap = try s.add(Expression(y), .lessThanOrEqual, 40)
        try s.add(Expression(y), .equal, 100, strength: .defaultLow)
        #expect(s.value(of: y) == 15)
        try s.remove(link)
        #expect(s.value(of: y) == 40)
        try s.remove(cap)
        #expect(s.value(of: y) == 100)
        #expect(s.value(of: x) == 10)
    }

    @Test("removing a required equality lets a weaker one take over")
    func removalLetsWeakerWin() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.add(Expression(x), .equal, 7, strength: Strength(priority: 100)!)
        let strong = try s.add(Expression(x), .equal, 3)
        #expect(s.value(of: x) == 3)
        try s.remove(strong)
        #expect(s.value(of: x) == 7)
        #expect(!s.contains(strong))
        #expect(throws: SolverError.unknownConstraint(strong)) { try s.remove(strong) }
    }

    @Test("removing a definition that others were expanded through rebuilds correctly")
    func removalWithRebuild() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable()
        let first = try s.add(Expression(a), .equal, 1)
        try s.add(Expression(b), .equal, a + 1)
        try s.add(b + c, .greaterThanOrEqual, 10)
        try s.add(Expression(c), .equal, 0, strength: .defaultLow)
        #expect(s.value(of: c) == 8)
        try s.remove(first)
        try s.add(Expression(a), .equal, 4)
        #expect(s.value(of: b) == 5)
        #expect(s.value(of: c) == 5)
    }

    @Test("a constant changes in place, as NSLayoutConstraint.constant does")
    func constantChange() throws {
        var s = Solver()
        let top = s.makeVariable(), h = s.makeVariable(), content = s.makeVariable()
        try s.add(Expression(top), .equal, 20)
        let height = try s.add(Expression(h), .equal, 100)
        try s.add(Expression(content), .equal, top + h + 20)
        #expect(s.value(of: content) == 140)
        try s.setConstant(-300, of: height)
        #expect(s.value(of: content) == 340)
    }

    @Test("edit variables follow suggestions without a rebuild")
    func edits() throws {
        var s = Solver()
        let width = s.makeVariable(), content = s.makeVariable(), box = s.makeVariable()
        try s.add(Expression(content), .equal, Expression(width))
        try s.add(Expression(box), .equal, content - 32)
        try s.addEditVariable(width, strength: Strength(priority: 999)!)
        try s.suggest(375, for: width)
        #expect(s.value(of: box) == 343)
        try s.suggest(320, for: width)
        #expect(s.value(of: box) == 288)
        #expect(throws: SolverError.requiredEditStrength) { try s.addEditVariable(box, strength: .required) }
        #expect(throws: SolverError.duplicateEditVariable(width)) {
            try s.addEditVariable(width, strength: .defaultLow)
        }
        try s.removeEditVariable(width)
        #expect(throws: SolverError.notAnEditVariable(width)) { try s.suggest(1, for: width) }
    }

    @Test("a required edit-like equality wins over a suggestion")
    func editAgainstRequired() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.add(Expression(x), .lessThanOrEqual, 50)
        try s.addEditVariable(x, strength: Strength(priority: 999)!)
        try s.suggest(80, for: x)
        #expect(s.value(of: x) == 50)
        try s.suggest(30, for: x)
        #expect(s.value(of: x) == 30)
    }

    @Test("a copy is independent: asking what-if leaves the original alone")
    func valueSemantics() throws {
        var s = Solver()
        let x = s.makeVariable()
        let c = try s.add(Expression(x), .equal, 5)
        var copy = s
        try copy.remove(c)
        try copy.add(Expression(x), .equal, 9)
        #expect(s.value(of: x) == 5)
        #expect(copy.value(of: x) == 9)
    }

    /// A label pair as in a table row: `b = a + w1` ("value after title"), then a required
    /// equality joining both widths through `b`, different in each copy. The copies share the
    /// expansion scratch space until one of them expands, so they are built concurrently.
    @Test("copies that expand joins concurrently stay independent")
    func concurrentCopies() async throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), w1 = s.makeVariable(), w2 = s.makeVariable()
        try s.add(Expression(a), .equal, 10)
        try s.add(Expression(b), .equal, a + w1)
        // Intrinsic widths 5 and 20: compression resistance 750, hugging 250 and 251.
        try s.add(Expression(w1), .greaterThanOrEqual, 5, strength: .defaultHigh)
        try s.add(Expression(w1), .lessThanOrEqual, 5, strength: .defaultLow)
        try s.add(Expression(w2), .greaterThanOrEqual, 20, strength: .defaultHigh)
        try s.add(Expression(w2), .lessThanOrEqual, 20, strength: Strength(priority: 251)!)
        let base = s
        // b + w2 == total: w1 + w2 == total - 10; w2 hugs harder, so w2 = 20 and w1 takes the rest.
        let results = await withTaskGroup(of: (Double, [Double]).self) { group in
            for total in [50.0, 60, 70, 80] {
                group.addTask {
                    var copy = base
                    for _ in 0..<200 {
                        let c = try! copy.add(b + w2, .equal, Expression(constant: total))
                        try! copy.remove(c)
                    }
                    try! copy.add(b + w2, .equal, Expression(constant: total))
                    return (total, [copy.value(of: w1), copy.value(of: w2), copy.value(of: b)])
                }
            }
            var all: [(Double, [Double])] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 4)
        for (total, values) in results {
            #expect(values == [total - 30, 20, total - 20])
        }
        #expect(s.value(of: w1) == 5)
        #expect(s.value(of: w2) == 20)
        #expect(s.value(of: b) == 15)
    }
}
