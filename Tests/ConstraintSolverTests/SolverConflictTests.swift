import Testing
@testable import ConstraintSolver

@Suite("Solver: conflicts")
struct SolverConflictTests {
    @Test("a contradicting required equality throws the minimal set and is left out")
    func equalityConflict() throws {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        let a = try s.add(Expression(x), .equal, 10)
        let b = try s.add(Expression(y), .equal, x + 5)
        _ = try s.add(Expression(z), .equal, 3)            // unrelated: not in the set
        do {
            try s.add(Expression(y), .equal, 20)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
            #expect(conflict.constraints.count == 3)
            #expect(Array(conflict.constraints.prefix(2)) == [a, b])
        }
        #expect(s.value(of: y) == 15)
        #expect(s.constraints.count == 3)
    }

    @Test("an inequality conflict names the inequalities and the equalities between them")
    func inequalityConflict() throws {
        var s = Solver()
        let w = s.makeVariable(), h = s.makeVariable(), other = s.makeVariable()
        let min = try s.add(Expression(w), .greaterThanOrEqual, 100)
        let ratio = try s.add(Expression(h), .equal, 2 * w)
        _ = try s.add(Expression(other), .lessThanOrEqual, 5)
        do {
            try s.add(Expression(h), .lessThanOrEqual, 150)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { Issue.record("\(error)"); return }
            #expect(conflict.constraints.prefix(2) == [min, ratio])
            #expect(conflict.constraints.count == 3)
        }
        #expect(s.value(of: h) >= 200 - 1e-9)
    }

    @Test("a constant change that breaks a required constraint is refused and undone")
    func constantConflict() throws {
        var s = Solver()
        let x = s.makeVariable()
        let low = try s.add(Expression(x), .greaterThanOrEqual, 10)
        let high = try s.add(Expression(x), .lessThanOrEqual, 20)
        #expect(throws: SolverError.self) { try s.setConstant(-30, of: low) }   // x >= 30
        #expect(s.expression(of: low)?.constant == -10)
        #expect(s.value(of: x) >= 10 && s.value(of: x) <= 20)
        do { try s.setConstant(-30, of: low) } catch {
            if case .unsatisfiable(let c) = error { #expect(c.constraints == [low, high]) }
        }
    }

    @Test("required strengths cannot be changed to optional, as in UIKit")
    func strengthChange() throws {
        var s = Solver()
        let x = s.makeVariable()
        let c = try s.add(Expression(x), .equal, 1)
        #expect(throws: SolverError.requiredStrengthChange(c)) { try s.setStrength(.defaultLow, of: c) }
        let d = try s.add(Expression(x), .equal, 2, strength: .defaultLow)
        try s.setStrength(.defaultHigh, of: d)
        #expect(s.strength(of: d) == .defaultHigh)
    }
}
