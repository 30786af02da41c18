extension SolverStorage {
    /// A conflict found while expanding into the program alone: the new constraint and the
    /// records it combined. The combination is unique (records are independent), so the set
    /// is irreducible: without any one of them the rest can hold.
    func explainDirectConflict(_ id: Int, _ expansion: Expansion) -> Conflict {
        var ids = Set<Int>([id])
        for u in expansion.used where abs(lp.usedWeights[u]) > Tolerance.zero {
            ids.insert(Int(program.records[Int(lp.usedRecords[u])].detail.constraint))
        }
        return Conflict(constraints: ids.sorted().map(ConstraintID.init(index:)))
    }

    /// A conflict inside the linear program: the required rows of the component and the
    /// records they were expanded through, shrunk to an irreducible set by a deletion filter.
    func explainProgramConflict(_ id: Int, component c: Int) -> Conflict {
        var ids = Set<Int>([id])
        guard explainsConflicts else { return Conflict(constraints: [ConstraintID(index: id)]) }
        if let newRow = lp.rows.last, newRow.constraint == id {
            for u in newRow.used { ids.insert(Int(program.records[Int(lp.usedRecords[u])].detail.constraint)) }
        }
        for r in rows(of: c) where entries[lp.rows[r].constraint].isRequired {
            ids.insert(lp.rows[r].constraint)
            for u in lp.rows[r].used { ids.insert(Int(program.records[Int(lp.usedRecords[u])].detail.constraint)) }
        }
        let candidates = ids.sorted()
        return Conflict(constraints: deletionFilter(candidates, keeping: id).map(ConstraintID.init(index:)))
    }

    /// Drops every candidate whose absence still leaves the set infeasible.
    func deletionFilter(_ candidates: [Int], keeping id: Int) -> [Int] {
        guard candidates.count <= 400 else { return candidates }
        var set = candidates
        for c in candidates where c != id {
            let trial = set.filter { $0 != c }
            if !isFeasible(trial) { set = trial }
        }
        return set
    }

    /// Whether the given constraints (by entry index) can all hold together.
    func isFeasible(_ ids: [Int]) -> Bool {
        var s = SolverStorage()
        s.explainsConflicts = false
        for _ in 0..<variableCount { _ = s.makeVariable() }
        for id in ids {
            let copy = s.copyEntry(id, of: self)
            s.entries[copy].isEdit = false
            do { try s.place(copy) } catch { return false }
        }
        return true
    }

    /// The conflict a new constant would cause: asked of a copy without the constraint.
    func explainConstantConflict(_ id: Int, constant: Double) -> Conflict {
        var copy = self
        copy.removeEntry(id)
        copy.solveIfNeeded()
        let newID = copy.copyEntry(id, of: self)
        copy.entries[newID].constant = constant
        do {
            try copy.place(newID)
        } catch {
            if case .unsatisfiable(let conflict) = error {
                return Conflict(constraints: conflict.constraints.map { $0.index == newID ? ConstraintID(index: id) : $0 }
                    .sorted())
            }
        }
        return Conflict(constraints: [ConstraintID(index: id)])
    }
}
