/// Tiny components solved without a tableau.
///
/// Most components of a real layout are a label's width or height between its hugging and its
/// compression resistance, sometimes tied to a neighbour's by one required row ("value after
/// title", "value fits in row"). Building and pivoting even a small dense tableau costs over ten
/// thousand instructions for those; this path costs a few hundred:
///
/// 1. required equalities are solved for one parameter each and substituted away (an exact
///    reformulation: the same errors as functions of the remaining parameters);
/// 2. the rows left over a single parameter are minimised per parameter, level by level, as
///    convex piecewise-linear functions of one variable (the argmin of each level is an
///    interval, found from the slopes between breakpoints);
/// 3. rows over several parameters must then hold exactly with zero error at that point.
///
/// Step 3 is a relaxation argument: when the problem without those rows has a unique optimum at
/// which they cost nothing, it is also the unique optimum with them. Whenever any step cannot
/// conclude — required rows that conflict, an optimum that is not a single point (ambiguity), a
/// coupling row that does not hold — the component goes to the tableau as before, so answers
/// change only by rounding (a unique optimum is the same point either way).
extension SolverStorage {
    /// The largest components solved this way.
    static let tinyParameterLimit = 4
    static let tinyRowLimit = 32

    /// Solves component `c` (its `rows`, in creation order) directly when it is tiny and its
    /// optimum unique, appending its parameter values to `partition.solvedValues` in parameter-list order.
    /// - Returns: `false` when the tableau must decide (nothing is changed then).
    mutating func solveTinyComponent(_ c: Int, rows: [Int]) -> Bool {
        let parameterCount = Int(partition.components[c].parameterCount)
        guard solvesTinyComponentsDirectly, parameterCount <= Self.tinyParameterLimit,
              rows.count <= Self.tinyRowLimit else { return false }
        let width = parameterCount + 1  // coefficients, then the constant
        // One stack buffer: the matrix, the priorities, scratch for a level's breakpoints
        // (two per row) and the solution, then (as integers) each row's owner and an order.
        let size = rows.count * width + 4 * rows.count + parameterCount
        let byteCount = (size + 2 * rows.count) * MemoryLayout<Double>.stride
        return withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: MemoryLayout<Double>.alignment) { raw in
            let m = raw.baseAddress!.bindMemory(to: Double.self, capacity: size)
            let owner = (raw.baseAddress! + size * MemoryLayout<Double>.stride)
                .bindMemory(to: Int.self, capacity: 2 * rows.count)
            let priorities = m + rows.count * width
            let scratch = priorities + rows.count
            let x = scratch + 3 * rows.count
            var inequalities: UInt64 = 0
            // The parameters in list order, as indices 0..<parameterCount (at most four).
            var parameters = (-1, -1, -1, -1)
            var p = partition.components[c].firstParameter
            var k = 0
            while p >= 0 && k < parameterCount {
                switch k {
                case 0: parameters.0 = Int(p)
                case 1: parameters.1 = Int(p)
                case 2: parameters.2 = Int(p)
                default: parameters.3 = Int(p)
                }
                k += 1
                p = partition.nextParameter[Int(p)]
            }
            guard k == parameterCount else { return false }
            // The rows, read through pointers (this runs once per component of a layout).
            let complete = lp.rows.withUnsafeBufferPointer { lpRowsBuffer in
            lp.symbols.withUnsafeBufferPointer { symbols in
            lp.coefficients.withUnsafeBufferPointer { coefficients in
                // The coefficients start at zero: one fill for the whole matrix.
                m.update(repeating: 0, count: rows.count * width)
                for (i, r) in rows.enumerated() {
                    let row = m + i &* width
                    let lp = lpRowsBuffer[r]
                    row[parameterCount] = lp.constant
                    priorities[i] = lp.priority
                    if lp.isInequality { inequalities |= 1 << UInt64(i) }
                    for t in lp.terms {
                        let s = Int(symbols[t])
                        let j = s == parameters.0 ? 0 : s == parameters.1 ? 1 : s == parameters.2 ? 2 : s == parameters.3 ? 3 : -1
                        guard j >= 0 && j < parameterCount else { return false }
                        row[j] += coefficients[t]
                    }
                }
                return true
            }}}
            guard complete else { return false }
            var problem = TinyProblem(matrix: m, rows: rows.count, parameters: parameterCount,
                                      priorities: priorities, inequalities: inequalities, scratch: scratch,
                                      owner: owner, order: owner + rows.count)
            let solved = problem.solve(into: x)
            guard solved else { return false }
            partition.components[c].solvedRequiredError = 0
            partition.components[c].solvedValuesStart = Int32(partition.solvedValues.count)
            // `+ 0` makes a zero positive, as the tableau's (−0 would print differently).
            for j in 0..<parameterCount { partition.solvedValues.append(x[j] + 0) }
            return true
        }
    }
}

/// The rows of a tiny component as a dense matrix (`rows × (parameters + 1)`, the constant
/// last; each row is `Σ aⱼxⱼ + k (== | >=) 0`), solved in place.
struct TinyProblem {
    let matrix: UnsafeMutablePointer<Double>
    let rows: Int
    let parameters: Int
    let priorities: UnsafeMutablePointer<Double>
    /// Bit i set: row i is an inequality.
    let inequalities: UInt64
    /// Room for `3 × rows` numbers. (Index arithmetic below wraps, `&*` `&+`: rows and columns
    /// are bounded by `tinyRowLimit` and `tinyParameterLimit`, and the overflow checks were a
    /// good part of this small, branchy code.)
    let scratch: UnsafeMutablePointer<Double>
    /// For each row after the elimination: the one remaining parameter it reads, or −1 (none,
    /// or a pivot row), or −2 (several).
    let owner: UnsafeMutablePointer<Int>
    /// Room for `rows` row indices (`minimize`).
    let order: UnsafeMutablePointer<Int>
    /// Bit j set: parameter j was solved for by an equality row (`pivotRows`).
    var eliminated = 0
    /// Bit i set: row i was used to eliminate a parameter.
    var pivots: UInt64 = 0
    var pivotRows = (-1, -1, -1, -1)

    var width: Int { parameters + 1 }

    func at(_ i: Int, _ j: Int) -> Double { matrix[i &* width &+ j] }
    func isInequality(_ i: Int) -> Bool { inequalities & (1 << UInt64(i)) != 0 }
    func isPivot(_ i: Int) -> Bool { pivots & (1 << UInt64(i)) != 0 }
    func isLeft(_ j: Int) -> Bool { eliminated & (1 << j) == 0 }

    /// The unique optimum into `x` (`parameters` values); `false` when it cannot be proven here.
    mutating func solve(into x: UnsafeMutablePointer<Double>) -> Bool {
        // An expansion that overflowed leaves ±∞ here, and a breakpoint ∞/∞ would be NaN.
        for k in 0..<rows &* width where !matrix[k].isFinite { return false }
        // 1. Gauss-Jordan on the required equalities, in creation order.
        for i in 0..<rows where priorities[i] >= 1000 && !isInequality(i) {
            var best = -1
            for j in 0..<parameters where isLeft(j) {
                let a = abs(at(i, j))
                if a > Tolerance.pivot && (best < 0 || a > abs(at(i, best))) { best = j }
            }
            guard best >= 0 else { continue }
            let a = at(i, best)
            for r in 0..<rows where r != i {
                let f = matrix[r &* width &+ best]
                guard f != 0 else { continue }
                let factor = f / a
                for j in 0..<width {
                    let sum = matrix[r &* width &+ j] - factor * matrix[i &* width &+ j]
                    // An overflow (an unscaled optional row of 1e308 times a required row's
                    // ratio) would make a breakpoint −∞/−∞ = NaN below: the tableau decides.
                    guard sum.isFinite else { return false }
                    matrix[r &* width &+ j] = j < parameters && abs(sum) <= Tolerance.zero ? 0 : sum
                }
                matrix[r &* width &+ best] = 0
            }
            eliminated |= 1 << best
            pivots |= 1 << UInt64(i)
            switch best {
            case 0: pivotRows.0 = i
            case 1: pivotRows.1 = i
            case 2: pivotRows.2 = i
            default: pivotRows.3 = i
            }
        }
        for i in 0..<rows {
            var j = -1
            if !isPivot(i) {
                for o in 0..<parameters where isLeft(o) && at(i, o) != 0 { j = j == -1 ? o : -2 }
            }
            owner[i] = j
        }
        // 2. Each remaining parameter over the rows that read only it.
        for j in 0..<parameters where isLeft(j) {
            guard let value = minimize(j) else { return false }
            x[j] = value
        }
        // 3. The other rows must cost nothing there (optional rows over no parameter cost the
        //    same everywhere and do not matter).
        for i in 0..<rows where owner[i] < 0 && !isPivot(i) {
            var value = at(i, parameters)
            for j in 0..<parameters where isLeft(j) && at(i, j) != 0 { value += at(i, j) * x[j] }
            let holds = isInequality(i) ? value >= 0 : value == 0
            if !holds && (owner[i] == -2 || priorities[i] >= 1000) { return false }
        }
        // Back-substitution: each pivot row reads `a·x_j + Σ remaining + k = 0`.
        for j in 0..<parameters where !isLeft(j) {
            let i = j == 0 ? pivotRows.0 : j == 1 ? pivotRows.1 : j == 2 ? pivotRows.2 : pivotRows.3
            var sum = at(i, parameters)
            for o in 0..<parameters where isLeft(o) { sum += at(i, o) * x[o] }
            x[j] = -sum / at(i, j)
        }
        return true
    }

    /// The unique lexicographic optimum of parameter `j` over the rows that read only it, or
    /// `nil` (required rows that conflict, or an optimum that is not one point).
    private func minimize(_ j: Int) -> Double? {
        var lo = -Double.infinity, hi = Double.infinity
        // j's optional rows in `order`, by priority, highest first, each level in row order
        // (a stable insertion sort): each level is then one run, visited once.
        var n = 0
        for i in 0..<rows where owner[i] == j {
            let p = priorities[i]
            if p >= 1000 {
                let a = at(i, j), b = -at(i, parameters) / a
                if !isInequality(i) || a > 0 { lo = max(lo, b) }
                if !isInequality(i) || a < 0 { hi = min(hi, b) }
                continue
            }
            var k = n
            while k > 0 && priorities[order[k &- 1]] < p {
                order[k] = order[k &- 1]
                k &-= 1
            }
            order[k] = i
            n &+= 1
        }
        guard lo <= hi else { return nil }
        var start = 0
        while lo < hi && start < n {
            let level = priorities[order[start]]
            var end = start &+ 1
            while end < n && priorities[order[end]] == level { end &+= 1 }
            let (m1, m2) = argmin(j, rows: order + start, count: end &- start)
            start = end
            (lo, hi) = narrowed(lo, hi, toMinimisers: m1, m2)
        }
        return lo == hi && lo.isFinite ? lo : nil
    }

    /// The interval of minimisers (its ends may be infinite) of the summed errors of one level's
    /// rows (`count` row indices at `level`, in row order) that read only parameter `j`. Each
    /// row's error is convex piecewise linear with one breakpoint; the sum's slope starts at the
    /// sum of the left slopes and rises at each one.
    private func argmin(_ j: Int, rows level: UnsafeMutablePointer<Int>, count: Int) -> (Double, Double) {
        var slope = 0.0
        var n = 0
        for l in 0..<count {
            let i = level[l]
            let a = at(i, j), b = -at(i, parameters) / a
            let rise: Double
            if isInequality(i) {
                // a·x + k >= 0 is violated left of b when a > 0, right of b when a < 0.
                if a > 0 { slope -= a }
                rise = abs(a)
            } else {
                slope -= abs(a)
                rise = 2 * abs(a)
            }
            // Insertion sort by breakpoint: a level has a handful of rows.
            var k = n
            while k > 0 && scratch[2 &* (k &- 1)] > b {
                scratch[2 &* k] = scratch[2 &* (k &- 1)]
                scratch[2 &* k &+ 1] = scratch[2 &* (k &- 1) &+ 1]
                k -= 1
            }
            scratch[2 &* k] = b
            scratch[2 &* k &+ 1] = rise
            n += 1
        }
        guard n > 0 else { return (-.infinity, .infinity) }
        if abs(slope) <= Tolerance.zero { return (-.infinity, scratch[0]) }
        var k = 0
        while k < n {
            let b = scratch[2 &* k]
            // The first breakpoint of the run is always taken, so `k` advances even when `b`
            // is NaN (which equals nothing, itself included).
            repeat {
                slope += scratch[2 &* k &+ 1]
                k += 1
            } while k < n && scratch[2 &* k] == b
            if slope > Tolerance.zero { return (b, b) }
            if abs(slope) <= Tolerance.zero { return (b, k < n ? scratch[2 &* k] : .infinity) }
        }
        return (scratch[2 * (n - 1)], .infinity)
    }
}
