// Temporary stub: the real engine replaces this file.
struct SolverStorage: Sendable {
    var variableCount = 0
    var edits: [Variable: Int] = [:]
    mutating func makeVariable() -> Variable { variableCount += 1; return Variable(index: variableCount - 1) }
    mutating func add(_ e: Expression, _ r: Relation, strength: Strength) throws(SolverError) -> ConstraintID { fatalError("engine pending") }
    mutating func remove(_ c: ConstraintID) throws(SolverError) { fatalError("engine pending") }
    func contains(_ c: ConstraintID) -> Bool { false }
    var activeConstraints: [ConstraintID] { [] }
    func expression(of c: ConstraintID) -> Expression? { nil }
    func relation(of c: ConstraintID) -> Relation? { nil }
    func strength(of c: ConstraintID) -> Strength? { nil }
    mutating func setConstant(_ k: Double, of c: ConstraintID) throws(SolverError) {}
    mutating func setStrength(_ s: Strength, of c: ConstraintID) throws(SolverError) {}
    mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {}
    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {}
    mutating func suggest(_ value: Double, for v: Variable) throws(SolverError) {}
    mutating func solveIfNeeded() {}
    func value(of v: Variable) -> Double { 0 }
    func allValues() -> [Double] { [] }
    mutating func ambiguousVariables() -> [Variable] { [] }
    mutating func alternativeSolution(varying v: Variable) -> [Double]? { nil }
    func errorsByStrength(values: [Double]) -> [(strength: Strength, error: Double)] { [] }
    func satisfiesRequired(values: [Double]) -> Bool { true }
}
