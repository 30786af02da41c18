internal import ConstraintSolver

extension LayoutEngine {
    /// Gives every broken constraint another chance, in the order the conflicts happened.
    ///
    /// UIKit breaks a required constraint to recover from a conflict but leaves it active (its log
    /// still lists it "(active)"), and its engine tries it again on the next layout pass: once the
    /// constraint it fought is gone, the constraint holds again and no conflict is logged. The
    /// common shipped order "activate the new constraint, then deactivate the old one" relies on
    /// it. A constraint that still conflicts stays broken, and its conflict stays as recorded.
    func retryBrokenConstraints() {
        for issue in conflicts {
            guard let broken = issue.brokenConstraint, broken.holder != nil || broken.kind != .user,
                  retry(broken) else { continue }
            conflicts.removeAll { $0.brokenConstraint === broken }
        }
    }

    /// Adds a broken constraint to the solver again; true if it now holds.
    private func retry(_ constraint: LayoutConstraint) -> Bool {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], record.id == nil,
              let linear = linearConstraint(for: constraint) else { return false }
        guard let id = try? solver.add(linear.expression, linear.relation, strength: constraint.priority.strength)
        else { return false }
        records[key]?.id = id
        records[key]?.constant = linear.expression.constant
        constraintsByID[id] = constraint
        solutionChanged = true
        return true
    }
}
