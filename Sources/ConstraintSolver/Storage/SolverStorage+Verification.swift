/// The check after a solve that turns a numerically wrong answer into an error.
///
/// The solver's arithmetic is double precision with absolute thresholds (`Tolerance`), made
/// relative by equilibrating each required row; a system whose coefficients span more than that
/// resolves (1e-12 and 1e12 in one row, say) can still come out violating a required constraint,
/// and a finite system can have a solution that overflows. Neither may pass silently.
extension SolverStorage {
    /// Throws for the first non-finite value, else for the first violated required constraint.
    func verifySolution() throws(SolverError) {
        if let v = values.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteResult(Variable(index: v)) }
        if let id = firstViolatedRequired(values) {
            throw .inaccurateSolution(ConstraintID(index: id), residual: entries[id].unscaled(error(id, values)))
        }
    }

    /// The first active required constraint (in creation order) that `values` miss by more than
    /// `Tolerance.acceptedResidual` of its size; `nil` when they all hold.
    func firstViolatedRequired(_ values: [Double]) -> Int? {
        entries.indices.first { id in
            // Written so that a NaN error counts as a miss.
            entries[id].isActive && entries[id].isRequired
                && !(error(id, values) <= tolerance(id, values) + Tolerance.acceptedResidual)
        }
    }
}
