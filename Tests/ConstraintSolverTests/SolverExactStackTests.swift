import Testing
@testable import ConstraintSolver

/// A stack's tops are summed `previous top + (gap + height)` by an edit plan only when every
/// addition is exact (`EvaluationPlan+ExactStack.swift`); otherwise in the forward pass's order.
/// Either way the values must be the forward pass's bits.
@Suite("Solver: exact stacks in edit plans")
struct SolverExactStackTests {
    /// Runs `evaluateExactStack` over one chain run: `tops[i] = (gap + tops[i − 1]) + heights[i − 1]`
    /// with `tops[0] = first`. Returns whether it was taken and the tops it wrote.
    static func exactStack(first: Double, gap: Double, coefficient: Double = 1,
                           heights: [Double]) -> (taken: Bool, tops: [Double]) {
        let n = heights.count
        // Variables: 0 the first top, 1...n the heights, n + 1... the tops written.
        var values = [first] + heights + Array(repeating: .nan, count: n)
        let subjects = (0..<n).map { Int32(n + 1 + $0) }
        var variables: [Int32] = []
        for k in 0..<n { variables += [k == 0 ? 0 : subjects[k - 1], Int32(1 + k)] }
        let run = EvaluationPlan.Run(end: Int32(n), termCount: 2, coefficientStart: 0, constant: gap, isChain: true)
        var cursor = EvaluationPlan.Cursor()
        let taken = subjects.withUnsafeBufferPointer { s in
            variables.withUnsafeBufferPointer { tv in
                [1, coefficient].withUnsafeBufferPointer { tc in
                    values.withUnsafeMutableBufferPointer { val in
                        EvaluationPlan.evaluateExactStack(run, s, tv, tc, into: val, at: &cursor)
                    }
                }
            }
        }
        #expect(cursor.record == (taken ? n : 0))
        return (taken, Array(values[(n + 1)...]))
    }

    /// The forward pass's tops for the same stack.
    static func forwardTops(first: Double, gap: Double, coefficient: Double = 1, heights: [Double]) -> [Double] {
        var tops: [Double] = [], previous = first
        for h in heights {
            var sum = gap
            sum += previous
            sum += coefficient * h
            tops.append(sum)
            previous = sum
        }
        return tops
    }

    @Test("taken for operands on the 2⁻¹⁶ grid whose magnitudes sum below 2³⁵, with the forward pass's bits")
    func takenWhenExact() {
        let cases: [(Double, Double, Double, [Double])] = [
            (8, 8, 1, Array(repeating: 20, count: 500)),
            (-0.0, -0.0, 1, [-0.0, -0.0, 0, -0.0]),
            (0x1p33, -3.5, -0.25, [1, 0x1p-14, 7.75, -0x1p20]),
            (0.5, 0x1p-16, 2, [3, 0.125, -0.0, 1e3]),
        ]
        for (first, gap, c, heights) in cases {
            let result = Self.exactStack(first: first, gap: gap, coefficient: c, heights: heights)
            #expect(result.taken)
            #expect(result.tops.map(\.bitPattern) == Self.forwardTops(first: first, gap: gap, coefficient: c,
                                                                      heights: heights).map(\.bitPattern))
        }
    }

    @Test("refused off the grid, at the bound, and for NaN or infinity")
    func refusedOtherwise() {
        let refused: [(Double, Double, [Double])] = [
            (8, 0.1, [20, 20]),            // a gap of a tenth
            (8, 8, [20, 1.0 / 3]),          // a third
            (8, 8, [0x1p-17]),              // finer than the grid
            (0x1p34, 8, [0x1p34]),          // magnitudes summing past 2³⁵
            (8, 8, [.nan]),
            (8, 8, [.infinity]),
            (.infinity, 8, [1]),
        ]
        for (first, gap, heights) in refused {
            #expect(!Self.exactStack(first: first, gap: gap, heights: heights).taken)
        }
    }

    /// A stack of `n` boxes whose middle height is suggested again and again (so plans are
    /// made); after each step every value must have the bits of the forward pass over the
    /// program from the same parameters. (Not a fresh solver's: the linear program that holds the
    /// edit re-solved incrementally can leave the edit variable a rounding residue away from a
    /// fresh solve's, 0.1 + 1.4e-15 for 0.1, which has nothing to do with the plans.)
    @Test("a stack's tops after each suggestion are the forward pass's, on and off the grid",
          arguments: [[20.0, 8, 0.5], [0.1, 1.0 / 3, 7], [0x1p33, 0x1p33 + 0.5, -0x1p32], [0x1p-17, -0.0, 3]] as [[Double]])
    func stackMatchesForwardPass(heights: [Double]) throws {
        let suggestions: [Double] = [20, 0.1, 0x1p34, 1.0 / 3, -0.0, 0x1p-16, 0x1p-17, 12.5, 0x1p40, 21]
        let n = 120
        var s = Solver()
        s.storage.readers.buildAfter = 0
        let tops = s.makeVariables(n), h = s.makeVariables(n)
        try s.add(Expression(tops[0]), .equal, 8)
        for i in 0..<n {
            if i != n / 2 { try s.add(Expression(h[i]), .equal, Expression(constant: heights[i % heights.count])) }
            if i > 0 { try s.add(Expression(tops[i]), .equal, tops[i - 1] + h[i - 1] + 8) }
        }
        try s.addEditVariable(h[n / 2], strength: Strength(priority: 999)!)
        for round in 0..<3 {
            for value in suggestions {
                try s.suggest(value, for: h[n / 2])
                let got = s.values()
                var forward = got
                s.storage.program.evaluate(into: &forward)
                let differing = got.indices.filter { got[$0].bitPattern != forward[$0].bitPattern }
                #expect(differing.isEmpty, "round \(round), suggested \(value): \(differing.prefix(3).map { (got[$0], forward[$0]) })")
            }
        }
        #expect(s.storage.readers.plans.contains { $0.runs.contains(where: \.isChain) })
    }
}
