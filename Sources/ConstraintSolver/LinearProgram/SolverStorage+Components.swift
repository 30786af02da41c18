extension SolverStorage {
    /// The rows of component `c`, in creation order.
    func rows(of c: Int) -> [Int] {
        var result: [Int] = []
        rows(of: c, into: &result)
        return result
    }

    /// The rows of component `c`, in creation order, in `result` (replacing its contents; a
    /// reused buffer spares an allocation per solve).
    func rows(of c: Int, into result: inout [Int]) {
        // Sized from the component's row count, then written through one pointer (an append
        // per row checks the buffer's uniqueness and capacity each time).
        let expected = Int(partition.components[c].rowCount)
        if result.count > expected {
            result.removeLast(result.count - expected)
        } else if result.count < expected {
            result.append(contentsOf: repeatElement(0, count: expected - result.count))
        }
        let first = partition.components[c].firstRow
        var sorted = true
        let written = result.withUnsafeMutableBufferPointer { result in
            lp.rows.withUnsafeBufferPointer { lpRowsBuffer in
                var r = first
                var previous = -1
                var n = 0
                while r >= 0 {
                    guard n < result.count else { return -1 }
                    let row = Int(r)
                    if row < previous { sorted = false }
                    previous = row
                    result[n] = row
                    n &+= 1
                    r = lpRowsBuffer[row].next
                }
                return n
            }
        }
        if written != expected {
            // The count did not match the list: walk it again, appending.
            result.removeAll(keepingCapacity: true)
            sorted = true
            var r = first
            var previous = -1
            while r >= 0 {
                let row = Int(r)
                if row < previous { sorted = false }
                previous = row
                result.append(row)
                r = lp.rows[row].next
            }
        }
        if !sorted { result.sort() }
    }

    /// Queues component `c` for reading back its values at the next solve.
    mutating func markStale(_ c: Int) {
        partition.components[c].valuesStale = true
        if !partition.components[c].isQueued {
            partition.components[c].isQueued = true
            partition.pending.append(Int32(c))
        }
    }

    /// Queues component `c` for a rebuild of its tableau at the next solve.
    mutating func markDirty(_ c: Int) {
        partition.components[c].isDirty = true
        partition.components[c].solveDeferred = false
        markStale(c)
    }

    /// Adds a row to the linear program, merging the components it connects.
    mutating func addRow(_ id: Int, _ expansion: Expansion) throws(SolverError) {
        let e = entries[id]
        let sign: Double = e.relation == .lessThanOrEqual ? -1 : 1
        if sign < 0 { for t in expansion.terms { lp.coefficients[t] = -lp.coefficients[t] } }
        let aux0 = -(lp.auxiliaryCount + 1)
        lp.auxiliaryCount += 2
        let rowIndex = lp.rows.count
        let row = LPRow(constraint: id, termStart: expansion.termStart, termCount: expansion.termCount,
                        usedStart: expansion.usedStart, usedCount: expansion.usedCount,
                        constant: sign * expansion.constant, sign: sign, priority: e.strength,
                        auxiliary0: aux0, component: -1, isInequality: e.relation != .equal)
        linkUses(expansion.used, row: rowIndex)
        if expansion.termCount == 0 {
            lp.rows.append(row)
            entries[id].role = .lpRow(rowIndex)
            if e.isRequired && rowError(row) > tolerance(id, values) + Tolerance.requiredResidual {
                lp.rows[rowIndex].isActive = false
                entries[id].role = .inactive
                throw .unsatisfiable(explainDirectConflict(id, expansion))
            }
            return
        }
        lp.rows.append(row)
        entries[id].role = .lpRow(rowIndex)
        for t in expansion.terms { variableStates[Int(lp.symbols[t])].useCount += 1 }
        releasePendants(heldBy: rowIndex)
        if placePendant(rowIndex) { return }
        let c = attach(rowIndex)
        guard e.isRequired else { return }
        if defersRequiredSolves && partition.components[c].isDirty {
            partition.components[c].solveDeferred = true
            return
        }
        solveComponent(c)
        if requiredError(of: c) > Tolerance.requiredResidual {
            detachRow(rowIndex)
            entries[id].role = .inactive
            let conflict = explainProgramConflict(id, component: c)
            throw .unsatisfiable(conflict)
        }
    }

    /// Puts row `rowIndex` (already in `lp.rows`) into the component of its parameters, merging
    /// the components it connects and inserting it into a solved tableau; returns the component.
    @inline(__always)
    mutating func attach(_ rowIndex: Int) -> Int {
        let terms = lp.rows[rowIndex].terms
        let c: Int
        var closedFormValue: Double? = nil
        var replayBase: Int8? = nil
        if let fast = componentForOneParameterRow(terms) {
            c = fast
        } else if let solved = solvedOneParameterComponent(joinedBy: terms) {
            // The closed form moves the value as the tableau would (SolverStorage+OneParameter.swift).
            c = solved
            closedFormValue = currentOneParameterValue(of: c)
        } else if joinsOnlyDirtyComponents(terms) {
            // Nothing deferred to solve, no tableau to materialize: only the merge.
            c = mergeComponents(of: terms)
        } else {
            solveDeferredComponentsIfJoinedClean(terms)
            replayBase = replayBaseAfterInsert(terms)
            // The tableaux this row will change must exist as they are before the change.
            for t in terms where partition.componentOf[Int(lp.symbols[t])] >= 0 {
                materializeTableau(Int(partition.componentOf[Int(lp.symbols[t])]))
            }
            c = mergeComponents(of: terms)
        }
        lp.rows[rowIndex].component = c
        let lastRow = Int(partition.components[c].lastRow)
        if lastRow >= 0 { lp.rows[lastRow].next = Int32(rowIndex) }
        // The component's fields through one buffer access (each subscripted write checks the
        // array's uniqueness again); `markStale` inlined.
        let (isDirty, slot, queue) = partition.components.withUnsafeMutableBufferPointer { componentsBuffer in
            if lastRow < 0 { componentsBuffer[c].firstRow = Int32(rowIndex) }
            componentsBuffer[c].lastRow = Int32(rowIndex)
            componentsBuffer[c].rowCount += 1
            componentsBuffer[c].valuesStale = true
            let queue = !componentsBuffer[c].isQueued
            componentsBuffer[c].isQueued = true
            return (componentsBuffer[c].isDirty, Int(componentsBuffer[c].tableauSlot), queue)
        }
        if queue { partition.pending.append(Int32(c)) }
        if let previous = closedFormValue {
            resolveOneParameterComponent(c, row: rowIndex, from: previous, previousLastRow: lastRow)
        } else if !isDirty {
            partition.tableaux[slot].insert(lp.rows[rowIndex], symbols: lp.symbols, coefficients: lp.coefficients)
            partition.tableaux[slot].optimize()
            if let replayBase { dropInsertedTableau(c, replayBase: replayBase) }
        }
        return c
    }

    /// The component for a row over one parameter whose component does not exist yet or is
    /// rebuilt at the next solve anyway (a label's hugging or compression resistance, most
    /// rows of a layout): what the general path computes, without its loops — no deferred
    /// solve to make, no tableau to materialize, nothing to merge. `nil`: take the general path.
    private mutating func componentForOneParameterRow(_ terms: Range<Int>) -> Int? {
        guard terms.count == 1 else { return nil }
        let p = Int(lp.symbols[terms.lowerBound])
        let existing = Int(partition.componentOf[p])
        if existing >= 0 {
            guard partition.components[existing].isDirty && !partition.components[existing].solveDeferred else { return nil }
            return existing
        }
        let c = partition.components.count
        partition.components.append(Component())
        partition.componentOf[p] = Int32(c)
        appendParameter(p, to: c)
        return c
    }

    /// Whether every component the parameters at `terms` belong to (if any) is dirty for real
    /// (not only deferred): then `solveDeferredComponentsIfJoinedClean` and the materializing
    /// of tableaux do nothing.
    @inline(__always)
    private func joinsOnlyDirtyComponents(_ terms: Range<Int>) -> Bool {
        for t in terms {
            let c = Int(partition.componentOf[Int(lp.symbols[t])])
            if c >= 0 && (!partition.components[c].isDirty || partition.components[c].solveDeferred) { return false }
        }
        return true
    }

    /// Makes the deferred solves a row's components would have had, when the row joins only
    /// clean or deferred components: without them it would be inserted into their solved
    /// tableaux, so those must exist. When one of them is dirty for real, the merged component
    /// is rebuilt from all its rows anyway and the deferred solves would change nothing.
    mutating func solveDeferredComponentsIfJoinedClean(_ terms: Range<Int>) {
        var deferred = false
        for t in terms {
            let c = Int(partition.componentOf[Int(lp.symbols[t])])
            guard c >= 0 && partition.components[c].isDirty else { continue }
            if !partition.components[c].solveDeferred { return }
            deferred = true
        }
        guard deferred else { return }
        for t in terms {
            let c = Int(partition.componentOf[Int(lp.symbols[t])])
            if c >= 0 && partition.components[c].solveDeferred { solveComponent(c) }
        }
    }

    /// Records that row `row` used the records of `used` (pool positions).
    mutating func linkUses(_ used: Range<Int>, row: Int) {
        guard !used.isEmpty else { return }
        if lp.usedRow.count == used.lowerBound && lp.usedNext.count == used.lowerBound {
            // The usual case: the expansion just appended these entries; the links follow.
            guard used.count > 8 else {
                for u in used {
                    let r = Int(lp.usedRecords[u])
                    lp.usedRow.append(Int32(row))
                    lp.usedNext.append(lp.useHead(of: r))
                    lp.setUseHead(of: r, to: Int32(u))
                }
                return
            }
            linkAppendedUses(used, row: row)
            return
        }
        while lp.usedRow.count < lp.usedRecords.count { lp.usedRow.append(-1) }
        while lp.usedNext.count < lp.usedRecords.count { lp.usedNext.append(-1) }
        for u in used {
            let r = Int(lp.usedRecords[u])
            lp.usedRow[u] = Int32(row)
            lp.usedNext[u] = lp.useHead(of: r)
            lp.setUseHead(of: r, to: Int32(u))
        }
    }

    /// The usual case of `linkUses` for a row that used many records (a row of a grid uses a
    /// hundred; one append per entry and array checked three arrays' uniqueness per entry, while
    /// the bulk appends below cost more than a few single ones): each array is entered once,
    /// and each entry is linked in the same order as one by one, so the lists are the same.
    private mutating func linkAppendedUses(_ used: Range<Int>, row: Int) {
        let n = used.count
        lp.usedRow.append(contentsOf: repeatElement(Int32(row), count: n))
        lp.usedNext.append(contentsOf: repeatElement(-1, count: n))
        var last = -1
        lp.usedRecords.withUnsafeBufferPointer { records in
            for u in used { last = max(last, Int(records[u])) }
        }
        if last >= lp.recordUseHead.count {
            lp.recordUseHead.append(contentsOf: repeatElement(-1, count: last + 1 - lp.recordUseHead.count))
        }
        lp.usedRecords.withUnsafeBufferPointer { records in
        lp.usedNext.withUnsafeMutableBufferPointer { next in
        lp.recordUseHead.withUnsafeMutableBufferPointer { head in
            for u in used {
                let r = Int(records[u])
                next[u] = head[r]
                head[r] = Int32(u)
            }
        }}}
    }

    /// The error a parameter-free row has (its value is fixed).
    func rowError(_ row: LPRow) -> Double {
        row.isInequality ? max(0, -row.constant) : abs(row.constant)
    }

}
