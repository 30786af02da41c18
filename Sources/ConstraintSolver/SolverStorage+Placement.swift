extension SolverStorage {
    /// Puts an active-to-be entry into the program or the linear program.
    mutating func place(_ id: Int) throws(SolverError) {
        let e = entries[id]
        if e.relation == .equal && e.isRequired && !e.isEdit, let s = eligibleSubject(e) {
            define(id, subject: s)
            return
        }
        let expansion = expand(id)
        if e.relation == .equal && e.isRequired && expansion.termCount == 0 {
            defer { discard(expansion) }
            guard abs(expansion.constant) <= tolerance(id, values) + 1e-7 else {
                throw .unsatisfiable(explainDirectConflict(id, expansion))
            }
            entries[id].role = .redundant
            return
        }
        try addRow(id, expansion)
    }

    /// A free parameter of the constraint that nothing reads yet, so it can be defined last.
    func eligibleSubject(_ e: ConstraintEntry) -> Int? {
        var best: Int? = nil
        for t in e.terms {
            let v = Int(termVariables[t])
            guard definitionOf[v] < 0 && useCount[v] == 0 else { continue }
            if abs(termCoefficients[t]) >= 1e-3 { return t }
            if best == nil || abs(termCoefficients[t]) > abs(termCoefficients[best!]) { best = t }
        }
        return best
    }

    /// Appends the record `subject = …` solved from constraint `id`; `i` is the subject's term.
    mutating func define(_ id: Int, subject i: Int) {
        let e = entries[id]
        let s = Int(termVariables[i])
        let a = termCoefficients[i]
        let r = program.count
        let termStart = program.termVariable.count
        for t in e.terms where t != i {
            let v = termVariables[t]
            program.termVariable.append(v)
            program.termCoefficient.append(-termCoefficients[t] / a)
            useCount[Int(v)] += 1
            if firstUse[Int(v)] == Int32.max { firstUse[Int(v)] = Int32(r) }
        }
        program.close(subject: s, termStart: termStart, constant: -e.constant / a, subjectCoefficient: a, constraint: id)
        definitionOf[s] = Int32(r)
        entries[id].role = .definition(r)
        evaluateFrom = min(evaluateFrom, r)
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
            if program.records[r].expandedInto {
                needsRebuild = true
                return
            }
            undefine(r)
            replaceRedundantConstraints()
        }
    }

    /// Turns a record's subject back into a free parameter.
    mutating func undefine(_ r: Int) {
        let s = Int(program.records[r].subject)
        for t in program.terms(of: r) { useCount[Int(program.termVariable[t])] -= 1 }
        program.records[r].subject = -1
        definitionOf[s] = -1
        values[s] = 0
        if firstUse[s] != Int32.max { evaluateFrom = min(evaluateFrom, Int(firstUse[s])) }
    }

    /// Re-places implied equalities, which may now be the ones that determine something.
    mutating func replaceRedundantConstraints() {
        for id in entries.indices where entries[id].role == .redundant {
            entries[id].role = .inactive
            do { try place(id) } catch { entries[id].role = .redundant }
        }
    }

    /// Changes a normalized constant without touching the structure.
    mutating func changeConstant(of id: Int, to constant: Double) {
        let delta = constant - entries[id].constant
        entries[id].constant = constant
        switch entries[id].role {
        case .definition(let r):
            program.records[r].constant = -constant / program.records[r].subjectCoefficient
            programConstantsChanged = true
            evaluateFrom = min(evaluateFrom, r)
        case .lpRow(let r):
            lpRows[r].constant += lpRows[r].sign * delta
            let c = lpRows[r].component
            if c >= 0 { markDirty(c) }
        case .redundant, .inactive:
            break
        }
    }

    /// Rebuilds every structure from the active constraints, in creation order.
    mutating func rebuild() {
        needsRebuild = false
        program = Program()
        lpRows = []
        lpSymbols = []
        lpCoefficients = []
        usedRecords = []
        usedWeights = []
        components = []
        pendingComponents = []
        auxiliaryCount = 0
        for v in 0..<variableCount {
            definitionOf[v] = -1
            useCount[v] = 0
            firstUse[v] = Int32.max
            componentOf[v] = -1
            nextParameter[v] = -1
            values[v] = 0
        }
        programConstantsChanged = false
        evaluateFrom = 0
        let explains = explainsConflicts
        explainsConflicts = false
        for id in entries.indices where entries[id].isActive {
            entries[id].role = .inactive
            do { try place(id) } catch { entries[id].role = .inactive }
        }
        explainsConflicts = explains
    }
}
