/// Where each component's tableau lives.
///
/// A component's tableau after `solveComponent` is a pure function of its rows: they are inserted
/// in creation order into a fresh tableau, which is then optimized (`buildTableau`). Such a
/// tableau need not be kept: small (dense) components are solved in one reused scratch tableau,
/// their parameter values and required error are written down, and the tableau is rebuilt — the
/// same operations in the same order, so bit for bit the same — only when something needs it
/// again (an ambiguity query, or a row or component joining it). A tableau that has been changed
/// in place since it was built (`insert`, `absorb`) is no longer a function of the rows, so it
/// is kept in `partition.tableaux`, as are large (sparse) ones.
extension SolverStorage {
    /// The tableau of component `c`'s rows, inserted in creation order and optimized.
    func buildTableau(_ c: Int) -> ComponentTableau {
        let rows = rows(of: c)
        let symbolCount = Int(partition.components[c].parameterCount) + 2 * rows.count
        if symbolCount <= denseTableauLimit {
            var d = DenseTableau()
            d.reset(rows: rows.count, symbols: symbolCount)
            if fillDense(&d, rows: rows) {
                var t = ComponentTableau(expectedSymbols: symbolCount, denseLimit: denseTableauLimit)
                t.dense = d
                return t
            }
        }
        var t = ComponentTableau(expectedSymbols: symbolCount, denseLimit: denseTableauLimit)
        t.reserve(rows: rows.count, symbols: symbolCount)
        for r in rows { t.insert(lp.rows[r], symbols: lp.symbols, coefficients: lp.coefficients) }
        t.optimize()
        return t
    }

    /// Inserts `rows` into a reset dense tableau and optimizes, exactly as `ComponentTableau`
    /// does while it stays dense; `false` (and `d` unusable) when it would have turned sparse.
    func fillDense(_ d: inout DenseTableau, rows: [Int]) -> Bool {
        // The objective levels, created up front (an all-zero level changes no choice or sum).
        for r in rows { d.addLevel(lp.rows[r].priority) }
        for r in rows {
            let row = lp.rows[r]
            if d.symbols.count + Int(row.termCount) + 2 > denseTableauLimit { return false }
            let levels: (Double?, Double?) = row.isInequality ? (nil, row.priority) : (row.priority, row.priority)
            d.insert(row, symbols: lp.symbols, coefficients: lp.coefficients, levels: levels)
        }
        d.optimize()
        return true
    }

    /// Rebuilds a dirty component's tableau from its rows and optimizes it.
    mutating func solveComponent(_ c: Int) {
        guard partition.components[c].isDirty else { return }
        releaseTableau(of: partition.components[c])
        partition.components[c].tableauSlot = -1
        partition.components[c].solvedValuesStart = -1
        partition.components[c].isDirty = false
        partition.components[c].solveDeferred = false
        partition.components[c].closedFormStart = .nan
        if partition.oneParameterWalk?.component == c { partition.oneParameterWalk = nil }
        var rows = partition.rowScratch
        partition.rowScratch = []
        defer { partition.rowScratch = rows }
        self.rows(of: c, into: &rows)
        let symbolCount = Int(partition.components[c].parameterCount) + 2 * rows.count
        // Tiny components with a unique optimum need no tableau (SolverStorage+TinyComponents.swift).
        if symbolCount <= denseTableauLimit && solveTinyComponent(c, rows: rows) {
            markStale(c)
            return
        }
        // Many rows over one parameter: a weighted median per level (SolverStorage+OneParameter.swift).
        if solveOneParameterComponent(c, rows: rows) {
            markStale(c)
            return
        }
        if dropsSolvedTableaux && symbolCount <= denseTableauLimit {
            var d = partition.scratchTableau
            partition.scratchTableau = DenseTableau()
            d.reset(rows: rows.count, symbols: symbolCount)
            if fillDense(&d, rows: rows) {
                partition.components[c].solvedRequiredError = d.requiredError
                partition.components[c].solvedValuesStart = Int32(partition.solvedValues.count)
                var p = partition.components[c].firstParameter
                while p >= 0 {
                    partition.solvedValues.append(d.value(of: Int(p)))
                    p = partition.nextParameter[Int(p)]
                }
                partition.scratchTableau = d
                markStale(c)
                return
            }
            partition.scratchTableau = d
        }
        keepTableau(buildTableau(c), for: c)
        markStale(c)
    }

    /// Makes sure a solved component's tableau is kept (before it is changed in place).
    mutating func materializeTableau(_ c: Int) {
        guard partition.components[c].isAlive && !partition.components[c].isDirty && partition.components[c].tableauSlot < 0 else { return }
        keepTableau(buildTableau(c), for: c)
    }

    /// Component `c`'s current tableau (rebuilt if it is not kept).
    func tableau(of c: Int) -> ComponentTableau {
        let slot = Int(partition.components[c].tableauSlot)
        return slot >= 0 ? partition.tableaux[slot] : buildTableau(c)
    }

    /// The required level's error of component `c` at its last solve.
    func requiredError(of c: Int) -> Double {
        let slot = Int(partition.components[c].tableauSlot)
        return slot >= 0 ? partition.tableaux[slot].requiredError : partition.components[c].solvedRequiredError
    }

    /// The value parameter `p` of component `c` has in its solution; `k` is `p`'s position in
    /// the component's parameter list.
    func solvedValue(of p: Int, at k: Int, in c: Int) -> Double {
        let slot = Int(partition.components[c].tableauSlot)
        if slot >= 0 { return partition.tableaux[slot].value(of: p) }
        let i = Int(partition.components[c].solvedValuesStart) + k
        if i >= Int(partition.components[c].solvedValuesStart) && partition.components[c].solvedValuesStart >= 0 && i < partition.solvedValues.count {
            return partition.solvedValues[i]
        }
        return tableau(of: c).value(of: p)
    }

    private mutating func keepTableau(_ t: ComponentTableau, for c: Int) {
        if let slot = partition.freeTableauSlots.popLast() {
            partition.tableaux[Int(slot)] = t
            partition.components[c].tableauSlot = slot
        } else {
            partition.tableaux.append(t)
            partition.components[c].tableauSlot = Int32(partition.tableaux.count - 1)
        }
    }

    /// Frees the slot of a tableau that is no longer needed.
    mutating func releaseTableau(of component: Component) {
        let slot = component.tableauSlot
        guard slot >= 0 else { return }
        partition.tableaux[Int(slot)] = ComponentTableau()
        partition.freeTableauSlots.append(slot)
    }
}
