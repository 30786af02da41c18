extension SolverStorage {
    /// Brings all values up to date: re-solves dirty components, then evaluates the program
    /// from the first record whose inputs changed.
    mutating func solveIfNeeded() {
        if needsRebuild { rebuild() }
        if programConstantsChanged { refreshRowConstants() }
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
        }
        if evaluateFrom < program.count { program.evaluate(into: &values, from: evaluateFrom) }
        evaluateFrom = Int.max
    }

    mutating func readParameters(_ c: Int) {
        components[c].valuesStale = false
        var p = components[c].firstParameter
        while p >= 0 {
            let i = Int(p)
            if definitionOf[i] < 0 {
                let v = components[c].tableau.value(of: i)
                if v != values[i] {
                    values[i] = v
                    if firstUse[i] != Int32.max { evaluateFrom = min(evaluateFrom, Int(firstUse[i])) }
                }
            }
            p = nextParameter[i]
        }
    }

    /// The program's values with every free parameter at zero: the constant part of each variable.
    func constantParts() -> [Double] {
        var zero = [Double](repeating: 0, count: variableCount)
        program.evaluate(into: &zero)
        return zero
    }

    /// Recomputes each row's constant after program constants changed.
    mutating func refreshRowConstants() {
        programConstantsChanged = false
        let zero = constantParts()
        for r in lpRows.indices where lpRows[r].isActive {
            let k = lpRows[r].sign * evaluate(lpRows[r].constraint, zero)
            if k != lpRows[r].constant {
                lpRows[r].constant = k
                let c = lpRows[r].component
                if c >= 0 { markDirty(c) }
            }
        }
    }

    /// Whether some required constraint no longer holds (after a constant change).
    mutating func requiredViolation() -> Bool {
        solveIfNeeded()
        for c in components where c.isAlive && c.tableau.requiredError > 1e-7 { return true }
        for row in lpRows where row.isActive && row.component < 0 && entries[row.constraint].isRequired {
            if rowError(row) > tolerance(row.constraint, values) + 1e-7 { return true }
        }
        for id in entries.indices where entries[id].role == .redundant {
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
