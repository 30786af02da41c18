import ConstraintSolver

/// One constraint system in the `autolayout-bench/1` interchange format, parsed and checked.
///
/// Variables are referred to by their position in `variables` (file order), so a `Solver`
/// that makes them in that order gives variable `i` the index `i`. Everything here is plain
/// data: building the solver's own constraint objects is left to the caller (the benchmark
/// times it).
public struct Workload: Sendable, Equatable {
    /// The format identifier every file must carry.
    public static let formatIdentifier = "autolayout-bench/1"

    public var name: String
    public var description: String?
    /// Every variable name, each exactly once, in file order.
    public var variables: [String]
    /// The constraints, to be added in this order.
    public var constraints: [WorkloadConstraint]
    /// Values that hold after all constraints are added, `operations` applied and the edit
    /// variables registered with their initial values.
    public var expectations: [Expectation]
    /// Extension `ops`: changes applied after all constraints are added, before the edits.
    public var operations: [WorkloadOperation]
    public var edits: Edits?

    public init(name: String, description: String? = nil, variables: [String],
                constraints: [WorkloadConstraint], expectations: [Expectation] = [],
                operations: [WorkloadOperation] = [], edits: Edits? = nil) {
        self.name = name
        self.description = description
        self.variables = variables
        self.constraints = constraints
        self.expectations = expectations
        self.operations = operations
        self.edits = edits
    }

    /// The number of edit steps (0 without edits).
    public var editStepCount: Int { edits?.steps.count ?? 0 }
}

/// `Σ coefficient × variable + constant  relation  0` at `strength`.
public struct WorkloadConstraint: Sendable, Equatable {
    public var terms: [WorkloadTerm]
    public var constant: Double
    public var relation: Relation
    public var strength: Strength
    /// Informative only (what the constraint models).
    public var tag: String?

    public init(terms: [WorkloadTerm], constant: Double, relation: Relation,
                strength: Strength, tag: String? = nil) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
        self.tag = tag
    }
}

/// One `coefficient × variable` term; `variable` is a position in `Workload.variables`.
public struct WorkloadTerm: Sendable, Equatable {
    public var coefficient: Double
    public var variable: Int

    public init(_ coefficient: Double, _ variable: Int) {
        self.coefficient = coefficient
        self.variable = variable
    }
}

/// A value a variable must have, within a relative tolerance.
public struct Expectation: Sendable, Equatable {
    public var variable: Int
    public var value: Double
    /// Relative: `got` passes iff `|got - value| <= tolerance × max(1, |value|)`.
    public var tolerance: Double

    public static let defaultTolerance = 1e-6

    public init(variable: Int, value: Double, tolerance: Double = Expectation.defaultTolerance) {
        self.variable = variable
        self.value = value
        self.tolerance = tolerance
    }

    /// Whether `got` is close enough to `value` (FORMAT.md's relative rule).
    public func isMet(by got: Double) -> Bool {
        abs(got - value) <= tolerance * max(1, abs(value))
    }
}

/// The optional edit sequence: edit variables, then steps of suggestions.
public struct Edits: Sendable, Equatable {
    public var variables: [EditVariable]
    public var steps: [EditStep]

    public init(variables: [EditVariable], steps: [EditStep]) {
        self.variables = variables
        self.steps = steps
    }
}

public struct EditVariable: Sendable, Equatable {
    public var variable: Int
    /// Always optional (below 1000): edit variables are soft.
    public var strength: Strength
    /// Suggested right after registering; without it no suggestion is made.
    public var initial: Double?

    /// FORMAT.md: an edit variable's strength defaults to 999.
    public static let defaultStrength = Strength(priority: 999)!

    public init(variable: Int, strength: Strength = EditVariable.defaultStrength, initial: Double? = nil) {
        self.variable = variable
        self.strength = strength
        self.initial = initial
    }
}

/// One edit step: its operations (extension), then its suggestions, then its expectations.
public struct EditStep: Sendable, Equatable {
    public var operations: [WorkloadOperation]
    /// In variable order (JSON objects carry no order; suggestion order never changes the result).
    public var suggestions: [Suggestion]
    public var expectations: [Expectation]

    public init(operations: [WorkloadOperation] = [], suggestions: [Suggestion],
                expectations: [Expectation] = []) {
        self.operations = operations
        self.suggestions = suggestions
        self.expectations = expectations
    }
}

public struct Suggestion: Sendable, Equatable {
    public var variable: Int
    public var value: Double

    public init(variable: Int, value: Double) {
        self.variable = variable
        self.value = value
    }
}

/// A change to the system after it was built (the `ops` extension, see Benchmarks/FORMAT-EXTENSIONS.md).
/// `constraint` is a position in `Workload.constraints`.
public enum WorkloadOperation: Sendable, Equatable {
    /// `{"remove": i}`: deactivate constraint `i`.
    case remove(constraint: Int)
    /// `{"add": i}`: activate constraint `i` again after a removal.
    case add(constraint: Int)
    /// `{"set_constant": i, "value": c}`: constraint `i`'s normalized constant becomes `c`.
    case setConstant(constraint: Int, constant: Double)
}
