/// The state `OneParameterProblem.nearestOptimum` rebuilds from every row, kept between rows
/// joining the same component one by one (the engine adds a view's constraints one at a time
/// into a component its first required row already solved): the value, each level's slopes
/// there, the required rows' interval and the breakpoints in order. A joining row then costs an
/// insertion into the sorted breakpoints and a step or two, not a pass over every row.
struct OneParameterWalk: Sendable {
    /// What the state belongs to: the component, its last row and its row count.
    var component: Int
    var lastRow: Int
    var rowCount: Int
    var value: Double
    /// Priorities of the optional levels and the required one, highest first, and the slopes
    /// of each level's summed error when moving right and when moving left from `value`.
    private var levels: [Double] = []
    private var right: [CompensatedSum] = []
    private var left: [CompensatedSum] = []
    /// Where the required rows hold.
    private var required = -Double.infinity...Double.infinity
    private var requiredHolds = true
    /// Every row's breakpoint in order, with its level's priority and the rise of its slope there.
    private var breakpoints: [Double] = []
    private var kinkPriorities: [Double] = []
    private var kinks: [Double] = []

    init(component: Int, lastRow: Int, value: Double, rows: [OneParameterProblem.Row]) {
        self.component = component
        self.lastRow = lastRow
        self.rowCount = 0
        self.value = value
        for row in rows { add(row) }
    }

    /// Adds a row at the current value.
    mutating func add(_ row: OneParameterProblem.Row) {
        let level = levelIndex(row.priority)
        let (r, l, _) = row.slopes(at: value)
        right[level].add(r)
        left[level].add(l)
        if row.priority >= 1000 {
            var lo = required.lowerBound, hi = required.upperBound
            if !row.isInequality || row.coefficient > 0 { lo = max(lo, row.breakpoint) }
            if !row.isInequality || row.coefficient < 0 { hi = min(hi, row.breakpoint) }
            if lo <= hi { required = lo...hi } else { requiredHolds = false }
        }
        // After every equal breakpoint: rows in creation order.
        let low = upperBound(row.breakpoint)
        breakpoints.insert(row.breakpoint, at: low)
        kinkPriorities.insert(row.priority, at: low)
        kinks.insert(row.isInequality ? abs(row.coefficient) : 2 * abs(row.coefficient), at: low)
        rowCount += 1
    }

    private mutating func levelIndex(_ priority: Double) -> Int {
        if let i = levels.firstIndex(of: priority) { return i }
        let i = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: i)
        right.insert(CompensatedSum(), at: i)
        left.insert(CompensatedSum(), at: i)
        return i
    }

    /// Walks to the nearest optimum, as `OneParameterProblem.nearestOptimum`; `nil` when the
    /// required rows cannot all hold there or a slope is too close to zero to tell.
    mutating func walk() -> Double? {
        guard requiredHolds else { return nil }
        for _ in 0...breakpoints.count {
            guard let rightLowers = OneParameterProblem.lowers(right),
                  let leftLowers = OneParameterProblem.lowers(left) else { return nil }
            if rightLowers {
                // The first breakpoint past the value: slopes on the way are `right`'s.
                var i = upperBound(value)
                guard i < breakpoints.count else { return nil }
                value = breakpoints[i]
                left = right.map { $0.negated }
                while i < breakpoints.count && breakpoints[i] == value {
                    right[levelIndex(kinkPriorities[i])].add(kinks[i])
                    i += 1
                }
            } else if leftLowers {
                var i = lowerBound(value) - 1
                guard i >= 0 else { return nil }
                value = breakpoints[i]
                right = left.map { $0.negated }
                while i >= 0 && breakpoints[i] == value {
                    left[levelIndex(kinkPriorities[i])].add(kinks[i])
                    i -= 1
                }
            } else {
                return required.contains(value) ? value : nil
            }
        }
        return nil
    }

    /// The first position whose breakpoint is above `x`.
    private func upperBound(_ x: Double) -> Int {
        var low = 0, high = breakpoints.count
        while low < high {
            let mid = (low + high) / 2
            if breakpoints[mid] <= x { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first position whose breakpoint is at or above `x`.
    private func lowerBound(_ x: Double) -> Int {
        var low = 0, high = breakpoints.count
        while low < high {
            let mid = (low + high) / 2
            if breakpoints[mid] < x { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
