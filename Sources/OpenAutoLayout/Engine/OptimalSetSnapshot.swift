internal import ConstraintSolver

/// What adding required constraints to a laid-out hierarchy does, judged on its solved engine
/// without solving it again (see `OptimalSetSnapshot`).
package enum AdditionEffect: Equatable, Sendable {
    /// The current solution satisfies the constraints, so the new optimal set is the old one cut by
    /// them: every determined value stays, and no variable becomes ambiguous. `touchesAmbiguity`:
    /// whether they mention an ambiguous variable at all (if not, nothing changes);
    /// `determinesTarget`: whether the target's attributes are then surely determined.
    case keepsSolution(touchesAmbiguity: Bool, determinesTarget: Bool)
    /// The required constraints already there and these cannot all hold.
    case conflicts
    /// Not decidable here (a constraint the solution violates without a conflict, an optional or
    /// unexpressible one, one on a scroll view's content size): solve again.
    case undecided
}

/// A laid-out hierarchy's optimal set as its engine left it: which variables are ambiguous, the
/// values chosen. Made once per layout pass, it judges each proposed fix in time proportional to
/// the fix, not to the hierarchy, which is what makes verifying one fix per issue linear.
///
/// Why the judgement is exact: when the current solution `x*` satisfies a required constraint `c`,
/// `x*` is still feasible and no better solution appeared, so the optimal set becomes `O ∩ {c}` —
/// determined variables keep their values and ambiguity can only shrink. A variable becomes
/// determined at least when an equality of `c` pins it against variables that are determined.
package struct OptimalSetSnapshot {
    let engine: LayoutEngine
    let ambiguous: Set<Variable>
    /// The engine's required equalities by variable, for proofs that reach past the addition.
    let equalityIndex = LazyEqualityIndex()
    /// Content sizes and content/margins guides: whether constraints reach them decides whether a
    /// scroll view's content size is derived at all, which an added constraint can change.
    private let contentVariables: Set<Variable>
    /// The engine broke a constraint: an addition could change which one.
    package let hasConflicts: Bool
    /// A view with an intrinsic size is ambiguous in that size: a content-priority tie, whose
    /// groups an addition can split (a new issue) while only shrinking the optimal set.
    package let hasContentPriorityRisk: Bool

    /// Nil when `root`'s hierarchy has not been laid out since it last changed.
    package init?(root: View) {
        let engine = root.engine
        guard !engine.isStale else { return nil }
        self.engine = engine
        ambiguous = Set(engine.solver.ambiguousVariables())
        hasConflicts = !engine.conflicts.isEmpty
        var content = Set<Variable>()
        var risk = false
        for view in root.allViewsInSubtree() {
            guard let own = engine.variables[ObjectIdentifier(view)] else { continue }
            if let scrollView = view as? ScrollView {
                content.formUnion([own.contentWidth, own.contentHeight].compactMap { $0 })
                for guide in [scrollView.contentGuideStorage, scrollView.marginsGuideStorage].compactMap({ $0 }) {
                    content.formUnion(engine.variables[ObjectIdentifier(guide)]?.all ?? [])
                }
            }
            let intrinsic = view.intrinsicContentSize
            if (intrinsic.width >= 0 && ambiguous.contains(own.width))
                || (intrinsic.height >= 0 && ambiguous.contains(own.height)) { risk = true }
        }
        contentVariables = content
        hasContentPriorityRisk = risk
    }

    /// The effect of activating `constraints` (not active, between items of this hierarchy) on
    /// the `attributes` of `view` (none: a fix aimed elsewhere), or on the content size of
    /// `scrollView` along `axes`.
    package func effect(ofAdding constraints: [LayoutConstraint], target view: View?,
                        attributes: LayoutIssue.AmbiguousAttributes,
                        contentOf scrollView: ScrollView? = nil, axes: LayoutIssue.Axes = []) -> AdditionEffect {
        var linear: [LinearConstraint] = []
        for constraint in constraints {
            guard constraint.priority.strength.isRequired, let relation = engine.linearConstraint(for: constraint),
                  !relation.expression.terms.contains(where: { contentVariables.contains($0.variable) })
            else { return .undecided }
            linear.append(relation)
        }
        guard linear.allSatisfy(isSatisfied) else { return conflictOrUndecided(linear) }
        guard linear.contains(where: { $0.expression.terms.contains { ambiguous.contains($0.variable) } }) else {
            return .keepsSolution(touchesAmbiguity: false, determinesTarget: false)
        }
        if let scrollView {
            return .keepsSolution(touchesAmbiguity: true,
                                  determinesTarget: determinesContent(of: scrollView, axes: axes, adding: linear))
        }
        guard let view, let own = engine.variables[ObjectIdentifier(view)] else {
            return .keepsSolution(touchesAmbiguity: true, determinesTarget: false)
        }
        var open = ambiguous.intersection(linear.flatMap { $0.expression.terms.map(\.variable) })
        // An equality with one open variable left pins it; repeat while that frees another.
        var changed = true
        while changed {
            changed = false
            for relation in linear where relation.relation == .equal {
                let free = Set(relation.expression.terms.filter { $0.coefficient != 0 }.map(\.variable)).intersection(open)
                if free.count == 1 {
                    open.subtract(free)
                    changed = true
                }
            }
        }
        var targets: [Variable] = []
        if attributes.contains(.xPosition) { targets.append(own.x) }
        if attributes.contains(.yPosition) { targets.append(own.y) }
        if attributes.contains(.width) { targets.append(own.width) }
        if attributes.contains(.height) { targets.append(own.height) }
        let determined = targets.allSatisfy { !ambiguous.contains($0) || (!open.contains($0) && isMentioned($0, linear)) }
        return .keepsSolution(touchesAmbiguity: true, determinesTarget: determined)
    }

    /// Whether the content size of `scrollView` along `axes` is surely determined once `linear`
    /// (satisfied by the solution) is added.
    private func determinesContent(of scrollView: ScrollView, axes: LayoutIssue.Axes,
                                   adding linear: [LinearConstraint]) -> Bool {
        guard !axes.isEmpty, let own = engine.variables[ObjectIdentifier(scrollView)],
              let width = own.contentWidth, let height = own.contentHeight else { return false }
        return determines((axes.contains(.horizontal) ? [width] : []) + (axes.contains(.vertical) ? [height] : []),
                          adding: linear)
    }

    private func isMentioned(_ variable: Variable, _ linear: [LinearConstraint]) -> Bool {
        linear.contains { $0.expression.terms.contains { $0.variable == variable && $0.coefficient != 0 } }
    }

    /// Whether the current solution satisfies a relation (to the solver's accepted residual,
    /// relative to the relation's largest term).
    private func isSatisfied(_ relation: LinearConstraint) -> Bool {
        var value = relation.expression.constant
        var scale = max(1, abs(relation.expression.constant))
        for term in relation.expression.terms {
            let product = term.coefficient * engine.solver.value(of: term.variable)
            value += product
            scale = max(scale, abs(product))
        }
        let slack = Tolerance.acceptedResidual * scale
        switch relation.relation {
        case .equal: return abs(value) <= slack
        case .lessThanOrEqual: return value <= slack
        case .greaterThanOrEqual: return value >= -slack
        }
    }

    /// A violated addition: a conflict when the required constraints cannot all hold (decided on a
    /// copy of the solver, which the addition changes incrementally); otherwise solving again is
    /// the only way to see where the solution moves.
    private func conflictOrUndecided(_ linear: [LinearConstraint]) -> AdditionEffect {
        guard !hasConflicts else { return .undecided }
        var copy = engine.solver
        for relation in linear {
            do {
                try copy.add(relation.expression, relation.relation, strength: .required)
            } catch .unsatisfiable {
                return .conflicts
            } catch {
                return .undecided
            }
        }
        return .undecided
    }
}
