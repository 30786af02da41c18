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
        let allRows = rows(of: c)
        let replayBase = Int(partition.components[c].replayBase)
        guard replayBase >= 0 && replayBase < allRows.count else { return buildTableau(c, rows: allRows) }
        // Built from the first rows, the later ones inserted one at a time (`attach`).
        var t = buildTableau(c, rows: Array(allRows.prefix(replayBase)))
        for r in allRows.dropFirst(replayBase) {
            t.insert(lp.rows[r], symbols: lp.symbols, coefficients: lp.coefficients)
            t.optimize()
        }
        return t
    }

    /// The tableau of `rows` (some of component `c`'s, in creation order), inserted and optimized.
    private func buildTableau(_ c: Int, rows: [Int]) -> ComponentTableau {
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
        partition.components[c].replayBase = -1
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
        // A kept tableau is the component's own; `replayBase` describes only a dropped one.
        partition.components[c].replayBase = -1
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

    /// When a row over the parameters of one solved component `c` only, whose tableau is not
    /// kept, joins it: how many rows the tableau after the in-place insert can be rebuilt from
    /// (the rest inserted one at a time), if it is small enough not to be worth keeping; `nil`
    /// keeps it. A kept dense tableau costs about 870 bytes in nine allocations; a box's weak
    /// width joining its minimum width would keep one per box (issue 27, `solve`'s memory).
    mutating func replayBaseAfterInsert(_ terms: Range<Int>) -> Int8? {
        guard dropsSolvedTableaux, !terms.isEmpty else { return nil }
        let c = Int(partition.componentOf[Int(lp.symbols[terms.lowerBound])])
        guard c >= 0 else { return nil }
        for t in terms where Int(partition.componentOf[Int(lp.symbols[t])]) != c { return nil }
        let component = partition.components[c]
        let rowsAfter = Int(component.rowCount) + 1
        guard component.isAlive && !component.isDirty && !component.solveDeferred && component.tableauSlot < 0,
              component.closedFormStart.isNaN, partition.oneParameterWalk?.component != c,
              rowsAfter <= Self.replayedRowsLimit,
              Int(component.parameterCount) + 2 * rowsAfter <= denseTableauLimit else { return nil }
        return component.replayBase >= 0 ? component.replayBase : Int8(component.rowCount)
    }

    /// The most rows a dropped tableau is rebuilt from (each rebuild replays every insert).
    static var replayedRowsLimit: Int { 8 }

    /// Writes down component `c`'s solved values and required error from its kept tableau,
    /// just changed in place by `attach`, and frees the tableau: `buildTableau` replays it, the
    /// same operations in the same order, when it is needed again.
    mutating func dropInsertedTableau(_ c: Int, replayBase: Int8) {
        let slot = Int(partition.components[c].tableauSlot)
        guard slot >= 0 && partition.tableaux[slot].isDense else { return }
        partition.components[c].solvedRequiredError = partition.tableaux[slot].requiredError
        partition.components[c].solvedValuesStart = Int32(partition.solvedValues.count)
        var p = partition.components[c].firstParameter
        while p >= 0 {
            partition.solvedValues.append(partition.tableaux[slot].value(of: Int(p)))
            p = partition.nextParameter[Int(p)]
        }
        releaseTableau(of: partition.components[c])
        partition.components[c].tableauSlot = -1
        partition.components[c].replayBase = replayBase
    }
}
