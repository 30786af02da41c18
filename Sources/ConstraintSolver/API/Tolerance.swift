/// Every threshold the solver compares a number against, one member per meaning.
///
/// Required constraints are equilibrated (`SolverStorage.equilibrate`), so such a row's largest
/// coefficient is near 1 and the absolute thresholds below act relative to its magnitude.
/// Sums that a threshold drops are rounding residue, never data: see `Sources/ConstraintSolver/README.md`.
public enum Tolerance {
    /// Under this a coefficient, reduced cost or sum counts as zero (the simplex drops such
    /// entries, so cancellation leaves no dust behind).
    public static let zero: Double = 1e-9

    /// How far a required constraint may miss, relative to the size of its terms (at least 1),
    /// and still count as holding while constraints are placed and solved.
    public static let requiredResidual: Double = 1e-7

    /// How far a required constraint may miss when values come from outside the solve (an
    /// alternative solution, a caller's values): looser than `requiredResidual`, since those
    /// values went through one more evaluation.
    public static let acceptedResidual: Double = 1e-6

    /// The smallest coefficient (in a row whose largest is about 1) a variable may have to be
    /// solved for: dividing by less would amplify rounding a thousandfold, so a larger
    /// coefficient of the same row is preferred, or the row goes to the simplex.
    public static let pivot: Double = 1e-3

    /// Nonnegativity in the small cone LP of the ambiguity analysis, whose entries are
    /// products of tableau coefficients: tighter than `zero`, which would hide real directions.
    public static let coneNonnegative: Double = 1e-12

    /// A variable's rate of change along a direction of the optimal set above which the
    /// variable counts as moving (ambiguous).
    public static let movement: Double = 1e-7
}
