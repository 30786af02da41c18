/// The invariants `README.md` states, checked in one place.
///
/// `solveIfNeeded` ends with `assert(checkInvariants())`: debug builds and tests pay a pass over
/// the whole state per solve, release builds nothing (`assert` is not evaluated under `-O`).
/// Each check returns `false` rather than trapping itself, so the assertion names the caller.
extension SolverStorage {
    func checkInvariants() -> Bool {
        checkProgramInvariants() && checkLinearProgramInvariants() && checkPartitionInvariants()
            && checkPendantInvariants()
    }

    /// Records are in topological order and agree with `variableStates` (definitions, use
    /// counts, first uses) and the entries' roles.
    func checkProgramInvariants() -> Bool {
        var uses = [Int32](repeating: 0, count: variableCount)
        for r in 0..<program.count {
            let s = Int(program.records[r].subject)
            guard s >= 0 else { continue }
            guard variableStates[s].definition == Int32(r),
                  entries[Int(program.records[r].detail.constraint)].role == .definition(r) else { return false }
            for t in program.terms(of: r) {
                let v = Int(program.recordTerms[t].variable)
                // A record reads parameters and variables defined by earlier records only.
                guard v != s, variableStates[v].definition < Int32(r), Int(variableStates[v].firstUse) <= r else { return false }
                uses[v] += 1
            }
        }
        for v in 0..<variableCount where variableStates[v].definition >= 0 {
            guard program.records[Int(variableStates[v].definition)].subject == Int32(v) else { return false }
        }
        for row in lp.rows where row.isActive && row.component != -1 {
            for t in row.terms { uses[Int(lp.symbols[t])] += 1 }
        }
        return uses == variableStates.map(\.useCount)
    }

    /// Active rows are written over free parameters, sorted, and are their constraint's role.
    func checkLinearProgramInvariants() -> Bool {
        for (id, entry) in entries.enumerated() {
            guard case .lpRow(let r) = entry.role else { continue }
            guard lp.rows[r].isActive, lp.rows[r].constraint == id else { return false }
        }
        for row in lp.rows where row.isActive {
            var previous: Int32 = -1
            for t in row.terms {
                let p = lp.symbols[t]
                guard p > previous, variableStates[Int(p)].definition < 0, lp.coefficients[t].isFinite else { return false }
                previous = p
            }
        }
        return true
    }

    /// Each live component's lists are as long as their counts and agree with `componentOf`;
    /// a component is pending at most once, exactly when `isQueued`; a replayed tableau is not kept.
    func checkPartitionInvariants() -> Bool {
        var queuedCount = 0
        for (c, component) in partition.components.enumerated() where component.isAlive {
            if component.isQueued { queuedCount += 1 }
            // A solved component's replayed tableau (`replayBase`) is not kept and built from its rows.
            guard component.isDirty || component.replayBase < 0 || (component.tableauSlot < 0 && Int32(component.replayBase) <= component.rowCount)
            else { return false }
            var rowCount: Int32 = 0
            var r = component.firstRow
            while r >= 0 {
                guard lp.rows[Int(r)].component == c, lp.rows[Int(r)].isActive,
                      rowCount < component.rowCount else { return false }
                rowCount += 1
                r = lp.rows[Int(r)].next
            }
            var parameterCount: Int32 = 0
            var p = component.firstParameter
            while p >= 0 {
                guard partition.componentOf[Int(p)] == Int32(c), parameterCount < component.parameterCount
                else { return false }
                parameterCount += 1
                p = partition.nextParameter[Int(p)]
            }
            guard rowCount == component.rowCount, parameterCount == component.parameterCount else { return false }
        }
        return queuedCount == Set(partition.pending).count
            && partition.pending.count == Set(partition.pending).count
    }

    /// `subjectOfRow` and `rowOfSubject` are inverse maps, and no component holds a subject.
    func checkPendantInvariants() -> Bool {
        guard pendants.subjectOfRow.count == pendants.count,
              pendants.rowOfSubject.count == pendants.count else { return false }
        for (row, subject) in pendants.subjectOfRow {
            guard pendants.rowOfSubject[subject] == row, lp.rows[Int(row)].component == LPRow.pendant,
                  partition.componentOf[Int(subject)] < 0 else { return false }
        }
        return true
    }
}
