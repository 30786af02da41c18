import OpenAutoLayout

/// One maker line's constraints as a unit (SnapKit's `Constraint`): `make.edges.equalTo(x)` is one
/// `Constraint` with four layout constraints. Keep it to activate, deactivate or update later.
public final class Constraint {
    let sourceLocation: SourceLocation
    let label: String?

    private var constant: ConstraintConstant {
        didSet { updateConstantAndPriority() }
    }

    private var priority: Float {
        didSet { updateConstantAndPriority() }
    }

    /// The layout constraints this constraint stands for, one per attribute.
    public private(set) var layoutConstraints: [LayoutConstraint] = []

    init(sourceLocation: SourceLocation, label: String?, constant: ConstraintConstant, priority: Float) {
        self.sourceLocation = sourceLocation
        self.label = label
        self.constant = constant
        self.priority = priority
    }

    func setLayoutConstraints(_ constraints: [SnapLayoutConstraint]) {
        for constraint in constraints { constraint.constraint = self }
        layoutConstraints = constraints
    }

    /// True while any of its layout constraints is active.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
    }

    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
    }

    /// Sets the raw constant of every layout constraint.
    @discardableResult
    public func update(offset: any ConstraintOffsetTarget) -> Constraint {
        constant = .number(offset.constraintOffsetTargetValue)
        return self
    }

    /// Sets the constants as insets: right, bottom and trailing get the negated value.
    @discardableResult
    public func update(inset: any ConstraintInsetTarget) -> Constraint {
        constant = .insets(inset.constraintInsetTargetValue)
        return self
    }

    @discardableResult
    public func update(inset: any ConstraintDirectionalInsetTarget) -> Constraint {
        constant = .directionalInsets(inset.constraintDirectionalInsetTargetValue)
        return self
    }

    /// Changes the priority between optional values only: as in UIKit (and SnapKit), a required
    /// constraint stays required and an optional one cannot become required once made.
    @discardableResult
    public func update(priority: any ConstraintPriorityTarget) -> Constraint {
        self.priority = priority.constraintPriorityTargetValue
        return self
    }

    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        self.priority = priority.value
        return self
    }

    @available(*, deprecated, renamed: "activate()")
    public func install() { activate() }

    @available(*, deprecated, renamed: "deactivate()")
    public func uninstall() { deactivate() }

    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(amount: any ConstraintOffsetTarget) { update(offset: amount) }

    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(amount: any ConstraintInsetTarget) { update(inset: amount) }

    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(amount: any ConstraintPriorityTarget) { update(priority: amount) }

    private func updateConstantAndPriority() {
        for case let layoutConstraint as SnapLayoutConstraint in layoutConstraints {
            layoutConstraint.constant = constant.value(for: layoutConstraint.constantAttribute)
            if !layoutConstraint.priority.isRequired && priority < ConstraintPriority.required.value {
                layoutConstraint.priority = LayoutPriority(rawValue: priority)
            }
        }
    }
}
