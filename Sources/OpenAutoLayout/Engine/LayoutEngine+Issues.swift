internal import ConstraintSolver

extension LayoutEngine {
    /// Conflicts first (in the order they happened), then per view in hierarchy order:
    /// content-priority ambiguity, ambiguous layout, ambiguous scrollable content size.
    func collectIssues() -> [LayoutIssue] {
        var issues = conflicts
        let ambiguous = Set(solver.ambiguousVariables())
        // A hidden arranged subview collapses, and whatever is inside it is not on screen:
        // neither UIKit nor Xcode reports ambiguity there.
        let views = root.allViewsInSubtree().filter { !$0.isInsideHiddenArrangedSubview }
        var settled = Set<Variable>()
        for axis in LayoutConstraint.Axis.allCases {
            for issue in contentPriorityIssues(views, axis: axis, ambiguous: ambiguous) {
                issues.append(issue)
                if case .contentPriorityAmbiguity(let fighters, _, _, _) = issue {
                    for view in fighters {
                        guard let own = variables[ObjectIdentifier(view)] else { continue }
                        settled.formUnion(axis == .horizontal ? [own.x, own.width] : [own.y, own.height])
                    }
                }
            }
        }
        // Computed once: neither set changes below (inside the loop it cost views × ambiguous variables).
        let open = ambiguous.subtracting(settled)
        for view in views {
            guard let own = variables[ObjectIdentifier(view)] else { continue }
            var attributes: LayoutIssue.AmbiguousAttributes = []
            if open.contains(own.x) { attributes.insert(.xPosition) }
            if open.contains(own.y) { attributes.insert(.yPosition) }
            if open.contains(own.width) { attributes.insert(.width) }
            if open.contains(own.height) { attributes.insert(.height) }
            if !attributes.isEmpty { issues.append(.ambiguousLayout(view: view, attributes: attributes)) }
            if let scrollView = view as? ScrollView, contentSizeIsDerived(for: scrollView) {
                var axes: LayoutIssue.Axes = []
                if let width = own.contentWidth, ambiguous.contains(width) { axes.insert(.horizontal) }
                if let height = own.contentHeight, ambiguous.contains(height) { axes.insert(.vertical) }
                if !axes.isEmpty { issues.append(.ambiguousScrollableContentSize(scrollView: scrollView, axes: axes)) }
            }
        }
        return issues
    }

    /// Views whose size on `axis` is ambiguous while they have an intrinsic size there, grouped by
    /// whether they are stretched (hugging) or squeezed (compression) and by that priority;
    /// a group of two or more is a content-priority ambiguity.
    private func contentPriorityIssues(_ views: [View], axis: LayoutConstraint.Axis,
                                       ambiguous: Set<Variable>) -> [LayoutIssue] {
        var groups: [(kind: LayoutIssue.ContentPriorityKind, priority: LayoutPriority, views: [View])] = []
        for view in views {
            let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard intrinsic >= 0, let own = variables[ObjectIdentifier(view)] else { continue }
            let size = axis == .horizontal ? own.width : own.height
            guard ambiguous.contains(size) else { continue }
            var value = solver.value(of: size)
            if abs(value - intrinsic) <= 1e-6, let alternative = solver.alternativeSolution(varying: size) {
                value = alternative[size.index]
            }
            let kind: LayoutIssue.ContentPriorityKind = value > intrinsic ? .hugging : .compressionResistance
            let priority = kind == .hugging
                ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            if let index = groups.firstIndex(where: { $0.kind == kind && $0.priority == priority }) {
                groups[index].views.append(view)
            } else {
                groups.append((kind, priority, [view]))
            }
        }
        let tied = groups.filter { $0.views.count > 1 }
        let sets = tiedSets(tied.map(\.views), axis: axis)
        return zip(tied, sets).flatMap { group, sets in
            sets.filter { $0.count > 1 }.map {
                .contentPriorityAmbiguity(views: $0, axis: axis, kind: group.kind, priority: group.priority)
            }
        }
    }

    /// Each priority group split into the sets whose sizes trade with each other: two labels at
    /// hugging 251 in two different cells share a priority but not an ambiguity, and Xcode names
    /// the views of one ambiguity together. Two views are joined when some direction of the optimal
    /// set changes both sizes (one pass over the directions for all groups); sets keep the group's order.
    private func tiedSets(_ groups: [[View]], axis: LayoutConstraint.Axis) -> [[[View]]] {
        guard !groups.isEmpty else { return [] }
        let views = groups.flatMap { $0 }
        let sizes = views.compactMap { view -> Variable? in
            guard let own = variables[ObjectIdentifier(view)] else { return nil }
            return axis == .horizontal ? own.width : own.height
        }
        guard sizes.count == views.count else { return groups.map { [$0] } }
        let labels = solver.movingTogether(sizes)
        var start = 0
        return groups.map { group in
            var sets: [Int: [View]] = [:]
            for (offset, view) in group.enumerated() { sets[labels[start + offset], default: []].append(view) }
            start += group.count
            return sets.keys.sorted().map { sets[$0]! }
        }
    }
}

extension View {
    /// Whether this view, or an ancestor, is a hidden arranged subview of a stack view.
    var isInsideHiddenArrangedSubview: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden, let stack = view.superview as? StackView,
               stack.arrangedSubviews.contains(where: { $0 === view }) { return true }
            current = view.superview
        }
        return false
    }
}
