/// Where each component's tableau lives.
///
/// A component's tableau after `solveComponent` is a pure function of its rows: they are inserted
/// in creation order into a fresh tableau, which is then optimized (`buildTableau`). Such a
/// tableau need not be kept: small (dense) components are solved in one reused scratch tableau,
/// their parameter values and required error are written down, and the tableau is rebuilt — the
/// same operations in the same order, so bit for bit the same — only when something needs it
/// again (an ambiguity query, or a row or component joining it). A tableau that has been changed
/// in place since it was built (`insert`, `absorb`) is no longer a function of the rows, so it
/// is kept in `tableaux`, as are large (sparse) ones.
extension SolverStorage {
    /// The tableau of component `c`'s rows, inserted in creation order and optimized.
    func buildTableau(_ c: Int) -> ComponentTableau {
        let rows = rows(of: c)
        let symbolCount = Int(components[c].parameterCount) + 2 * rows.count
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
        for r in rows { t.insert(lpRows[r], symbols: lpSymbols, coefficients: lpCoefficients) }
        t.optimize()
        return t
    }

    /// Inserts `rows` into a reset dense tableau and optimizes, exactly as `ComponentTableau`
    /// does while it stays dense; `false` (and `d` unusable) when it would have turned sparse.
    func fillDense(_ d: inout DenseTableau, rows: [Int]) -> Bool {
        // The objective levels, created up front (an all-zero level changes no choice or sum).
        for r in rows { d.addLevel(lpRows[r].priority) }
        for r in rows {
            let row = lpRows[r]
            if d.symbols.count + Int(row.termCount) + 2 > denseTableauLimit { return false }
            let levels: (Double?, Double?) = row.isInequality ? (nil, row.priority) : (row.priority, row.priority)
            d.insert(row, symbols: lpSymbols, coefficients: lpCoefficients, levels: levels)
        }
        d.optimize()
        return true
    }

    /// Rebuilds a dirty component's tableau from its rows and optimizes it.
    mutating func solveComponent(_ c: Int) {
        guard components[c].isDirty else { return }
        releaseTableau(of: components[c])
        components[c].tableauSlot = -1
        components[c].solvedValuesStart = -1
        components[c].isDirty = false
        components[c].solveDeferred = false
        var rows = rowScratch
        rowScratch = []
        defer { rowScratch = rows }
        self.rows(of: c, into: &rows)
        let symbolCount = Int(components[c].parameterCount) + 2 * rows.count
        // Tiny components with a unique optimum need no tableau (SolverStorage+TinyComponents.swift).
        if symbolCount <= denseTableauLimit && solveTinyComponent(c, rows: rows) {
            markStale(c)
            return
        }
        if dropsSolvedTableaux && symbolCount <= denseTableauLimit {
            var d = scratchTableau
            scratchTableau = DenseTableau()
            d.reset(rows: rows.count, symbols: symbolCount)
            if fillDense(&d, rows: rows) {
                components[c].solvedRequiredError = d.requiredError
                components[c].solvedValuesStart = Int32(solvedValues.count)
                var p = components[c].firstParameter
                while p >= 0 {
                    solvedValues.append(d.value(of: Int(p)))
                    p = nextParameter[Int(p)]
                }
                scratchTableau = d
                markStale(c)
                return
            }
            scratchTableau = d
        }
        keepTableau(buildTableau(c), for: c)
        markStale(c)
    }

    /// Makes sure a solved component's tableau is kept (before it is changed in place).
    mutating func materializeTableau(_ c: Int) {
        guard components[c].isAlive && !components[c].isDirty && components[c].tableauSlot < 0 else { return }
        keepTableau(buildTableau(c), for: c)
    }

    /// Component `c`'s current tableau (rebuilt if it is not kept).
    func tableau(of c: Int) -> ComponentTableau {
        let slot = Int(components[c].tableauSlot)
        return slot >= 0 ? tableaux[slot] : buildTableau(c)
    }

    /// The required level's error of component `c` at its last solve.
    func requiredError(of c: Int) -> Double {
        let slot = Int(components[c].tableauSlot)
        return slot >= 0 ? tableaux[slot].requiredError : components[c].solvedRequiredError
    }

    /// The value parameter `p` of component `c` has in its solution; `k` is `p`'s position in
    /// the component's parameter list.
    func solvedValue(of p: Int, at k: Int, in c: Int) -> Double {
        let slot = Int(components[c].tableauSlot)
        if slot >= 0 { return tableaux[slot].value(of: p) }
        let i = Int(components[c].solvedValuesStart) + k
        if i >= Int(components[c].solvedValuesStart) && components[c].solvedValuesStart >= 0 && i < solvedValues.count {
            return solvedValues[i]
        }
        return tableau(of: c).value(of: p)
    }

    private mutating func keepTableau(_ t: ComponentTableau, for c: Int) {
        if let slot = freeTableauSlots.popLast() {
            tableaux[Int(slot)] = t
            components[c].tableauSlot = slot
        } else {
            tableaux.append(t)
            components[c].tableauSlot = Int32(tableaux.count - 1)
        }
    }

    /// Frees the slot of a tableau that is no longer needed.
    mutating func releaseTableau(of component: Component) {
        let slot = component.tableauSlot
        guard slot >= 0 else { return }
        tableaux[Int(slot)] = ComponentTableau()
        freeTableauSlots.append(slot)
    }
}
