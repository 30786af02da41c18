/// What a constraint currently is inside the engine.
enum ConstraintRole: Sendable, Equatable {
    case inactive
    /// A required equality solved directly: record index in the program.
    case definition(Int)
    /// A row of the linear program over the free parameters: index into `lpRows`.
    case lpRow(Int)
    /// A required equality implied by the others (kept to re-check and to re-place on removals).
    case redundant
}

/// A constraint as added: `Σ coefficient × variable + constant relation 0`.
struct ConstraintEntry: Sendable {
    var variables: [Int]
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var strength: Double
    var isEdit: Bool
    var role: ConstraintRole = .inactive

    var isActive: Bool { role != .inactive }
    var isRequired: Bool { strength >= 1000 }

    /// The expression's value for `values`.
    func evaluate(_ values: [Double]) -> Double {
        var sum = constant
        for i in variables.indices { sum += coefficients[i] * values[variables[i]] }
        return sum
    }

    /// How far `values` are from satisfying the constraint (0 when satisfied).
    func error(_ values: [Double]) -> Double {
        let e = evaluate(values)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// A tolerance scaled to the size of the numbers involved.
    func tolerance(_ values: [Double]) -> Double {
        var scale = abs(constant)
        for i in variables.indices { scale = max(scale, abs(coefficients[i] * values[variables[i]])) }
        return 1e-7 * max(1, scale)
    }
}

/// The engine behind `Solver`. All state lives in arrays, so copying a solver is copy-on-write.
struct SolverStorage: Sendable {
    var variableCount = 0
    var values: [Double] = []
    var entries: [ConstraintEntry] = []
    var edits: [Variable: Int] = [:]

    // Direct resolution of required equalities.
    var program = Program()
    /// The program record defining each variable, or -1 for a free parameter.
    var definitionOf: [Int32] = []
    /// How many program records and LP rows read each variable.
    var useCount: [Int32] = []
    /// The first program record that reads each variable (a lower bound after removals).
    var firstUse: [Int32] = []

    // The linear program over free parameters, split into independent components.
    var lpRows: [LPRow] = []
    var components: [Component] = []
    var componentOf: [Int32] = []
    var auxiliaryCount = 0

    // Pending work for the next solve.
    var needsRebuild = false
    var programConstantsChanged = false
    var evaluateFrom = Int.max
    var explainsConflicts = true

    // Scratch space for expansions (kept zeroed between uses).
    var scratch = ExpansionScratch()

    mutating func makeVariable() -> Variable {
        variableCount += 1
        values.append(0)
        definitionOf.append(-1)
        useCount.append(0)
        firstUse.append(Int32.max)
        componentOf.append(-1)
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
        return Expression(terms: e.variables.indices.map { Term(e.coefficients[$0], Variable(index: e.variables[$0])) },
                          constant: e.constant)
    }

    func relation(of c: ConstraintID) -> Relation? { contains(c) ? entries[c.index].relation : nil }

    func strength(of c: ConstraintID) -> Strength? {
        contains(c) ? Strength(unchecked: entries[c.index].strength) : nil
    }

    func value(of v: Variable) -> Double { v.index < values.count && v.index >= 0 ? values[v.index] : 0 }

    func allValues() -> [Double] { values }

    /// Merges repeated variables (keeping first-appearance order) and validates the numbers.
    func normalize(_ expression: Expression) throws(SolverError) -> (variables: [Int], coefficients: [Double]) {
        guard expression.constant.isFinite else { throw .nonFiniteValue }
        var vars: [Int] = []
        var coefs: [Double] = []
        vars.reserveCapacity(expression.terms.count)
        coefs.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw .nonFiniteValue }
            let v = term.variable.index
            guard v >= 0 && v < variableCount else { throw .unknownVariable(term.variable) }
            if let i = vars.firstIndex(of: v) {
                coefs[i] += term.coefficient
            } else {
                vars.append(v)
                coefs.append(term.coefficient)
            }
        }
        var k = 0
        while k < vars.count {
            if abs(coefs[k]) <= Tolerance.zero { vars.remove(at: k); coefs.remove(at: k) } else { k += 1 }
        }
        return (vars, coefs)
    }

    mutating func add(_ expression: Expression, _ relation: Relation, strength: Strength) throws(SolverError) -> ConstraintID {
        let (vars, coefs) = try normalize(expression)
        if needsRebuild { rebuild() }
        let entry = ConstraintEntry(variables: vars, coefficients: coefs, constant: expression.constant,
                                    relation: relation, strength: strength.priority, isEdit: false)
        entries.append(entry)
        let id = entries.count - 1
        do {
            try place(id)
        } catch {
            entries[id].role = .inactive
            throw error
        }
        return ConstraintID(index: id)
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
        let entry = ConstraintEntry(variables: [v.index], coefficients: [1], constant: -values[v.index],
                                    relation: .equal, strength: strength.priority, isEdit: true)
        entries.append(entry)
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
        let old = entries[id].constant
        guard old != constant else { return }
        if needsRebuild { rebuild() }
        changeConstant(of: id, to: constant)
        guard entries[id].isRequired else { return }
        if requiredViolation() {
            changeConstant(of: id, to: old)
            solveIfNeeded()
            throw .unsatisfiable(explainConstantConflict(id, constant: constant))
        }
    }
}
