import ConstraintSolver

/// A workload played into a `Solver` the way `autolayout solve` does it: constraints in file
/// order, a required constraint that conflicts is recorded and left out (as UIKit recovers),
/// then the `ops`, the edit variables with their initial values, and the edit steps.
public struct SystemRun: Sendable {
    public let workload: Workload
    public private(set) var solver: Solver
    /// Each constraint position's id while that constraint is in the solver.
    public private(set) var activeIDs: [ConstraintID?]
    /// Every id ever given to a constraint of this workload → its position, indexed by the id's
    /// `index` (-1: not one of this workload's). The solver hands out dense ids and never reuses
    /// one, so an array holds this in 4 bytes per id where a dictionary took about 30 (and twice
    /// that while growing): `solve` on a large system keeps one entry per constraint.
    private var positionOfID: [Int32] = []
    /// Each constraint's constant as it is now (`set_constant` changes it, a re-add uses it).
    private var constants: [Double]
    /// Refused required constraints (and refused re-adds or constant changes), in the order they happened.
    public private(set) var conflicts: [ConflictRecord] = []
    /// Operations that had nothing to do (removing a constraint that is not in the system, …).
    public private(set) var notes: [String] = []
    public private(set) var expectationFailures: [ExpectationFailure] = []

    /// Makes one solver variable per workload variable, in file order (variable `i` has index `i`).
    public init(_ workload: Workload) {
        self.workload = workload
        var solver = Solver()
        _ = solver.makeVariables(workload.variables.count)
        self.solver = solver
        self.activeIDs = Array(repeating: nil, count: workload.constraints.count)
        self.constants = workload.constraints.map(\.constant)
    }

    /// Plays the whole workload: constraints, `ops`, edit variables, top-level `expect`, then
    /// every step followed by its `expect`.
    /// - Throws: only when the solver refuses something other than a conflict (a bug).
    public static func run(_ workload: Workload) throws(WorkloadError) -> SystemRun {
        var run = SystemRun(workload)
        try run.addConstraints()
        try run.apply(workload.operations, at: "ops")
        try run.registerEditVariables()
        run.check(workload.expectations, at: "expect")
        for step in workload.edits?.steps.indices ?? 0..<0 {
            try run.applyStep(step)
            run.check(workload.edits!.steps[step].expectations, at: "edits.steps[\(step)].expect")
        }
        try run.verifySolution()
        return run
    }

    /// Checks the final solution (`Solver.verifiedValues`): an overflowed value or a required
    /// constraint the solution misses is an error, never a printed answer.
    public mutating func verifySolution() throws(WorkloadError) {
        do {
            _ = try solver.verifiedValues()
        } catch .nonFiniteResult(let variable) {
            throw WorkloadError(.nonFiniteResult(variable: workload.variables[variable.index]), at: "variables")
        } catch .inaccurateSolution(let id, let residual) {
            let position = self.position(of: id)
            throw WorkloadError(.inaccurateSolution(residual: residual),
                                at: position.map { "constraints[\($0)]" } ?? "", constraint: position)
        } catch {
            throw refusal(error, "", nil)
        }
    }

    /// Adds every constraint in file order.
    public mutating func addConstraints() throws(WorkloadError) {
        for position in workload.constraints.indices {
            try activate(position, at: "constraints[\(position)]")
        }
    }

    public mutating func apply(_ operations: [WorkloadOperation], at path: String) throws(WorkloadError) {
        for (k, operation) in operations.enumerated() {
            let where_ = "\(path)[\(k)]"
            switch operation {
            case .remove(let position):
                guard let id = activeIDs[position] else {
                    notes.append("\(where_): constraint \(position) is not in the system; nothing removed")
                    continue
                }
                do { try solver.remove(id) } catch { throw refusal(error, where_, position) }
                activeIDs[position] = nil
            case .add(let position):
                guard activeIDs[position] == nil else {
                    notes.append("\(where_): constraint \(position) is already in the system")
                    continue
                }
                try activate(position, at: where_)
            case .setConstant(let position, let constant):
                guard let id = activeIDs[position] else {
                    constants[position] = constant
                    continue
                }
                do {
                    try solver.setConstant(constant, of: id)
                    constants[position] = constant
                } catch .unsatisfiable(let conflict) {
                    conflicts.append(record(conflict, broken: position))
                } catch { throw refusal(error, where_, position) }
            }
        }
    }

    /// Registers the edit variables and suggests their initial values.
    public mutating func registerEditVariables() throws(WorkloadError) {
        for (k, edit) in (workload.edits?.variables ?? []).enumerated() {
            let variable = Variable(index: edit.variable)
            do {
                try solver.addEditVariable(variable, strength: edit.strength)
                if let initial = edit.initial { try solver.suggest(initial, for: variable) }
            } catch { throw refusal(error, "edits.variables[\(k)]", nil) }
        }
    }

    /// Applies step `index`: its operations, then its suggestions.
    public mutating func applyStep(_ index: Int) throws(WorkloadError) {
        let step = workload.edits!.steps[index]
        try apply(step.operations, at: "edits.steps[\(index)].ops")
        for suggestion in step.suggestions {
            do {
                try solver.suggest(suggestion.value, for: Variable(index: suggestion.variable))
            } catch { throw refusal(error, "edits.steps[\(index)].suggest", nil) }
        }
    }

    /// Records every expectation the current solution does not meet.
    public mutating func check(_ expectations: [Expectation], at stage: String) {
        guard !expectations.isEmpty else { return }
        let values = solver.values()
        for expectation in expectations {
            let got = expectation.variable < values.count ? values[expectation.variable] : .nan
            if !expectation.isMet(by: got) {
                expectationFailures.append(ExpectationFailure(stage: stage, expectation: expectation, got: got))
            }
        }
    }

    private mutating func activate(_ position: Int, at path: String) throws(WorkloadError) {
        let constraint = workload.constraints[position]
        do {
            let id = try solver.add(constraint.makeExpression(constant: constants[position]),
                                    constraint.relation, strength: constraint.strength)
            activeIDs[position] = id
            if id.index >= positionOfID.count {
                positionOfID.append(contentsOf: repeatElement(-1, count: id.index + 1 - positionOfID.count))
            }
            positionOfID[id.index] = Int32(position)
        } catch .unsatisfiable(let conflict) {
            conflicts.append(record(conflict, broken: position))
        } catch {
            throw refusal(error, path, position)
        }
    }

    /// The conflict in file positions. The refused constraint has no id of its own in the
    /// solver (or one this run never saw), so an unknown id is taken to be `broken`.
    private func record(_ conflict: Conflict, broken: Int) -> ConflictRecord {
        var members = conflict.constraints.map { position(of: $0) ?? broken }
        members.append(broken)
        return ConflictRecord(constraints: Array(Set(members)).sorted(), broken: broken)
    }

    private func position(of id: ConstraintID) -> Int? {
        guard id.index >= 0 && id.index < positionOfID.count, positionOfID[id.index] >= 0 else { return nil }
        return Int(positionOfID[id.index])
    }

    private func refusal(_ error: SolverError, _ path: String, _ position: Int?) -> WorkloadError {
        WorkloadError(.solverRefused("\(error)"), at: path, constraint: position)
    }
}

extension WorkloadConstraint {
    /// The solver's expression for this constraint (`Σ terms + constant`, relation to 0).
    public func makeExpression(constant: Double) -> Expression {
        var solverTerms: [Term] = []
        solverTerms.reserveCapacity(terms.count)
        for term in terms {
            solverTerms.append(Term(term.coefficient, Variable(index: term.variable)))
        }
        return Expression(terms: solverTerms, constant: constant)
    }

    public func makeExpression() -> Expression { makeExpression(constant: constant) }
}

/// A required constraint that could not be added: the minimal conflicting set, in file positions.
public struct ConflictRecord: Sendable, Equatable {
    /// Ascending file positions, `broken` included.
    public var constraints: [Int]
    /// The constraint that was left out (or whose re-add or constant change was refused).
    public var broken: Int

    public init(constraints: [Int], broken: Int) {
        self.constraints = constraints
        self.broken = broken
    }
}

public struct ExpectationFailure: Sendable, Equatable {
    /// Where the expectation is: `expect` or `edits.steps[i].expect`.
    public var stage: String
    public var expectation: Expectation
    public var got: Double

    public init(stage: String, expectation: Expectation, got: Double) {
        self.stage = stage
        self.expectation = expectation
        self.got = got
    }
}
