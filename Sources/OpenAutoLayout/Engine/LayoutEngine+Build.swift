internal import ConstraintSolver

extension LayoutEngine {
    /// Makes a fresh solver for the hierarchy: variables for every view and guide, the generated
    /// constraints, then every installed constraint in activation order (so a conflict always
    /// breaks the most recently activated constraint of its set).
    func rebuild() {
        guard !isRebuilding else { return }
        isRebuilding = true
        invalidatedWhileRebuilding = false
        defer { isRebuilding = false }
        solver = Solver()
        variables = [:]
        records = [:]
        constraintsByID = [:]
        addedInOrder = []
        conflicts = []
        let views = root.allViewsInSubtree()
        for view in views { makeVariables(for: view) }
        fixRootFrame()
        generated = views.flatMap(generatedConstraints(for:))
        for constraint in generated { add(constraint) }
        let installed = views.flatMap(\.constraints).sorted { $0.activationOrder < $1.activationOrder }
        for constraint in installed where !hypotheticalRemovals.contains(ObjectIdentifier(constraint)) {
            add(constraint)
        }
        for constraint in hypotheticalAdditions { add(constraint) }
        isStale = invalidatedWhileRebuilding
        solutionChanged = true
    }

    private func makeVariables(for view: View) {
        let isScrollView = view is ScrollView
        variables[ObjectIdentifier(view)] = ItemVariables(
            x: solver.makeVariable(), y: solver.makeVariable(),
            width: solver.makeVariable(), height: solver.makeVariable(),
            contentWidth: isScrollView ? solver.makeVariable() : nil,
            contentHeight: isScrollView ? solver.makeVariable() : nil)
        for guide in view.allLayoutGuides {
            variables[ObjectIdentifier(guide)] = ItemVariables(
                x: solver.makeVariable(), y: solver.makeVariable(),
                width: solver.makeVariable(), height: solver.makeVariable(),
                contentWidth: nil, contentHeight: nil)
        }
    }

    /// The root's origin never enters a constraint (the root is every constraint's common ancestor
    /// or nothing), so it is pinned directly; its size is a generated constraint that can conflict.
    private func fixRootFrame() {
        guard let own = variables[ObjectIdentifier(root)] else { return }
        _ = try? solver.add(Expression(own.x), .equal, Expression(constant: root.frame.origin.x))
        _ = try? solver.add(Expression(own.y), .equal, Expression(constant: root.frame.origin.y))
    }

    /// Adds one constraint to the solver, recording a conflict (and leaving it out) if it is a
    /// required constraint that cannot hold, as UIKit does when it breaks a constraint to recover.
    func add(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { return }
        guard let linear = linearConstraint(for: constraint) else {
            records[key] = ConstraintRecord(id: nil, constant: 0, variables: [])
            addedInOrder.append(constraint)
            return
        }
        var record = ConstraintRecord(id: nil, constant: linear.expression.constant,
                                      variables: linear.expression.terms.map(\.variable))
        do {
            let id = try solver.add(linear.expression, linear.relation, strength: constraint.priority.strength)
            record.id = id
            constraintsByID[id] = constraint
        } catch .unsatisfiable(let conflict) {
            recordConflict(conflict, broken: constraint)
        } catch {
            // Other solver errors cannot come from sanitized input; the constraint stays out.
        }
        records[key] = record
        addedInOrder.append(constraint)
        solutionChanged = true
    }

    /// Stores an unsatisfiable-constraints issue: the conflicting set (in creation order, the
    /// broken constraint included) and the constraint broken to recover.
    func recordConflict(_ conflict: Conflict, broken: LayoutConstraint) {
        var members: [LayoutConstraint] = []
        for id in conflict.constraints {
            let member = constraintsByID[id] ?? broken
            if !members.contains(where: { $0 === member }) { members.append(member) }
        }
        if !members.contains(where: { $0 === broken }) { members.append(broken) }
        conflicts.append(.unsatisfiableConstraints(conflicting: members, broken: broken))
    }
}
