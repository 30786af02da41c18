/// The rows of a component over one parameter `p` (each `a·p + k (== | >=) 0` at a priority),
/// minimised lexicographically in closed form: a weighted median per priority level.
///
/// Many optional constraints on one variable (a view with N optional widths) make one component
/// whose rows all share `p`; in a tableau every pivot then touches every row, and about half of
/// them pivot on the way to the optimum: N² time and memory. Here the required rows bound an
/// interval, and each optional level, highest first, narrows it to where that level's summed
/// error is least (the error is convex piecewise linear in `p`; its minimisers are found by
/// walking the sorted breakpoints while the slope rises): N log N.
///
/// Which optimal value is chosen matters when the optimum is an interval. The tableau starts at
/// the breakpoint of the first row (it is solved for `p` when inserted, and every later row takes
/// its own auxiliary), and each pivot moves `p` to the next breakpoint only while that improves
/// the objective, so it stops at the optimal value nearest its start: `value(from:)` picks the
/// same (up to rounding, since the tableau gets there through pivots).
struct OneParameterProblem {
    struct Row {
        var coefficient: Double
        /// Where the row holds exactly: `−k / a`.
        var breakpoint: Double
        var priority: Double
        var isInequality: Bool

        /// How the row's error changes per unit moved right and per unit moved left from `x`,
        /// and whether the row holds at `x`.
        func slopes(at x: Double) -> (right: Double, left: Double, holds: Bool) {
            let a = abs(coefficient)
            if !isInequality {
                return (x < breakpoint ? -a : a, x > breakpoint ? -a : a, x == breakpoint)
            }
            // a·p + k >= 0 is violated left of its breakpoint when a > 0, right of it when a < 0.
            if coefficient > 0 {
                return (x < breakpoint ? -a : 0, x <= breakpoint ? a : 0, x >= breakpoint)
            }
            return (x >= breakpoint ? a : 0, x > breakpoint ? -a : 0, x <= breakpoint)
        }
    }

    var rows: [Row]

    /// Coefficients the closed form accepts: outside, the tableau's absolute tolerances (a
    /// reduced cost of 1e-9 is zero) would decide differently from exact arithmetic.
    static let coefficientRange = 1e-3...1e3
    /// A level's slope this small is zero (the slope is summed compensated, so an exact zero
    /// stays within a few ulps of 0).
    static let zeroSlope = 1e-12
    /// A slope up to this size may be zero or not for the tableau (its reduced costs, rounded
    /// cell by cell, are zero within 1e-9 relative to a coefficient down to 1e-3): not decided here.
    static let doubtfulSlope = 1e-5

    /// The lexicographic optimum: the interval of minimisers (`lo <= hi`, ends may be
    /// infinite), or `nil` when required rows conflict or a slope is too close to zero to tell.
    func optimalInterval() -> ClosedRange<Double>? {
        var lo = -Double.infinity, hi = Double.infinity
        var optional: [Int] = []
        for (i, row) in rows.enumerated() {
            guard row.priority >= 1000 else { optional.append(i); continue }
            if !row.isInequality || row.coefficient > 0 { lo = max(lo, row.breakpoint) }
            if !row.isInequality || row.coefficient < 0 { hi = min(hi, row.breakpoint) }
        }
        guard lo <= hi else { return nil }
        // Highest priority first; within a level by breakpoint (ties in row order: stable).
        optional.sort { l, r in
            let a = rows[l], b = rows[r]
            if a.priority != b.priority { return a.priority > b.priority }
            if a.breakpoint != b.breakpoint { return a.breakpoint < b.breakpoint }
            return l < r
        }
        var start = 0
        while lo < hi && start < optional.count {
            var end = start + 1
            while end < optional.count && rows[optional[end]].priority == rows[optional[start]].priority { end += 1 }
            guard let (m1, m2) = minimisers(optional[start..<end]) else { return nil }
            start = end
            (lo, hi) = narrowed(lo, hi, toMinimisers: m1, m2)
        }
        return lo...hi
    }

    /// The interval of minimisers of one level's summed errors (`level`: its rows sorted by
    /// breakpoint), or `nil` when a slope is too close to zero to tell.
    private func minimisers(_ level: ArraySlice<Int>) -> (Double, Double)? {
        // The slope left of every breakpoint; it rises at each one by the row's kink.
        var slope = CompensatedSum()
        for i in level {
            let row = rows[i]
            if !row.isInequality {
                slope.add(-abs(row.coefficient))
            } else if row.coefficient > 0 {
                // a·p + k >= 0 is violated left of its breakpoint when a > 0.
                slope.add(-row.coefficient)
            }
        }
        func sign(_ s: CompensatedSum) -> Int? {
            let v = abs(s.value)
            if v <= Self.zeroSlope { return 0 }
            if v <= Self.doubtfulSlope { return nil }
            return s.value > 0 ? 1 : -1
        }
        guard let initial = sign(slope) else { return nil }
        if initial == 0 { return (-.infinity, rows[level.first!].breakpoint) }
        var k = level.startIndex
        while k < level.endIndex {
            let b = rows[level[k]].breakpoint
            repeat {
                let row = rows[level[k]]
                slope.add(row.isInequality ? abs(row.coefficient) : 2 * abs(row.coefficient))
                k += 1
            } while k < level.endIndex && rows[level[k]].breakpoint == b
            guard let s = sign(slope) else { return nil }
            if s > 0 { return (b, b) }
            if s == 0 { return (b, k < level.endIndex ? rows[level[k]].breakpoint : .infinity) }
        }
        return (rows[level.last!].breakpoint, .infinity)
    }

    /// Whether a move with these slopes (per level, highest first) lowers the errors
    /// lexicographically; `nil` when a slope is too close to zero to tell.
    static func lowers(_ slopes: [CompensatedSum]) -> Bool? {
        for s in slopes {
            let v = abs(s.value)
            if v <= zeroSlope { continue }
            if v <= doubtfulSlope { return nil }
            return s.value < 0
        }
        return false
    }

    /// The optimal value the tableau reaches from `start`: the nearest one.
    static func value(from start: Double, in interval: ClosedRange<Double>) -> Double {
        min(max(start, interval.lowerBound), interval.upperBound)
    }

    /// The directions of the optimal set at `value` (in the tableau's terms: the row that
    /// defines `p` there, `a·p + k − aux₀ + aux₁ = 0`, is left by the auxiliary that moves `p`
    /// into the interval, at `±1/|a|` per unit, as far as `|a| × (hi − lo)`). None when the
    /// optimum is one point. The defining row is the latest one holding at `value` (Bland's rule
    /// leaves the lowest-numbered auxiliary), or the first row when no pivot moved `p`.
    func faceDirection(at value: Double, interval: ClosedRange<Double>, startedAtFirstRow: Bool) -> (delta: Double, maximumStep: Double?)? {
        guard interval.lowerBound < interval.upperBound else { return nil }
        var defining = rows.lastIndex { $0.breakpoint == value } ?? 0
        if startedAtFirstRow && rows[0].breakpoint == value { defining = 0 }
        let a = abs(rows[defining].coefficient)
        let inward = value == interval.lowerBound ? 1.0 : -1.0
        let length = interval.upperBound - interval.lowerBound
        return (inward / a, length.isFinite ? a * length : nil)
    }
}

/// `lo…hi` narrowed to where a lower level's error is least, given where it is least over all
/// values (`m1…m2`): their overlap, or else the end of `lo…hi` nearest them (the error is convex).
@inline(__always)
func narrowed(_ lo: Double, _ hi: Double, toMinimisers m1: Double, _ m2: Double) -> (Double, Double) {
    if m2 < lo { return (lo, lo) }
    if m1 > hi { return (hi, hi) }
    return (max(lo, m1), min(hi, m2))
}

/// Neumaier's compensated sum: a slope that is zero in exact arithmetic stays zero to a few ulps
/// however many rows add up to it.
struct CompensatedSum {
    private var sum = 0.0
    private var compensation = 0.0

    mutating func add(_ x: Double) {
        let t = sum + x
        if abs(sum) >= abs(x) {
            compensation += (sum - t) + x
        } else {
            compensation += (x - t) + sum
        }
        sum = t
    }

    var value: Double { sum + compensation }

    /// The same sum negated (exactly: both parts change sign).
    var negated: CompensatedSum {
        var n = CompensatedSum()
        n.sum = -sum
        n.compensation = -compensation
        return n
    }
}
