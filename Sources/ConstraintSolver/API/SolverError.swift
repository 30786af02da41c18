/// A set of constraints that cannot all hold; removing any one of them makes the rest satisfiable.
public struct Conflict: Hashable, Sendable {
    /// The conflicting constraints in creation order (the rejected constraint included).
    public var constraints: [ConstraintID]

    public init(constraints: [ConstraintID]) { self.constraints = constraints }
}

/// Why a solver operation was refused. The solver is unchanged after any of these.
public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable(Conflict)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue
    /// The variable does not belong to this solver.
    case unknownVariable(Variable)
    /// The constraint was never added, or has been removed.
    case unknownConstraint(ConstraintID)
    /// Edit variables must have an optional strength (below 1000).
    case requiredEditStrength
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case notAnEditVariable(Variable)
    /// A constraint cannot be changed between required and optional once added (as in UIKit).
    case requiredStrengthChange(ConstraintID)
    /// The computed solution misses this required constraint by `residual` (in the units the
    /// constraint was written in), beyond what rounding explains: the system's numbers span more
    /// than double precision resolves. Reported by `Solver.verifiedValues()` instead of a wrong answer.
    case inaccurateSolution(ConstraintID, residual: Double)
    /// The value of this variable overflowed (infinite or NaN): finite inputs whose solution is
    /// not representable, such as `x == 1.7e308, y == x + 1.7e308`.
    case nonFiniteResult(Variable)
}
