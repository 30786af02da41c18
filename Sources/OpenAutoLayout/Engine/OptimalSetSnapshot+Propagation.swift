internal import ConstraintSolver

/// The hierarchy's required equalities that the solver holds, indexed by the variables they
/// mention: what carries a value pinned by an addition on to the variables it determines.
final class RequiredEqualityIndex {
    /// Each active required equality's terms, repeated variables merged, zero coefficients dropped.
    private(set) var equalities: [[Term]] = []
    /// Positions in `equalities` of the equalities mentioning each variable.
    private(set) var byVariable: [Variable: [Int]] = [:]

    init(engine: LayoutEngine) {
        for constraint in engine.addedInOrder where constraint.relation == .equal && constraint.priority.strength.isRequired {
            // Only what the solver holds: a broken or unexpressible constraint has no id.
            guard engine.records[ObjectIdentifier(constraint)]?.id != nil,
                  let linear = engine.linearConstraint(for: constraint) else { continue }
            add(linear.expression)
        }
    }

    private func add(_ expression: Expression) {
        let terms = Self.merged(expression)
        let position = equalities.count
        equalities.append(terms)
        for term in terms { byVariable[term.variable, default: []].append(position) }
    }

    /// The terms with each variable once (as the solver adds them), zero coefficients left out.
    static func merged(_ expression: Expression) -> [Term] {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in expression.terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        return order.compactMap { variable in
            let coefficient = sums[variable] ?? 0
            return coefficient == 0 ? nil : Term(coefficient, variable)
        }
    }
}

extension OptimalSetSnapshot {
    /// Whether `targets` are determined once `additions` (required, satisfied by the solution) are
    /// added: the optimal set is then the old one cut by them, on which a required equality all of
    /// whose variables but one are determined determines that one too. Starting from the additions,
    /// each newly determined variable is carried through the equalities that mention it — the
    /// scroll view's content-edge constraints among them, which is how a content view's new size
    /// reaches the content size. A sufficient test: false means only "not proved".
    /// - Complexity: the equalities reached from the additions, not the whole hierarchy.
    func determines(_ targets: [Variable], adding additions: [LinearConstraint]) -> Bool {
        var pending = Set(targets.filter(ambiguous.contains))
        guard !pending.isEmpty else { return true }
        let added = additions.filter { $0.relation == .equal }.map { RequiredEqualityIndex.merged($0.expression) }
        var determined = Set<Variable>()
        var queue: [Variable] = []
        func visit(_ terms: [Term]) {
            guard let variable = onlyOpenVariable(of: terms, determined: determined) else { return }
            determined.insert(variable)
            pending.remove(variable)
            queue.append(variable)
        }
        added.forEach(visit)
        let index = equalityIndex.value(engine)
        while !pending.isEmpty, let variable = queue.popLast() {
            for position in index.byVariable[variable] ?? [] { visit(index.equalities[position]) }
            for terms in added where terms.contains(where: { $0.variable == variable }) { visit(terms) }
        }
        return pending.isEmpty
    }

    /// The one variable of an equality still free on the optimal set, when there is exactly one
    /// and its coefficient is not so small against the others that rounding could hide it.
    private func onlyOpenVariable(of terms: [Term], determined: Set<Variable>) -> Variable? {
        var open: Term?
        var largest = 0.0
        for term in terms {
            largest = max(largest, abs(term.coefficient))
            guard ambiguous.contains(term.variable), !determined.contains(term.variable) else { continue }
            if open != nil { return nil }
            open = term
        }
        guard let open, abs(open.coefficient) >= Tolerance.pivot * largest else { return nil }
        return open.variable
    }
}

/// Built on first use and shared by the copies of one snapshot (an index of a hierarchy's
/// equalities costs what the hierarchy costs; most snapshots never need it).
final class LazyEqualityIndex {
    private var built: RequiredEqualityIndex?

    func value(_ engine: LayoutEngine) -> RequiredEqualityIndex {
        if let built { return built }
        let index = RequiredEqualityIndex(engine: engine)
        built = index
        return index
    }
}
