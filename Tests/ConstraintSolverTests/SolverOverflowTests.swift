import Foundation
import Testing
@testable import ConstraintSolver

/// Systems whose arithmetic overflows part-way (coefficients near the largest Double in an
/// optional row, which is not equilibrated) must finish with the right values or a typed error.
///
/// The input class the solve fuzzer timed out on: eliminating a required row from an optional
/// row of 1.7e308 left −∞ in both the optional row's coefficient and its constant, its
/// breakpoint −(−∞)/(−∞) was NaN, and the tiny solver's scan of breakpoints (which advanced
/// while a breakpoint equalled itself) never ended.
@Suite("Solver: arithmetic that overflows part-way")
struct SolverOverflowTests {
    /// `C·y − C·x == 0` (priority 250) and `a·y + b·x + k == 0` (required). That row holds exactly
    /// only at y = x, where the required row gives (a + b)·x = −k: x = y = −k / (a + b).
    static func tiedPair(optional c: Double, a: Double, b: Double, k: Double,
                         direct: Bool = true) throws -> (solver: Solver, x: Variable, y: Variable) {
        var solver = Solver()
        solver.storage.solvesTinyComponentsDirectly = direct
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Expression(terms: [Term(c, y), Term(-c, x)]), .equal, strength: .defaultLow)
        try solver.add(Expression(terms: [Term(a, y), Term(b, x)], constant: k), .equal)
        return (solver, x, y)
    }

    static func isClose(_ value: Double, to expected: Double) -> Bool {
        abs(value - expected) <= 1e-12 * abs(expected)
    }

    @Test("an optional row of 1.7e308 tied to 1.9y + 1.5x + 1e300 == 0 gives x = y = -1e300 / 3.4")
    func overflowingEliminationSolves() throws {
        // −1e300 / 3.4 = −2.941176470588235…e299.
        let expected = -2.9411764705882353e299
        for direct in [true, false] {
            var (solver, x, y) = try Self.tiedPair(optional: 1.7e308, a: 1.9, b: 1.5, k: 1e300, direct: direct)
            let values = try solver.verifiedValues()
            #expect(Self.isClose(values[x.index], to: expected), "direct \(direct): x = \(values[x.index])")
            #expect(Self.isClose(values[y.index], to: expected), "direct \(direct): y = \(values[y.index])")
        }
    }

    /// Optional coefficients 1.1e300…1.7e308 and constants 1e280…1e307 against required rows whose
    /// largest coefficient is y's (the one eliminated): each overflows somewhere between the
    /// elimination and the breakpoint. Every system ends, with x = y = −k / (a + b) or a typed
    /// error, never a value that misses the required row.
    @Test("tied pairs with overflowing eliminations finish with x = y = -k / (a + b) or a typed error")
    func overflowingFamilyFinishes() throws {
        var solved = 0, refused = 0
        for optionalExponent in stride(from: 300, through: 308, by: 2) {
            for constantExponent in stride(from: 280, through: 307, by: 9) {
                for (a, b) in [(1.9, 1.5), (1.0, 1.0), (1.5, -0.5), (1.25, 0.75)] {
                    let c = 1.1 * pow(10, Double(optionalExponent)), k = pow(10, Double(constantExponent))
                    var (solver, x, y) = try Self.tiedPair(optional: c, a: a, b: b, k: k)
                    let expected = -k / (a + b)
                    do throws(SolverError) {
                        let values = try solver.verifiedValues()
                        #expect(Self.isClose(values[x.index], to: expected) && Self.isClose(values[y.index], to: expected),
                                "C \(c), k \(k), a \(a), b \(b): \(values), expected \(expected)")
                        solved += 1
                    } catch .nonFiniteResult, .inaccurateSolution {
                        refused += 1
                    } catch {
                        Issue.record("C \(c), k \(k), a \(a), b \(b): \(error)")
                    }
                }
            }
        }
        #expect(solved + refused == 5 * 4 * 4)
        // The answer is representable in every case: refusing them all would be a failure too.
        #expect(solved >= refused)
    }

    @Test("a tiny problem holding an infinite entry is left to the tableau")
    func infiniteEntryGoesToTableau() {
        // One parameter; rows `−∞·x − ∞ == 0` (priority 1) and `x − 5 >= 0` (required). The breakpoint
        // of the first, −(−∞)/(−∞), is NaN: no closed form is proven, so `solve` answers false.
        let rows = 2, parameters = 1
        let matrix = UnsafeMutablePointer<Double>.allocate(capacity: rows * (parameters + 1) + 4 * rows + 2)
        let indices = UnsafeMutablePointer<Int>.allocate(capacity: 2 * rows)
        defer { matrix.deallocate(); indices.deallocate() }
        matrix.update(from: [-.infinity, -.infinity, 1, -5], count: 4)
        let priorities = matrix + 4
        priorities[0] = 1
        priorities[1] = 1000
        var problem = TinyProblem(matrix: matrix, rows: rows, parameters: parameters, priorities: priorities,
                                  inequalities: 0b10, scratch: priorities + rows, owner: indices,
                                  order: indices + rows)
        #expect(problem.solve(into: priorities + 4 * rows) == false)
    }
}
