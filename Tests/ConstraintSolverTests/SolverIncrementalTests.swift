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
}
