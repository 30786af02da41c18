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
        let expected = Int(components[c].rowCount)
        if result.count > expected {
            result.removeLast(result.count - expected)
        } else if result.count < expected {
            result.append(contentsOf: repeatElement(0, count: expected - result.count))
        }
        let first = components[c].firstRow
        var sorted = true
        let written = result.withUnsafeMutableBufferPointer { result in
            lpRows.withUnsafeBufferPointer { lpRows in
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
                    r = lpRows[row].next
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
                r = lpRows[row].next
            }
        }
        if !sorted { result.sort() }
    }

    /// Queues component `c` for reading back its values at the next solve.
    mutating func markStale(_ c: Int) {
        components[c].valuesStale = true
        if !components[c].isQueued {
            components[c].isQueued = true
            pendingComponents.append(Int32(c))
        }
    }

    /// Queues component `c` for a rebuild of its tableau at the next solve.
    mutating func markDirty(_ c: Int) {
        components[c].isDirty = true
        components[c].solveDeferred = false
        markStale(c)
    }

    /// Adds a row to the linear program, merging the components it connects.
    mutating func addRow(_ id: Int, _ expansion: Expansion) throws(SolverError) {
        let e = entries[id]
        let sign: Double = e.relation == .lessThanOrEqual ? -1 : 1
        if sign < 0 { for t in expansion.terms { lpCoefficients[t] = -lpCoefficients[t] } }
        let aux0 = -(auxiliaryCount + 1)
        auxiliaryCount += 2
        let rowIndex = lpRows.count
        let row = LPRow(constraint: id, termStart: expansion.termStart, termCount: expansion.termCount,
                        usedStart: expansion.usedStart, usedCount: expansion.usedCount,
                        constant: sign * expansion.constant, sign: sign, priority: e.strength,
                        auxiliary0: aux0, component: -1, isInequality: e.relation != .equal)
        linkUses(expansion.used, row: rowIndex)
        if expansion.termCount == 0 {
            lpRows.append(row)
            entries[id].role = .lpRow(rowIndex)
            if e.isRequired && rowError(row) > tolerance(id, values) + 1e-7 {
                lpRows[rowIndex].isActive = false
                entries[id].role = .inactive
                throw .unsatisfiable(explainDirectConflict(id, expansion))
            }
            return
        }
        lpRows.append(row)
        entries[id].role = .lpRow(rowIndex)
        for t in expansion.terms { useCount[Int(lpSymbols[t])] += 1 }
        releasePendants(heldBy: rowIndex)
        if placePendant(rowIndex) { return }
        let c = attach(rowIndex)
        guard e.isRequired else { return }
        if defersRequiredSolves && components[c].isDirty {
            components[c].solveDeferred = true
            return
        }
        solveComponent(c)
        if requiredError(of: c) > 1e-7 {
            detachRow(rowIndex)
            entries[id].role = .inactive
            let conflict = explainProgramConflict(id, component: c)
            throw .unsatisfiable(conflict)
        }
    }

    /// Puts row `rowIndex` (already in `lpRows`) into the component of its parameters, merging
    /// the components it connects and inserting it into a solved tableau; returns the component.
    @inline(__always)
    mutating func attach(_ rowIndex: Int) -> Int {
        let terms = lpRows[rowIndex].terms
        let c: Int
        if let fast = componentForOneParameterRow(terms) {
            c = fast
        } else if joinsOnlyDirtyComponents(terms) {
            // Nothing deferred to solve, no tableau to materialize: only the merge.
            c = mergeComponents(of: terms)
        } else {
            solveDeferredComponentsIfJoinedClean(terms)
            // The tableaux this row will change must exist as they are before the change.
            for t in terms where componentOf[Int(lpSymbols[t])] >= 0 {
                materializeTableau(Int(componentOf[Int(lpSymbols[t])]))
            }
            c = mergeComponents(of: terms)
        }
        lpRows[rowIndex].component = c
        let lastRow = Int(components[c].lastRow)
        if lastRow >= 0 { lpRows[lastRow].next = Int32(rowIndex) }
        // The component's fields through one buffer access (each subscripted write checks the
        // array's uniqueness again); `markStale` inlined.
        let (isDirty, slot, queue) = components.withUnsafeMutableBufferPointer { components in
            if lastRow < 0 { components[c].firstRow = Int32(rowIndex) }
            components[c].lastRow = Int32(rowIndex)
            components[c].rowCount += 1
            components[c].valuesStale = true
            let queue = !components[c].isQueued
            components[c].isQueued = true
            return (components[c].isDirty, Int(components[c].tableauSlot), queue)
        }
        if queue { pendingComponents.append(Int32(c)) }
        if !isDirty {
            tableaux[slot].insert(lpRows[rowIndex], symbols: lpSymbols, coefficients: lpCoefficients)
            tableaux[slot].optimize()
        }
        return c
    }

    /// The component for a row over one parameter whose component does not exist yet or is
    /// rebuilt at the next solve anyway (a label's hugging or compression resistance, most
    /// rows of a layout): what the general path computes, without its loops — no deferred
    /// solve to make, no tableau to materialize, nothing to merge. `nil`: take the general path.
    private mutating func componentForOneParameterRow(_ terms: Range<Int>) -> Int? {
        guard terms.count == 1 else { return nil }
        let p = Int(lpSymbols[terms.lowerBound])
        let existing = Int(componentOf[p])
        if existing >= 0 {
            guard components[existing].isDirty && !components[existing].solveDeferred else { return nil }
            return existing
        }
        let c = components.count
        components.append(Component())
        componentOf[p] = Int32(c)
        appendParameter(p, to: c)
        return c
    }

    /// Whether every component the parameters at `terms` belong to (if any) is dirty for real
    /// (not only deferred): then `solveDeferredComponentsIfJoinedClean` and the materializing
    /// of tableaux do nothing.
    @inline(__always)
    private func joinsOnlyDirtyComponents(_ terms: Range<Int>) -> Bool {
        for t in terms {
            let c = Int(componentOf[Int(lpSymbols[t])])
            if c >= 0 && (!components[c].isDirty || components[c].solveDeferred) { return false }
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
            let c = Int(componentOf[Int(lpSymbols[t])])
            guard c >= 0 && components[c].isDirty else { continue }
            if !components[c].solveDeferred { return }
            deferred = true
        }
        guard deferred else { return }
        for t in terms {
            let c = Int(componentOf[Int(lpSymbols[t])])
            if c >= 0 && components[c].solveDeferred { solveComponent(c) }
        }
    }

    /// Records that row `row` used the records of `used` (pool positions).
    mutating func linkUses(_ used: Range<Int>, row: Int) {
        guard !used.isEmpty else { return }
        if usedRow.count == used.lowerBound && usedNext.count == used.lowerBound {
            // The usual case: the expansion just appended these entries; the links follow.
            for u in used {
                let r = Int(usedRecords[u])
                usedRow.append(Int32(row))
                usedNext.append(recordUseHead[r])
                recordUseHead[r] = Int32(u)
            }
            return
        }
        while usedRow.count < usedRecords.count { usedRow.append(-1) }
        while usedNext.count < usedRecords.count { usedNext.append(-1) }
        for u in used {
            let r = Int(usedRecords[u])
            usedRow[u] = Int32(row)
            usedNext[u] = recordUseHead[r]
            recordUseHead[r] = Int32(u)
        }
    }

    /// The error a parameter-free row has (its value is fixed).
    func rowError(_ row: LPRow) -> Double {
        row.isInequality ? max(0, -row.constant) : abs(row.constant)
    }

    /// Joins the components of the parameters in `terms` (pool positions) into one (the
    /// lowest-numbered), creating one if needed.
    mutating func mergeComponents(of terms: Range<Int>) -> Int {
        var target = Int.max
        for t in terms where componentOf[Int(lpSymbols[t])] >= 0 {
            target = min(target, Int(componentOf[Int(lpSymbols[t])]))
        }
        if target == Int.max {
            target = components.count
            components.append(Component())
        }
        // Absorb the others in increasing order (the order the tableau rows are appended in).
        while true {
            var other = Int.max
            for t in terms {
                let o = Int(componentOf[Int(lpSymbols[t])])
                if o >= 0 && o != target { other = min(other, o) }
            }
            guard other != Int.max else { break }
            absorb(other, into: target)
        }
        for t in terms where componentOf[Int(lpSymbols[t])] < 0 {
            let p = Int(lpSymbols[t])
            componentOf[p] = Int32(target)
            appendParameter(p, to: target)
        }
        return target
    }

    private mutating func appendParameter(_ p: Int, to c: Int) {
        let last = components.withUnsafeMutableBufferPointer { components in
            let last = Int(components[c].lastParameter)
            if last < 0 { components[c].firstParameter = Int32(p) }
            components[c].lastParameter = Int32(p)
            components[c].parameterCount += 1
            return last
        }
        nextParameter[p] = -1
        if last >= 0 { nextParameter[last] = Int32(p) }
    }

    /// Moves component `other`'s rows, parameters and tableau into `target`.
    private mutating func absorb(_ other: Int, into target: Int) {
        // Each array through one pointer (a subscripted write checks its uniqueness each time).
        let o = components[other]
        let t = components[target]
        let target32 = Int32(target)
        nextParameter.withUnsafeMutableBufferPointer { nextParameter in
            componentOf.withUnsafeMutableBufferPointer { componentOf in
                var p = o.firstParameter
                while p >= 0 {
                    componentOf[Int(p)] = target32
                    p = nextParameter[Int(p)]
                }
            }
            if o.firstParameter >= 0 && t.lastParameter >= 0 { nextParameter[Int(t.lastParameter)] = o.firstParameter }
        }
        lpRows.withUnsafeMutableBufferPointer { lpRows in
            var r = o.firstRow
            while r >= 0 {
                lpRows[Int(r)].component = target
                r = lpRows[Int(r)].next
            }
            if o.firstRow >= 0 && t.lastRow >= 0 { lpRows[Int(t.lastRow)].next = o.firstRow }
        }
        let bothSolved = !t.isDirty && !o.isDirty
        components.withUnsafeMutableBufferPointer { components in
            components[other] = Component(isDirty: false, valuesStale: false, isAlive: false)
            if o.firstRow >= 0 {
                if t.lastRow < 0 { components[target].firstRow = o.firstRow }
                components[target].lastRow = o.lastRow
                components[target].rowCount += o.rowCount
            }
            if o.firstParameter >= 0 {
                if t.lastParameter < 0 { components[target].firstParameter = o.firstParameter }
                components[target].lastParameter = o.lastParameter
                components[target].parameterCount += o.parameterCount
            }
            if !bothSolved {
                components[target].isDirty = true
                components[target].solveDeferred = false
            }
        }
        if bothSolved { tableaux[Int(t.tableauSlot)].absorb(tableaux[Int(o.tableauSlot)]) }
        markStale(target)
        releaseTableau(of: o)
    }

    /// Takes a row out of its component (the component is rebuilt at the next solve).
    mutating func detachRow(_ r: Int) {
        lpRows[r].isActive = false
        let c = lpRows[r].component
        if c == LPRow.pendant { detachPendant(r); return }
        guard c >= 0 else { return }
        for t in lpRows[r].terms { useCount[Int(lpSymbols[t])] -= 1 }
        var previous: Int32 = -1
        var k = components[c].firstRow
        while k >= 0 && Int(k) != r {
            previous = k
            k = lpRows[Int(k)].next
        }
        if k >= 0 {
            let next = lpRows[r].next
            if previous >= 0 { lpRows[Int(previous)].next = next } else { components[c].firstRow = next }
            if components[c].lastRow == Int32(r) { components[c].lastRow = previous }
            lpRows[r].next = -1
            components[c].rowCount -= 1
        }
        markDirty(c)
    }
}
