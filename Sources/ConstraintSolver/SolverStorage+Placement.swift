/// A constraint written over free parameters: `form (== | >=) 0`, `form.constant` included.
struct LPRow: Sendable {
    var constraint: Int
    var form: SparseRow
    /// +1, or -1 when a `<=` constraint was negated into `>=`.
    var sign: Double
    var isInequality: Bool
    var priority: Double
    /// Restricted symbols owned by the row: `e+, e-` for equalities, `slack, e` for inequalities.
    var auxiliaries0: Int
    var auxiliaries1: Int
    var component: Int
    var used: [Int32]
    var isActive = true
}

/// An independent part of the linear program: rows that share parameters, and their tableau.
struct Component: Sendable {
    var rows: [Int] = []
    var parameters: [Int] = []
    var tableau = ComponentTableau()
    var isDirty = true
    var valuesStale = true
    var isAlive = true
}

extension SolverStorage {
    /// Puts an active-to-be entry into the program or the linear program.
    mutating func place(_ id: Int) throws(SolverError) {
        let e = entries[id]
        if e.relation == .equal && e.isRequired && !e.isEdit, let s = eligibleSubject(e) {
            define(id, subject: s)
            return
        }
        let expansion = expand(id)
        if e.relation == .equal && e.isRequired && expansion.form.isEmpty {
            guard abs(expansion.form.constant) <= tolerance(id, values) + 1e-7 else {
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
        for t in e.terms where t != i {
            let v = termVariables[t]
            program.termVariable.append(v)
            program.termCoefficient.append(-termCoefficients[t] / a)
            useCount[Int(v)] += 1
            if firstUse[Int(v)] == Int32.max { firstUse[Int(v)] = Int32(r) }
        }
        program.close(subject: s, constant: -e.constant / a, subjectCoefficient: a, constraint: id)
        definitionOf[s] = Int32(r)
        entries[id].role = .definition(r)
        evaluateFrom = min(evaluateFrom, r)
    }

    /// Adds a row to the linear program, merging the components it connects.
    mutating func addRow(_ id: Int, _ expansion: Expansion) throws(SolverError) {
        let e = entries[id]
        let sign: Double = e.relation == .lessThanOrEqual ? -1 : 1
        var form = expansion.form
        if sign < 0 { form.scale(by: -1) }
        let aux0 = -(auxiliaryCount + 1), aux1 = -(auxiliaryCount + 2)
        auxiliaryCount += 2
        let rowIndex = lpRows.count
        var row = LPRow(constraint: id, form: form, sign: sign, isInequality: e.relation != .equal,
                        priority: e.strength, auxiliaries0: aux0, auxiliaries1: aux1, component: -1,
                        used: expansion.used.map(\.record))
        if form.isEmpty {
            lpRows.append(row)
            entries[id].role = .lpRow(rowIndex)
            if e.isRequired && rowError(row) > tolerance(id, values) + 1e-7 {
                lpRows[rowIndex].isActive = false
                entries[id].role = .inactive
                throw .unsatisfiable(explainDirectConflict(id, expansion))
            }
            return
        }
        let c = mergeComponents(of: form.symbols)
        row.component = c
        lpRows.append(row)
        entries[id].role = .lpRow(rowIndex)
        for p in form.symbols { useCount[p] += 1 }
        components[c].rows.append(rowIndex)
        if !components[c].isDirty {
            components[c].tableau.insert(row)
            components[c].tableau.optimize()
            components[c].valuesStale = true
        }
        guard e.isRequired else { return }
        solveComponent(c)
        if components[c].tableau.requiredError > 1e-7 {
            detachRow(rowIndex)
            entries[id].role = .inactive
            let conflict = explainProgramConflict(id, component: c)
            throw .unsatisfiable(conflict)
        }
    }

    /// The error a parameter-free row has (its value is fixed).
    func rowError(_ row: LPRow) -> Double {
        row.isInequality ? max(0, -row.form.constant) : abs(row.form.constant)
    }

    /// Joins the components of `parameters` into one (the lowest-numbered), creating one if needed.
    mutating func mergeComponents(of parameters: [Int]) -> Int {
        var ids: [Int] = []
        for p in parameters where componentOf[p] >= 0 && !ids.contains(Int(componentOf[p])) {
            ids.append(Int(componentOf[p]))
        }
        ids.sort()
        let target: Int
        if let first = ids.first {
            target = first
        } else {
            target = components.count
            components.append(Component(tableau: ComponentTableau(denseLimit: denseTableauLimit)))
        }
        for other in ids.dropFirst() {
            let o = components[other]
            for p in o.parameters { componentOf[p] = Int32(target) }
            for r in o.rows { lpRows[r].component = target }
            components[target].parameters += o.parameters
            components[target].rows += o.rows
            if !components[target].isDirty && !o.isDirty {
                components[target].tableau.absorb(o.tableau)
            } else {
                components[target].isDirty = true
            }
            components[other] = Component(isDirty: false, valuesStale: false, isAlive: false)
        }
        components[target].rows.sort()
        for p in parameters where componentOf[p] < 0 {
            componentOf[p] = Int32(target)
            components[target].parameters.append(p)
        }
        components[target].valuesStale = true
        return target
    }

    /// Takes a row out of its component (the component is rebuilt at the next solve).
    mutating func detachRow(_ r: Int) {
        lpRows[r].isActive = false
        let c = lpRows[r].component
        guard c >= 0 else { return }
        for p in lpRows[r].form.symbols { useCount[p] -= 1 }
        components[c].rows.removeAll { $0 == r }
        components[c].isDirty = true
        components[c].valuesStale = true
    }

    /// Rebuilds a dirty component's tableau from its rows, in creation order, and optimizes it.
    mutating func solveComponent(_ c: Int) {
        guard components[c].isDirty else { return }
        var t = ComponentTableau(expectedSymbols: components[c].parameters.count + 2 * components[c].rows.count,
                                 denseLimit: denseTableauLimit)
        for r in components[c].rows { t.insert(lpRows[r]) }
        t.optimize()
        components[c].tableau = t
        components[c].isDirty = false
        components[c].valuesStale = true
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
            if program.expandedInto[r] {
                needsRebuild = true
                return
            }
            undefine(r)
            replaceRedundantConstraints()
        }
    }

    /// Turns a record's subject back into a free parameter.
    mutating func undefine(_ r: Int) {
        let s = Int(program.subject[r])
        for t in program.terms(of: r) { useCount[Int(program.termVariable[t])] -= 1 }
        program.subject[r] = -1
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
            program.constant[r] = -constant / program.subjectCoefficient[r]
            programConstantsChanged = true
            evaluateFrom = min(evaluateFrom, r)
        case .lpRow(let r):
            lpRows[r].form.constant += lpRows[r].sign * delta
            let c = lpRows[r].component
            if c >= 0 { components[c].isDirty = true }
        case .redundant, .inactive:
            break
        }
    }

    /// Rebuilds every structure from the active constraints, in creation order.
    mutating func rebuild() {
        needsRebuild = false
        program = Program()
        lpRows = []
        components = []
        auxiliaryCount = 0
        for v in 0..<variableCount {
            definitionOf[v] = -1
            useCount[v] = 0
            firstUse[v] = Int32.max
            componentOf[v] = -1
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
