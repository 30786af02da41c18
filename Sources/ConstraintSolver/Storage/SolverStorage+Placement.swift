extension SolverStorage {
    /// Puts an active-to-be entry into the program or the linear program.
    mutating func place(_ id: Int) throws(SolverError) {
        let e = entries[id]
        if e.relation == .equal && e.isRequired && !e.isEdit {
            if let s = eligibleSubject(e) {
                define(id, subject: s)
                return
            }
            if try redefine(id) { return }
        }
        let expansion = expand(id)
        if e.relation == .equal && e.isRequired && expansion.termCount == 0 {
            defer { discard(expansion) }
            guard abs(expansion.constant) <= tolerance(id, values) + Tolerance.requiredResidual else {
                throw .unsatisfiable(explainDirectConflict(id, expansion))
            }
            entries[id].role = .redundant
            redundantIDs.append(id)
            return
        }
        try addRow(id, expansion)
    }

    mutating func removeEntry(_ id: Int) {
        switch entries[id].role {
        case .inactive:
            return
        case .redundant:
            entries[id].role = .inactive
        case .lpRow(let r):
            entries[id].role = .inactive
            detachRow(r)
        case .definition(let r):
            entries[id].role = .inactive
            undefine(r)
            if program.records[r].detail.expandedInto { replaceRowsExpanded(through: r) }
            replaceRedundantConstraints()
        }
    }

    /// Turns a record's subject back into a free parameter.
    mutating func undefine(_ r: Int) {
        let s = Int(program.records[r].subject)
        for t in program.terms(of: r) { variableStates[Int(program.recordTerms[t].variable)].useCount -= 1 }
        program.records[r].subject = -1
        // Remembers the slot, which a definition of `s` can take again (`redefine`).
        variableStates[s].definition = Int32(-2 - r)
        values[s] = 0
        readers.plans = []
        readers.recentSeeds = []
        noteValueChange(of: s)
    }

    /// Re-places implied equalities, which may now be the ones that determine something.
    mutating func replaceRedundantConstraints() {
        let ids = redundantIDs.filter { entries[$0].role == .redundant }
        redundantIDs = []
        for id in ids {
            entries[id].role = .inactive
            do { try place(id) } catch { entries[id].role = .redundant; redundantIDs.append(id) }
        }
    }

    /// Re-expands the rows that substituted record `r` (now a tombstone: its subject is a free
    /// parameter again), in creation order — the rows a rebuild would change, and only those.
    mutating func replaceRowsExpanded(through r: Int) {
        var ids: [Int] = []
        var u = lp.useHead(of: r)
        while u >= 0 {
            let row = Int(lp.usedRow[Int(u)])
            if row >= 0 && lp.rows[row].isActive, case .lpRow(let current) = entries[lp.rows[row].constraint].role,
               current == row {
                ids.append(lp.rows[row].constraint)
            }
            u = lp.usedNext[Int(u)]
        }
        ids.sort()
        // These rows held together with the removed definition, so they hold without it: the
        // solve after each required row (to catch a conflict) cannot fail, and each would
        // rebuild the component the rows gather into — quadratic in its size. Put off.
        let defers = defersRequiredSolves
        defersRequiredSolves = true
        defer { defersRequiredSolves = defers }
        var previous = -1
        for id in ids where id != previous {
            previous = id
            guard case .lpRow = entries[id].role else { continue }
            removeEntry(id)
            do { try place(id) } catch { entries[id].role = .inactive }
        }
    }

    /// Changes a normalized constant without touching the structure.
    mutating func changeConstant(of id: Int, to constant: Double) {
        entries[id].constant = constant
        switch entries[id].role {
        case .definition(let r):
            program.records[r].constant = -constant / program.records[r].detail.subjectCoefficient
            noteRecordChange(r)
            var u = lp.useHead(of: r)
            while u >= 0 {
                let row = Int(lp.usedRow[Int(u)])
                if row >= 0 && lp.rows[row].isActive { refreshConstant(ofRow: row) }
                u = lp.usedNext[Int(u)]
            }
        case .lpRow(let r):
            // Summed again from the constraint, as `expand` summed it, not moved by the change:
            // `old + (new − old)` loses `new` when `old` is huge (a suggestion of 1e300 then of 5
            // gave 0) and drifts by rounding from what a fresh solver computes.
            refreshConstant(ofRow: r)
        case .redundant, .inactive:
            break
        }
    }

    /// Recomputes a row's constant from its constraint and the records it used, exactly as
    /// `expand` summed it.
    mutating func refreshConstant(ofRow r: Int) {
        let row = lp.rows[r]
        var k = entries[row.constraint].constant
        for u in row.used { k += lp.usedWeights[u] * program.records[Int(lp.usedRecords[u])].constant }
        k *= row.sign
        guard k != lp.rows[r].constant else { return }
        lp.rows[r].constant = k
        noteConstantChange(ofRow: r)
    }

    /// Queues what must be solved again after row `r`'s constant changed.
    mutating func noteConstantChange(ofRow r: Int) {
        let c = lp.rows[r].component
        if c >= 0 {
            markDirty(c)
        } else if c == LPRow.pendant {
            queuePendant(r)
        } else {
            lp.changedFreeRows.append(r)
        }
    }

    /// Rebuilds every structure from the active constraints, in creation order.
    mutating func rebuild() {
        needsRebuild = false
        program = Program()
        lp = LinearProgram()
        redundantIDs = []
        partition.components = []
        partition.pending = []
        partition.tableaux = []
        partition.freeTableauSlots = []
        partition.solvedValues = []
        pendants = PendantRows()
        for v in 0..<variableCount {
            variableStates[v].definition = -1
            variableStates[v].useCount = 0
            variableStates[v].firstUse = Int32.max
            partition.componentOf[v] = -1
            partition.nextParameter[v] = -1
            values[v] = 0
        }
        evaluateFrom = 0
        dropReaders()
        let explains = explainsConflicts
        explainsConflicts = false
        for id in entries.indices where entries[id].isActive {
            entries[id].role = .inactive
            do { try place(id) } catch { entries[id].role = .inactive }
        }
        explainsConflicts = explains
    }
}
