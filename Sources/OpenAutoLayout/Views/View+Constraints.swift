extension View {
    /// Installs a constraint on this view (UIKit's holder model). Prefer `isActive`/`activate`,
    /// which pick the closest common ancestor. A constraint installed elsewhere moves here.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if let holder = constraint.holder {
            if holder === self { return }
            holder.removeConstraint(constraint)
        }
        constraints.append(constraint)
        constraint.holder = self
        let top = root
        top.activationCounter += 1
        constraint.activationOrder = top.activationCounter
        existingEngine?.constraintDidActivate(constraint)
        needsLayoutFlag = true
    }

    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        existingEngine?.constraintWillDeactivate(constraint)
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        needsLayoutFlag = true
    }

    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Content hugging and compression resistance

    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        huggingPriorities[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard huggingPriorities[axis.rawValue] != priority else { return }
        huggingPriorities[axis.rawValue] = priority
        hierarchyDidChange()
    }

    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionPriorities[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority,
                                                        for axis: LayoutConstraint.Axis) {
        guard compressionPriorities[axis.rawValue] != priority else { return }
        compressionPriorities[axis.rawValue] = priority
        hierarchyDidChange()
    }

    /// Tells the engine to ask `intrinsicContentSize` again on the next layout pass.
    public func invalidateIntrinsicContentSize() {
        hierarchyDidChange()
        superview?.setNeedsLayout()
    }

    // MARK: Layout guides

    /// Adds a guide owned by this view; it lives in this view's interior coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView {
            if owner === self { return }
            owner.removeLayoutGuide(guide)
        }
        layoutGuides.append(guide)
        guide.owningView = self
        hierarchyDidChange()
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        var holder: View? = self
        let identifier = ObjectIdentifier(guide)
        while let view = holder {
            for constraint in view.constraints
            where [constraint.firstItem, constraint.secondItem].contains(where: { $0.map(ObjectIdentifier.init) == identifier }) {
                view.removeConstraint(constraint)
            }
            holder = view.superview
        }
        hierarchyDidChange()
    }
}
