import Testing
@testable import ConstraintSolver

@Suite("Solver: equalities, inequalities and priorities")
struct SolverBasicsTests {
    @Test("a chain of equalities is solved directly")
    func chain() throws {
        var s = Solver()
        let x = s.makeVariables(4)
        try s.add(Expression(x[0]), .equal, 10)
        try s.add(Expression(x[1]), .equal, x[0] + 5)
        try s.add(x[2] - x[1], .equal, 7)
        try s.add(Expression(x[3]), .equal, 2 * x[2])
        #expect(s.value(of: x[3]) == 44)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("equalities added in reverse order give the same values")
    func reverseOrder() throws {
        var s = Solver()
        let x = s.makeVariables(3)
        try s.add(Expression(x[2]), .equal, x[1] + 3)
        try s.add(Expression(x[1]), .equal, x[0] + 2)
        try s.add(Expression(x[0]), .equal, 1)
        #expect(s.value(of: x[2]) == 6)
        #expect(s.value(of: x[1]) == 3)
    }

    @Test("the seed's image view: 100/200/300/400 around an 80×50 image gives content 680×450")
    func seedContentSize() throws {
        var s = Solver()
        let contentW = s.makeVariable(), contentH = s.makeVariable()
        let x = s.makeVariable(), y = s.makeVariable(), w = s.makeVariable(), h = s.makeVariable()
        try s.add(Expression(y), .equal, 100)                       // top
        try s.add(Expression(x), .equal, 200)                       // left
        try s.add(Expression(contentH), .equal, y + h + 300)        // bottom
        try s.add(Expression(contentW), .equal, x + w + 400)        // right
        try s.add(Expression(w), .equal, 80)
        try s.add(Expression(h), .equal, 50)
        #expect(s.value(of: contentW) == 680)
        #expect(s.value(of: contentH) == 450)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("inequalities bound a value and optional constraints pull within the bounds")
    func inequalities() throws {
        var s = Solver()
        let x = s.makeVariable()
        try s.add(Expression(x), .greaterThanOrEqual, 10)
        try s.add(Expression(x), .lessThanOrEqual, 20)
        try s.add(Expression(x), .equal, 50, strength: Strength(priority: 500)!)
        #expect(s.value(of: x) == 20)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("a higher priority beats any number of lower ones (lexicographic, unlike kiwi's weights)")
    func lexicographic() throws {
        // kiwi maps priorities to weights: 1,000 violated constraints at 750 outweigh one at 751
        // there, and x would end near 0. Apple: higher priorities are met first.
        var s = Solver()
        let x = s.makeVariable()
        try s.add(Expression(x), .equal, 100, strength: Strength(priority: 751)!)
        for _ in 0..<1000 { try s.add(Expression(x), .equal, 0, strength: Strength(priority: 750)!) }
        #expect(s.value(of: x) == 100)
    }

    @Test("within one priority the errors add up")
    func errorsAdd() throws {
        var s = Solver()
        let x = s.makeVariable()
        let p = Strength(priority: 300)!
        try s.add(Expression(x), .equal, 0, strength: p)
        try s.add(Expression(x), .equal, 10, strength: p)
        try s.add(Expression(x), .equal, 10, strength: p)
        #expect(s.value(of: x) == 10)
    }

    @Test("hugging at 251 beats hugging at 250: the 250 view stretches")
    func hugging() throws {
        var s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(a + b, .equal, 300)
        try s.add(Expression(a), .lessThanOrEqual, 100, strength: Strength(priority: 250)!)
        try s.add(Expression(a), .greaterThanOrEqual, 100, strength: .defaultHigh)
        try s.add(Expression(b), .lessThanOrEqual, 50, strength: Strength(priority: 251)!)
        try s.add(Expression(b), .greaterThanOrEqual, 50, strength: .defaultHigh)
        #expect(s.value(of: b) == 50)
        #expect(s.value(of: a) == 250)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test("non-finite numbers are rejected and leave the solver unchanged")
    func nonFinite() throws {
        var s = Solver()
        let x = s.makeVariable()
        #expect(throws: SolverError.nonFiniteValue) { try s.add(Expression(x), .equal, Expression(constant: .nan)) }
        #expect(throws: SolverError.nonFiniteValue) { try s.add(Double.infinity * x, .equal, 1) }
        #expect(s.constraints.isEmpty)
        var other = Solver()
        let foreign = other.makeVariables(5)[4]
        #expect(throws: SolverError.unknownVariable(foreign)) { try s.add(Expression(foreign), .equal, 1) }
    }
}
