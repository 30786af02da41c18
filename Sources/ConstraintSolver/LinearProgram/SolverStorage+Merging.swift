/// Merging components when a row joins them, and taking a row out of its component.
extension SolverStorage {
    /// Joins the components of the parameters in `terms` (pool positions) into one (the
    /// lowest-numbered), creating one if needed.
    mutating func mergeComponents(of terms: Range<Int>) -> Int {
        var target = Int.max
        for t in terms where partition.componentOf[Int(lp.symbols[t])] >= 0 {
            target = min(target, Int(partition.componentOf[Int(lp.symbols[t])]))
        }
        if target == Int.max {
            target = partition.components.count
            partition.components.append(Component())
        }
        // Absorb the others in increasing order (the order the tableau rows are appended in).
        while true {
            var other = Int.max
            for t in terms {
                let o = Int(partition.componentOf[Int(lp.symbols[t])])
                if o >= 0 && o != target { other = min(other, o) }
            }
            guard other != Int.max else { break }
            absorb(other, into: target)
        }
        for t in terms where partition.componentOf[Int(lp.symbols[t])] < 0 {
            let p = Int(lp.symbols[t])
            partition.componentOf[p] = Int32(target)
            appendParameter(p, to: target)
        }
        return target
    }

    mutating func appendParameter(_ p: Int, to c: Int) {
        let last = partition.components.withUnsafeMutableBufferPointer { componentsBuffer in
            let last = Int(componentsBuffer[c].lastParameter)
            if last < 0 { componentsBuffer[c].firstParameter = Int32(p) }
            componentsBuffer[c].lastParameter = Int32(p)
            componentsBuffer[c].parameterCount += 1
            return last
        }
        partition.nextParameter[p] = -1
        if last >= 0 { partition.nextParameter[last] = Int32(p) }
    }

    /// Moves component `other`'s rows, parameters and tableau into `target`.
    private mutating func absorb(_ other: Int, into target: Int) {
        // Each array through one pointer (a subscripted write checks its uniqueness each time).
        let o = partition.components[other]
        let t = partition.components[target]
        let target32 = Int32(target)
        partition.nextParameter.withUnsafeMutableBufferPointer { nextParameterBuffer in
            partition.componentOf.withUnsafeMutableBufferPointer { componentOfBuffer in
                var p = o.firstParameter
                while p >= 0 {
                    componentOfBuffer[Int(p)] = target32
                    p = nextParameterBuffer[Int(p)]
                }
            }
            if o.firstParameter >= 0 && t.lastParameter >= 0 { nextParameterBuffer[Int(t.lastParameter)] = o.firstParameter }
        }
        lp.rows.withUnsafeMutableBufferPointer { lpRowsBuffer in
            var r = o.firstRow
            while r >= 0 {
                lpRowsBuffer[Int(r)].component = target
                r = lpRowsBuffer[Int(r)].next
            }
            if o.firstRow >= 0 && t.lastRow >= 0 { lpRowsBuffer[Int(t.lastRow)].next = o.firstRow }
        }
        let bothSolved = !t.isDirty && !o.isDirty
        partition.components.withUnsafeMutableBufferPointer { componentsBuffer in
            componentsBuffer[other] = Component(isDirty: false, valuesStale: false, isAlive: false)
            if o.firstRow >= 0 {
                if t.lastRow < 0 { componentsBuffer[target].firstRow = o.firstRow }
                componentsBuffer[target].lastRow = o.lastRow
                componentsBuffer[target].rowCount += o.rowCount
            }
            if o.firstParameter >= 0 {
                if t.lastParameter < 0 { componentsBuffer[target].firstParameter = o.firstParameter }
                componentsBuffer[target].lastParameter = o.lastParameter
                componentsBuffer[target].parameterCount += o.parameterCount
            }
            if !bothSolved {
                componentsBuffer[target].isDirty = true
                componentsBuffer[target].solveDeferred = false
            }
        }
        if bothSolved { partition.tableaux[Int(t.tableauSlot)].absorb(partition.tableaux[Int(o.tableauSlot)]) }
        markStale(target)
        releaseTableau(of: o)
    }

    /// Takes a row out of its component (the component is rebuilt at the next solve).
    mutating func detachRow(_ r: Int) {
        lp.rows[r].isActive = false
        let c = lp.rows[r].component
        if c == LPRow.pendant { detachPendant(r); return }
        guard c >= 0 else { return }
        for t in lp.rows[r].terms { variableStates[Int(lp.symbols[t])].useCount -= 1 }
        var previous: Int32 = -1
        var k = partition.components[c].firstRow
        while k >= 0 && Int(k) != r {
            previous = k
            k = lp.rows[Int(k)].next
        }
        if k >= 0 {
            let next = lp.rows[r].next
            if previous >= 0 { lp.rows[Int(previous)].next = next } else { partition.components[c].firstRow = next }
            if partition.components[c].lastRow == Int32(r) { partition.components[c].lastRow = previous }
            lp.rows[r].next = -1
            partition.components[c].rowCount -= 1
        }
        markDirty(c)
    }
}
