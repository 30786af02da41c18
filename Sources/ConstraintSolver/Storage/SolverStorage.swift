/// The engine behind `Solver`. All state lives in arrays, so copying a solver is copy-on-write.
@usableFromInline
struct SolverStorage: Sendable {
    var variableCount = 0
    var values: [Double] = []
    var entries = PlainColumn<ConstraintEntry>()
    /// Every constraint's terms (`ConstraintEntry.terms`), shared by the program records.
    var termPool = PlainColumn<PooledTerm>()
    var edits: [Variable: Int] = [:]

    // Direct resolution of required equalities.
    var program = Program()
    /// What the program knows of each variable, one record per variable (`add` then enters one
    /// array for all three, not three arrays each with its own uniqueness check).
    var variableStates = PlainColumn<VariableState>()

    /// Entries that were `.redundant` when placed (checked lazily: the role may have changed).
    var redundantIDs: [Int] = []

    // The linear program over free parameters, and how it splits into independent components.
    var lp = LinearProgram()
    var partition = Partition()
    /// Rows solved after the components by setting a parameter only they hold.
    var pendants = PendantRows()
    /// Which records read each variable (built once the program stops changing shape).
    var readers = ProgramReaders()

    // Pending work for the next solve.
    var needsRebuild = false
    /// The first program record whose inputs changed since the last evaluation.
    var evaluateFrom = Int.max

    // Switches (tests flip the first four to compare paths that must agree).
    var explainsConflicts = true
    /// Components with at most this many symbols use a dense tableau (0: always sparse).
    var denseTableauLimit = DenseTableau.maximumColumns
    /// Whether small components forget their tableau once solved (tests turn it off to compare).
    var dropsSolvedTableaux = true
    /// Whether tiny components with a unique optimum are solved without a tableau
    /// (`SolverStorage+TinyComponents.swift`; tests turn it off to compare).
    var solvesTinyComponentsDirectly = true
    /// Components over one parameter with at least this many rows are solved in closed form
    /// (`SolverStorage+OneParameter.swift`; `Int.max`: never, tests lower it to compare).
    var oneParameterClosedFormRows = 32
    /// Whether a required row skips the conflict-catching solve (only while re-placing rows
    /// that are known to hold: `replaceRowsExpanded`).
    var defersRequiredSolves = false

    // Scratch space for expansions (kept zeroed between uses).
    var scratch = ExpansionScratch()

    mutating func makeVariable() -> Variable {
        variableCount += 1
        values.append(0)
        variableStates.append(VariableState())
        partition.componentOf.append(-1)
        partition.nextParameter.append(-1)
        return Variable(index: variableCount - 1)
    }

    func contains(_ c: ConstraintID) -> Bool {
        c.index >= 0 && c.index < entries.count && entries[c.index].isActive && !entries[c.index].isEdit
    }

    var activeConstraints: [ConstraintID] {
        entries.indices.filter { entries[$0].isActive && !entries[$0].isEdit }.map(ConstraintID.init(index:))
    }

    func expression(of c: ConstraintID) -> Expression? {
        guard contains(c) else { return nil }
        let e = entries[c.index]
        return Expression(terms: e.terms.map { Term(e.unscaled(termPool[$0].coefficient),
                                                     Variable(index: Int(termPool[$0].variable))) },
                          constant: e.unscaled(e.constant))
    }

    func relation(of c: ConstraintID) -> Relation? { contains(c) ? entries[c.index].relation : nil }

    func strength(of c: ConstraintID) -> Strength? {
        contains(c) ? Strength(unchecked: entries[c.index].strength) : nil
    }

    func value(of v: Variable) -> Double { v.index < values.count && v.index >= 0 ? values[v.index] : 0 }

    func allValues() -> [Double] { values }

    /// Makes `count` variables at once; returns the index of the first.
    mutating func makeVariables(_ count: Int) -> Int {
        let first = variableCount
        variableCount += count
        values.append(contentsOf: repeatElement(0, count: count))
        variableStates.append(repeating: VariableState(), count: count)
        partition.componentOf.append(contentsOf: repeatElement(-1, count: count))
        partition.nextParameter.append(contentsOf: repeatElement(-1, count: count))
        reserveForConstraints(about: count)
        return first
    }

    /// Room for the constraints of `count` new variables in the per-constraint arrays, made when
    /// variables come in bulk (a layout has one to two constraints per variable, some of them
    /// rows of the linear program). Without it the arrays double their way up, copying
    /// everything and touching fresh pages each time; capacity that is never used is never
    /// touched, so it costs no resident memory.
    mutating func reserveForConstraints(about count: Int) {
        guard count >= 1024 else { return }
        // An eighth more: the first constraints added or re-added after a bulk load then do
        // not pay for doubling every per-constraint array at once (about 1 ms at 40,000).
        let count = count + count / 8
        func grow<T>(_ a: inout [T], by n: Int) {
            if a.capacity < a.count + n { a.reserveCapacity(a.count + n) }
        }
        entries.grow(by: 2 * count)
        termPool.grow(by: 6 * count)
        program.records.grow(by: 2 * count)
        program.recordTerms.grow(by: 4 * count)
        grow(&lp.rows, by: count)
        grow(&lp.symbols, by: 2 * count)
        grow(&lp.coefficients, by: 2 * count)
        grow(&lp.usedRecords, by: 2 * count)
        grow(&lp.usedWeights, by: 2 * count)
        grow(&lp.usedRow, by: 2 * count)
        grow(&lp.usedNext, by: 2 * count)
        grow(&partition.components, by: count / 2)
    }

    /// The expression's value for `values`.
    func evaluate(_ id: Int, _ values: [Double]) -> Double {
        var sum = entries[id].constant
        for t in entries[id].terms { sum += termPool[t].coefficient * values[Int(termPool[t].variable)] }
        return sum.isFinite ? sum : evaluateScaled(id, values)
    }

    /// The expression's value when the plain sum overflowed: `1e9·a − 3e9·c` with `a = 3c ≈ 5e306`
    /// is 0, but each product is infinite and their difference NaN. Every coefficient is divided by
    /// the largest one and every value by the largest value first, so no product exceeds 1; only a
    /// result that is itself beyond the largest Double comes back infinite (with its sign), never NaN.
    func evaluateScaled(_ id: Int, _ values: [Double]) -> Double {
        let terms = entries[id].terms
        var coefficientScale = 0.0, valueScale = 0.0
        for t in terms {
            coefficientScale = max(coefficientScale, abs(termPool[t].coefficient))
            valueScale = max(valueScale, abs(values[Int(termPool[t].variable)]))
        }
        let constant = entries[id].constant
        guard coefficientScale > 0, valueScale > 0, valueScale.isFinite, constant.isFinite else {
            var sum = constant
            for t in terms { sum += termPool[t].coefficient * values[Int(termPool[t].variable)] }
            return sum
        }
        var scaled = constant / coefficientScale / valueScale
        for t in terms {
            scaled += (termPool[t].coefficient / coefficientScale) * (values[Int(termPool[t].variable)] / valueScale)
        }
        return scaled * coefficientScale * valueScale
    }

    /// How far `values` are from satisfying constraint `id` (0 when satisfied).
    func error(_ id: Int, _ values: [Double]) -> Double {
        let e = evaluate(id, values)
        switch entries[id].relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// A tolerance scaled to the size of the numbers in constraint `id`.
    func tolerance(_ id: Int, _ values: [Double]) -> Double {
        var scale = abs(entries[id].constant)
        for t in entries[id].terms { scale = max(scale, abs(termPool[t].coefficient * values[Int(termPool[t].variable)])) }
        return Tolerance.requiredResidual * max(1, scale)
    }

    /// Copies constraint `id` of `other` (inactive) into this storage; returns its new index.
    mutating func copyEntry(_ id: Int, of other: SolverStorage) -> Int {
        var e = other.entries[id]
        let start = Int32(termPool.count)
        termPool.append(contentsOf: other.termPool[e.terms])
        e.termStart = start
        e.role = .inactive
        entries.append(e)
        return entries.count - 1
    }

    func checkedEntry(_ c: ConstraintID) throws(SolverError) -> Int {
        guard contains(c) else { throw .unknownConstraint(c) }
        return c.index
    }

    mutating func remove(_ c: ConstraintID) throws(SolverError) {
        let id = try checkedEntry(c)
        if needsRebuild { rebuild() }
        removeEntry(id)
    }

    mutating func setStrength(_ strength: Strength, of c: ConstraintID) throws(SolverError) {
        let id = try checkedEntry(c)
        let old = entries[id].strength
        guard (old >= 1000) == strength.isRequired else { throw .requiredStrengthChange(c) }
        guard old != strength.priority else { return }
        if needsRebuild { rebuild() }
        removeEntry(id)
        entries[id].strength = strength.priority
        try? place(id)
    }

    mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        guard v.index >= 0 && v.index < variableCount else { throw .unknownVariable(v) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        guard edits[v] == nil else { throw .duplicateEditVariable(v) }
        solveIfNeeded()  // also completes a pending rebuild
        termPool.append(PooledTerm(variable: Int32(v.index), coefficient: 1))
        entries.append(ConstraintEntry(termStart: Int32(termPool.count - 1), termCount: 1,
                                       constant: -values[v.index], relation: .equal,
                                       strength: strength.priority, isEdit: true))
        let id = entries.count - 1
        try? place(id)
        edits[v] = id
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let id = edits[v] else { throw .notAnEditVariable(v) }
        edits[v] = nil
        if needsRebuild { rebuild() }
        removeEntry(id)
    }

    mutating func suggest(_ value: Double, for v: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue }
        guard let id = edits[v] else { throw .notAnEditVariable(v) }
        if needsRebuild { rebuild() }
        changeConstant(of: id, to: -value)
    }

    mutating func setConstant(_ constant: Double, of c: ConstraintID) throws(SolverError) {
        guard constant.isFinite else { throw .nonFiniteValue }
        let id = try checkedEntry(c)
        let constant = entries[id].scaled(constant)
        guard constant.isFinite else { throw .nonFiniteValue }
        let old = entries[id].constant
        guard old != constant else { return }
        if needsRebuild { rebuild() }
        lp.changedFreeRows.removeAll(keepingCapacity: true)
        changeConstant(of: id, to: constant)
        guard entries[id].isRequired else { return }
        let pending = partition.pending
        if requiredViolation(pending: pending) {
            changeConstant(of: id, to: old)
            solveIfNeeded()
            throw .unsatisfiable(explainConstantConflict(id, constant: constant))
        }
    }
}
