extension View {
    /// Marks the view for `layoutSubviews()` on the next pass.
    public func setNeedsLayout() { needsLayoutFlag = true }

    /// Runs the layout pass of the whole hierarchy now: the engine solves, frames are assigned
    /// top-down through `layoutSubviews()`, and `layoutIssues` is refreshed.
    public func layoutIfNeeded() { engine.layoutPass() }

    /// Asks the next layout pass to call `updateConstraints()` on this view again.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        root.needsLayoutFlag = true
    }

    /// Runs the update-constraints phase now, for the views that need it.
    public func updateConstraintsIfNeeded() { root.updateConstraintsInSubtree() }

    /// UIKit's update-constraints phase: leaves first, each view that needs it, then (for a
    /// controller's root view) the controller's `updateViewConstraints()`.
    func updateConstraintsInSubtree() {
        for subview in subviews { subview.updateConstraintsInSubtree() }
        guard needsUpdateConstraintsFlag else { return }
        needsUpdateConstraintsFlag = false
        updateConstraints()
        owningViewController?.updateViewConstraints()
    }

    /// The issues of this view's whole hierarchy found by the last layout pass.
    public var layoutIssues: [LayoutIssue] { existingEngine?.lastIssues ?? [] }

    /// The smallest size the view's constraints allow (UIKit's `layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size the view's constraints allow (a very large target).
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's subtree constraints give it when the view is pulled towards
    /// `targetSize` at `fittingSizeLevel` (50) on both axes. Constraints to views outside
    /// the subtree are ignored, as is the view's own autoresizing mask.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> Size {
        // UIKit updates constraints before it measures, so constraints made there count.
        updateConstraintsInSubtree()
        let engine = LayoutEngine(root: self)
        engine.fitting = FittingRequest(targetSize: targetSize, horizontalPriority: horizontalFittingPriority,
                                        verticalPriority: verticalFittingPriority)
        return engine.fittingSize()
    }

    /// Whether the constraints leave this view's position or size undetermined.
    public var hasAmbiguousLayout: Bool {
        let engine = self.engine
        engine.ensureCurrent()
        return engine.ambiguousAttributes(of: self) != []
    }

    /// Moves the view (and any view moving with it) to another frame its constraints allow,
    /// if its layout is ambiguous. Deterministic: the alternative is the solver's, not random.
    public func exerciseAmbiguityInLayout() {
        let engine = self.engine
        engine.ensureCurrent()
        engine.exerciseAmbiguity(of: self)
    }

    /// The constraints that mention this view on `axis`, generated ones included, in the order
    /// the engine holds them.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        let engine = self.engine
        engine.ensureCurrent()
        return engine.addedInOrder.filter { constraint in
            (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === self && constraint.secondAttribute.axis == axis)
        }
    }
}
