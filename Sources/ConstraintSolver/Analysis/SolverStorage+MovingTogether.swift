extension SolverStorage {
    /// For each of `variables`, the index (into `variables`) of the first one it moves with: two
    /// variables move together when some direction of the optimal set changes both, and the
    /// relation is closed transitively. One pass over the directions, whatever the count asked.
    func movingTogether(_ variables: [Variable]) -> [Int] {
        var owner = Array(variables.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while owner[i] != i { i = owner[i] }
            return i
        }
        let directions = optimalSetDirections(feasibleOnly: false)
        let lanes = 8
        var start = 0
        while start < directions.count {
            let batch = Array(directions[start..<min(start + lanes, directions.count)])
            let d = derivatives(batch, lanes: lanes)
            for lane in batch.indices {
                var first: Int?
                for (i, v) in variables.enumerated()
                where v.index >= 0 && v.index < variableCount && abs(d[v.index * lanes + lane]) > Tolerance.movement {
                    if let f = first { owner[root(i)] = root(f) } else { first = i }
                }
            }
            start += lanes
        }
        // Each variable's label is the smallest index of its set, so labels follow the input order.
        var label = [Int](repeating: 0, count: variables.count)
        var smallest: [Int: Int] = [:]
        for i in variables.indices {
            let r = root(i)
            if smallest[r] == nil { smallest[r] = i }
            label[i] = smallest[r]!
        }
        return label
    }
}

extension Solver {
    /// For each of `variables`, the index in `variables` of the first one it moves with across the
    /// optimal solutions (itself if none): which ambiguous sizes trade against each other (a
    /// content-priority tie), told apart from ones that are ambiguous independently.
    public mutating func movingTogether(_ variables: [Variable]) -> [Int] {
        solveIfNeeded()
        return storage.movingTogether(variables)
    }
}
