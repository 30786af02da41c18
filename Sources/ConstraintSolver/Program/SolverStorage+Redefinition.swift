/// Putting a required equality back into the slot its variable's removed definition left.
///
/// A removed definition leaves a tombstone in the program, and its subject becomes a free
/// parameter that records after the slot go on reading. Defining that variable again at the end
/// of the program would break the topological order, so a re-added `title.y = row.y + 4` would
/// otherwise become an ordinary row over every height above it. When the new constraint fits
/// the old slot — it reads only variables defined before the slot, no record before the slot
/// reads the subject, its terms fit the slot's, and no component holds the subject — it takes
/// the slot back: the program is as it was before the removal, in O(terms) plus the pendant
/// rows that held the subject, which are placed again over it.
extension SolverStorage {
    /// Places required equality `id` as a definition in a tombstone's slot if it can.
    /// - Returns: whether it did.
    /// - Throws: `.unsatisfiable` when a row placed again over the new definition conflicts;
    ///   the definition is taken out again first, so the system is what it was.
    mutating func redefine(_ id: Int) throws(SolverError) -> Bool {
        guard let (i, r) = tombstoneSlot(for: entries[id]) else { return false }
        let e = entries[id]
        let s = Int(termPool[i].variable)
        let a = termPool[i].coefficient
        var k = program.terms(of: r).lowerBound
        for t in e.terms where t != i {
            let v = termPool[t].variable
            // The readers index lists the slot under its old variables.
            if program.recordTerms[k].variable != v { dropReaders() }
            program.recordTerms[k] = PooledTerm(variable: v, coefficient: -termPool[t].coefficient / a)
            variableStates[Int(v)].useCount += 1
            variableStates[Int(v)].firstUse = min(variableStates[Int(v)].firstUse, Int32(r))
            k += 1
        }
        program.records[r].subject = Int32(s)
        program.records[r].constant = -e.constant / a
        program.records[r].detail = Program.Detail(constraint: Int32(id), subjectCoefficient: a)
        variableStates[s].definition = Int32(r)
        // Rows that used the old definition were all placed again when it was removed.
        if r < lp.recordUseHead.count { lp.recordUseHead[r] = -1 }
        entries[id].role = .definition(r)
        noteRecordChange(r)
        try replacePendantRows(holding: s, definedBy: id)
        return true
    }

    /// The term whose variable's tombstone slot constraint `e` can take, and the slot.
    func tombstoneSlot(for e: ConstraintEntry) -> (term: Int, record: Int)? {
        for t in e.terms {
            let s = Int(termPool[t].variable)
            let d = Int(variableStates[s].definition)
            guard d <= -2, abs(termPool[t].coefficient) >= Tolerance.pivot else { continue }
            let r = -2 - d
            guard r < program.count, program.records[r].subject < 0,
                  program.terms(of: r).count == e.terms.count - 1,
                  Int(variableStates[s].firstUse) > r, partition.componentOf[s] < 0 else { continue }
            var ordered = true
            for u in e.terms where u != t && Int(variableStates[Int(termPool[u].variable)].definition) >= r {
                ordered = false
                break
            }
            if ordered { return (t, r) }
        }
        return nil
    }

    /// Places again the pendant rows that held `s`, now defined by constraint `id`.
    private mutating func replacePendantRows(holding s: Int, definedBy id: Int) throws(SolverError) {
        guard !pendants.isEmpty else { return }
        var rows = pendants.readers[Int32(s)] ?? []
        if let row = pendants.rowOfSubject[Int32(s)] { rows.append(row) }
        let ids = rows.map { lp.rows[Int($0)].constraint }.sorted()
        for cid in ids {
            removeEntry(cid)
            do {
                try place(cid)
            } catch {
                // The new definition is what made `cid` fail: without it `cid` held before.
                entries[cid].role = .inactive
                removeEntry(id)
                do { try place(cid) } catch { entries[cid].role = .inactive }
                throw error
            }
        }
    }
}
