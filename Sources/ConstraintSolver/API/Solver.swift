/// An incremental linear constraint solver with Auto Layout's lexicographic priorities.
///
/// A `Solver` is a value: copying it copies the whole system, so a copy can be asked
/// "what if this constraint were gone?" without disturbing the original.
///
/// Values are computed lazily: mutating calls only record what changed, and the first
/// query afterwards (`value(of:)`, `ambiguousVariables()`, …) brings the solution up to date.
public struct Solver: Sendable {
    /// The engine, shared by copies of the solver until one of them changes (`StorageBox`).
    @usableFromInline var box = StorageBox()

    /// The engine: read in place; before a change, copied if another solver shares it.
    @inlinable var storage: SolverStorage {
        _read { yield box.storage }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = StorageBox(copying: box) }
            yield &box.storage
        }
    }

    public init() {}

    /// Frees the memory that dropped solvers keep for the next ones to build in (at most 64 MB,
    /// so that a process building solver after solver does not fault fresh pages in each time):
    /// for a process that will build no more, or to measure one solver's own memory.
    public static func releaseKeptMemory() { ColumnMemory.releaseAll() }

    /// The number of variables made so far.
    public var variableCount: Int { storage.variableCount }

    /// Makes a new variable (initially unconstrained, value 0).
    public mutating func makeVariable() -> Variable { storage.makeVariable() }

    /// Makes `count` new variables with consecutive indices.
    public mutating func makeVariables(_ count: Int) -> [Variable] {
        let first = storage.makeVariables(count)
        // Written in place: `map` over the range appended one element at a time, with a capacity
        // check each (15 instructions per variable, 3 % of a 100×100 grid's solver instructions).
        return [Variable](unsafeUninitializedCapacity: max(count, 0)) { buffer, initialized in
            for k in 0..<count { (buffer.baseAddress! + k).initialize(to: Variable(index: first &+ k)) }
            initialized = count
        }
    }

    /// Adds `expression relation 0` at `strength`.
    /// - Throws: `.unsatisfiable` with the minimal conflicting set if a required constraint
    ///   cannot hold (the solver is left as it was); `.nonFiniteValue`; `.unknownVariable`.
    @discardableResult @inlinable
    public mutating func add(_ expression: Expression, _ relation: Relation,
                             strength: Strength = .required) throws(SolverError) -> ConstraintID {
        // Inlined into the caller, so that the common path (a required equality that becomes a
        // program record, `addDirectDefinition`) is reached without two calls in between and
        // without `SolverStorage.add` copying the inline terms to take their address (7 % of a
        // solve on chain, grid and nested layouts). Everything else goes the general way, as before.
        if relation == .equal && strength.isRequired,
           let id = expression.withTerms({ storage.addDirectDefinitionIfReady($0, constant: expression.constant,
                                                                                priority: strength.priority) }) {
            return ConstraintID(index: id)
        }
        return try storage.add(expression, relation, strength: strength)
    }

    /// Adds `lhs relation rhs` at `strength`.
    @discardableResult
    public mutating func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                             strength: Strength = .required) throws(SolverError) -> ConstraintID {
        try storage.add(lhs - rhs, relation, strength: strength)
    }

    /// Removes a constraint; the solution becomes the one the system would have without it.
    public mutating func remove(_ constraint: ConstraintID) throws(SolverError) {
        try storage.remove(constraint)
    }

    /// Whether `constraint` is currently in the system.
    public func contains(_ constraint: ConstraintID) -> Bool { storage.contains(constraint) }

    /// The constraints currently in the system, in creation order.
    public var constraints: [ConstraintID] { storage.activeConstraints }

    /// The constraint as added: its expression moved to the left (`expression relation 0`).
    public func expression(of constraint: ConstraintID) -> Expression? { storage.expression(of: constraint) }

    public func relation(of constraint: ConstraintID) -> Relation? { storage.relation(of: constraint) }

    public func strength(of constraint: ConstraintID) -> Strength? { storage.strength(of: constraint) }

    /// Sets the constant of a constraint's normalized expression (`Σ aᵢxᵢ + constant relation 0`).
    /// This is what a changed `NSLayoutConstraint.constant` does; no rebuild happens.
    /// - Throws: `.unsatisfiable` if the new constant makes required constraints conflict
    ///   (the old constant is kept).
    public mutating func setConstant(_ constant: Double, of constraint: ConstraintID) throws(SolverError) {
        try storage.setConstant(constant, of: constraint)
    }

    /// Changes an optional constraint's strength to another optional strength.
    /// - Throws: `.requiredStrengthChange` when moving to or from required, as UIKit refuses.
    public mutating func setStrength(_ strength: Strength, of constraint: ConstraintID) throws(SolverError) {
        try storage.setStrength(strength, of: constraint)
    }

    /// Registers `variable` as an edit variable: later `suggest` calls pull it at `strength`.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try storage.addEditVariable(variable, strength: strength)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try storage.removeEditVariable(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { storage.edits[variable] != nil }

    /// Suggests a value for an edit variable; the system is re-optimized without a rebuild.
    public mutating func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        try storage.suggest(value, for: variable)
    }

    /// `storage.solveIfNeeded()` when it has work to do: a solved solver is only read, so a
    /// copy that shares its storage (`StorageBox`) is not copied to answer a query.
    mutating func solveIfNeeded() {
        if !storage.isSolved { storage.solveIfNeeded() }
    }

    /// Brings every variable's value up to date with the constraints.
    public mutating func solve() { solveIfNeeded() }

    /// The value of `variable` in the current optimal solution.
    public mutating func value(of variable: Variable) -> Double {
        solveIfNeeded()
        return storage.value(of: variable)
    }

    /// All values, indexed by `Variable.index`.
    public mutating func values() -> [Double] {
        solveIfNeeded()
        return storage.allValues()
    }

    /// All values, indexed by `Variable.index`, after checking that every value is finite and
    /// that every required constraint holds within `Tolerance.acceptedResidual` of its own size.
    /// - Throws: `.nonFiniteResult` for the first variable that overflowed, else
    ///   `.inaccurateSolution` for the first required constraint (in creation order) the
    ///   solution misses: a solution is never returned wrong without saying so.
    /// - Complexity: O(terms of all constraints) on top of the solve.
    public mutating func verifiedValues() throws(SolverError) -> [Double] {
        solveIfNeeded()
        try storage.verifySolution()
        return storage.allValues()
    }

    /// The variables that take more than one value across the optimal solutions, in index order.
    ///
    /// Exact (up to `Tolerance.zero`): a variable nothing pins, one that can slide between
    /// inequalities, and ties between optional constraints of equal strength all count;
    /// a variable fixed by the optimum never does.
    public mutating func ambiguousVariables() -> [Variable] {
        solveIfNeeded()
        return storage.ambiguousVariables()
    }

    /// Whether `variable` takes more than one value across the optimal solutions.
    public mutating func isAmbiguous(_ variable: Variable) -> Bool {
        ambiguousVariables().contains(variable)
    }

    /// Another optimal solution in which `variable` has a different value, as
    /// `exerciseAmbiguityInLayout()` shows; `nil` if the variable is not ambiguous.
    /// The returned values are indexed by `Variable.index`; the solver itself is unchanged.
    public mutating func alternativeSolution(varying variable: Variable) -> [Double]? {
        solveIfNeeded()
        return storage.alternativeSolution(varying: variable)
    }

    /// The total error at each optional strength in the current solution, highest strength first.
    /// Two solutions are equally good exactly when these lists are equal.
    public mutating func errorsByStrength() -> [(strength: Strength, error: Double)] {
        solveIfNeeded()
        return storage.errorsByStrength(values: storage.allValues())
    }

    /// The errors by strength that `values` would have (for checking alternative solutions).
    public func errorsByStrength(of values: [Double]) -> [(strength: Strength, error: Double)] {
        storage.errorsByStrength(values: values)
    }

    /// Whether `values` satisfy every required constraint (within tolerance).
    public func satisfiesRequiredConstraints(_ values: [Double]) -> Bool {
        storage.satisfiesRequired(values: values)
    }
}
