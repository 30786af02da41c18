extension SolverStorage {
    /// Brings all values up to date: re-solves dirty components, then evaluates the program
    /// from the first record whose inputs changed.
    mutating func solveIfNeeded() {
        if needsRebuild { rebuild() }
        if !pendingComponents.isEmpty {
            // Each component is independent, so the order only matters for speed.
            let pending = pendingComponents
            pendingComponents.removeAll(keepingCapacity: true)
            for c in pending.map(Int.init) {
                components[c].isQueued = false
                guard components[c].isAlive else { continue }
                if components[c].isDirty { solveComponent(c) }
                if components[c].valuesStale { readParameters(c) }
                components[c].isQueued = false
            }
            pendingComponents.removeAll(keepingCapacity: true)
            // Every solved component's values have been read.
            solvedValues.removeAll(keepingCapacity: true)
        }
        if evaluateFrom < program.count { program.evaluate(into: &values, from: evaluateFrom) }
        evaluateFrom = Int.max
    }

    mutating func readParameters(_ c: Int) {
        components[c].valuesStale = false
        var p = components[c].firstParameter
        var k = 0
        while p >= 0 {
            let i = Int(p)
            defer { k += 1 }
            if definitionOf[i] < 0 {
                let v = solvedValue(of: i, at: k, in: c)
                if v != values[i] {
                    values[i] = v
                    if firstUse[i] != Int32.max { evaluateFrom = min(evaluateFrom, Int(firstUse[i])) }
                }
            }
            p = nextParameter[i]
        }
    }

    /// Whether some required constraint no longer holds after a constant change: only what
    /// the change reached can have moved (`pending`: the components queued before the solve).
    mutating func requiredViolation(pending: [Int32]) -> Bool {
        solveIfNeeded()
        for c in pending.map(Int.init) where components[c].isAlive && requiredError(of: c) > 1e-7 {
            return true
        }
        for r in changedFreeRows where lpRows[r].isActive && entries[lpRows[r].constraint].isRequired {
            if rowError(lpRows[r]) > tolerance(lpRows[r].constraint, values) + 1e-7 { return true }
        }
        for id in redundantIDs where entries[id].role == .redundant {
            if error(id, values) > tolerance(id, values) + 1e-7 { return true }
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
        guard values.count == variableCount else { return false }
        for id in entries.indices where entries[id].isActive && entries[id].isRequired {
            if error(id, values) > tolerance(id, values) + 1e-6 { return false }
        }
        return true
    }
}
