extension SolverStorage {
    /// Brings all values up to date: re-solves dirty components, then evaluates the program
    /// from the first record whose inputs changed.
    /// Whether `solveIfNeeded()` would find nothing to do: no rebuild, component, pendant row
    /// or record pending, and no changed variable noted for the plans (the conditions of its
    /// branches, after which it leaves `evaluateFrom` at `Int.max` and the seeds empty).
    var isSolved: Bool {
        !needsRebuild && partition.pending.isEmpty && pendants.queued.isEmpty && evaluateFrom == Int.max
            && readers.seeds?.isEmpty == true
    }

    mutating func solveIfNeeded() {
        if needsRebuild { rebuild() }
        if !partition.pending.isEmpty {
            // Each component is independent, so the order only matters for speed.
            let pending = partition.pending
            partition.pending.removeAll(keepingCapacity: true)
            for c in pending.map(Int.init) {
                partition.components[c].isQueued = false
                guard partition.components[c].isAlive else { continue }
                if partition.components[c].isDirty { solveComponent(c) }
                if partition.components[c].valuesStale { readParameters(c) }
                partition.components[c].isQueued = false
            }
            partition.pending.removeAll(keepingCapacity: true)
            // Every solved component's values have been read.
            partition.solvedValues.removeAll(keepingCapacity: true)
        }
        if !pendants.queued.isEmpty { solvePendants() }
        evaluateProgram()
        evaluateFrom = Int.max
        assert(checkInvariants(), "solver state broke an invariant of Sources/ConstraintSolver/README.md")
    }

    mutating func readParameters(_ c: Int) {
        partition.components[c].valuesStale = false
        var p = partition.components[c].firstParameter
        var k = 0
        while p >= 0 {
            let i = Int(p)
            defer { k += 1 }
            if variableStates[i].definition < 0 {
                let v = solvedValue(of: i, at: k, in: c)
                if v != values[i] {
                    values[i] = v
                    noteValueChange(of: i)
                    if !pendants.isEmpty { queuePendants(reading: i) }
                }
            }
            p = partition.nextParameter[i]
        }
    }

    /// Whether some required constraint no longer holds after a constant change: only what
    /// the change reached can have moved (`pending`: the components queued before the solve).
    mutating func requiredViolation(pending: [Int32]) -> Bool {
        solveIfNeeded()
        for c in pending.map(Int.init) where partition.components[c].isAlive && requiredError(of: c) > Tolerance.requiredResidual {
            return true
        }
        for r in lp.changedFreeRows where lp.rows[r].isActive && entries[lp.rows[r].constraint].isRequired {
            if rowError(lp.rows[r]) > tolerance(lp.rows[r].constraint, values) + Tolerance.requiredResidual { return true }
        }
        for id in redundantIDs where entries[id].role == .redundant {
            if error(id, values) > tolerance(id, values) + Tolerance.requiredResidual { return true }
        }
        return false
    }

    func errorsByStrength(values: [Double]) -> [(strength: Strength, error: Double)] {
        var priorities: [Double] = []
        var sums: [Double] = []
        for (id, e) in entries.enumerated() where e.isActive && !e.isRequired {
            let err = error(id, values)
            if let i = priorities.firstIndex(of: e.strength) {
                sums[i] += err
            } else {
                priorities.append(e.strength)
                sums.append(err)
            }
        }
        return zip(priorities, sums)
            .sorted { $0.0 > $1.0 }
            .map { (Strength(unchecked: $0.0), $0.1) }
    }

    func satisfiesRequired(values: [Double]) -> Bool {
        values.count == variableCount && firstViolatedRequired(values) == nil
    }
}
