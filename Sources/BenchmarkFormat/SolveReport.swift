import ConstraintSolver
import TextOutput

/// What `autolayout solve` prints about one system: values, ambiguity, conflicts, and the
/// optional extras (alternative solutions, errors by strength).
public struct SolveReport: Sendable {
    public struct Alternative: Sendable {
        public var variable: Int
        /// `nil` when the solver found no other optimal value for the variable.
        public var values: [Double]?
        public var errors: [LevelError]
        public var satisfiesRequired: Bool
    }

    public struct LevelError: Sendable {
        public var priority: Double
        public var error: Double
    }

    public var workload: Workload
    public var values: [Double]
    public var ambiguous: [Int]
    public var conflicts: [ConflictRecord]
    public var alternatives: [Alternative] = []
    /// The solution's total error at each optional strength (only with `--errors`).
    public var errors: [LevelError]?
    public var expectationFailures: [ExpectationFailure] = []
    public var notes: [String] = []

    /// Reads the finished run's solution, and an alternative for each variable in `alternativesFor`.
    public init(run: SystemRun, alternativesFor variables: [Int], includeErrors: Bool) {
        var solver = run.solver
        workload = run.workload
        values = solver.values()
        ambiguous = solver.ambiguousVariables().map(\.index)
        conflicts = run.conflicts
        expectationFailures = run.expectationFailures
        notes = run.notes
        if includeErrors { errors = solver.errorsByStrength().map(Self.levelError) }
        for variable in variables {
            let other = solver.alternativeSolution(varying: Variable(index: variable))
            alternatives.append(Alternative(
                variable: variable, values: other,
                errors: other.map { solver.errorsByStrength(of: $0).map(Self.levelError) } ?? [],
                satisfiesRequired: other.map { solver.satisfiesRequiredConstraints($0) } ?? false))
        }
    }

    private static func levelError(_ level: (strength: Strength, error: Double)) -> LevelError {
        LevelError(priority: level.strength.priority, error: level.error)
    }

    // MARK: JSON

    /// `{"values": {…}, "ambiguous": […], "conflicts": […]}` (+ extras when asked for),
    /// variables in file order. With `file`, a `"file"` member comes first (batch lines).
    public func json(file: String? = nil) -> String {
        var members: [(String, JSONValue)] = []
        if let file { members.append(("file", .string(file))) }
        members.append(("values", valuesJSON(values)))
        members.append(("ambiguous", .array(ambiguous.map { .string(workload.variables[$0]) })))
        members.append(("conflicts", .array(conflicts.map { conflict in
            .object([("constraints", .array(conflict.constraints.map(JSONValue.integer))),
                     ("broken", .integer(conflict.broken))])
        })))
        if let errors { members.append(("errors", errorsJSON(errors))) }
        if !alternatives.isEmpty {
            members.append(("alternatives", .array(alternatives.map { alternative in
                .object([
                    ("variable", .string(workload.variables[alternative.variable])),
                    ("values", alternative.values.map(valuesJSON) ?? .null),
                    ("errors", errorsJSON(alternative.errors)),
                    ("satisfies_required", .bool(alternative.satisfiesRequired)),
                ])
            })))
        }
        return JSONValue.object(members).compactText
    }

    private func valuesJSON(_ values: [Double]) -> JSONValue {
        .object(workload.variables.indices.map { index in
            (workload.variables[index], .number(index < values.count ? values[index] : .nan))
        })
    }

    private func errorsJSON(_ errors: [LevelError]) -> JSONValue {
        .array(errors.map { .object([("priority", .number($0.priority)), ("error", .number($0.error))]) })
    }
}
