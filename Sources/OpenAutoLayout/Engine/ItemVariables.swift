internal import ConstraintSolver

/// The solver variables of one view or layout guide: its frame in its coordinate host's
/// interior coordinates (a view's superview, a guide's owning view). A scroll view adds the
/// size of its content rectangle, which is `(0, 0, contentWidth, contentHeight)` in its interior.
struct ItemVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    let contentWidth: Variable?
    let contentHeight: Variable?

    var all: [Variable] { [x, y, width, height] + [contentWidth, contentHeight].compactMap { $0 } }
}

/// One constraint as the solver holds it.
struct ConstraintRecord {
    /// `nil` while the constraint is broken (it conflicted) or cannot be expressed.
    var id: ConstraintID?
    /// The expression's constant when it was last given to the solver.
    var constant: Double
    /// The variables the expression mentions (for "which constraints touch the content size").
    var variables: [Variable]
}

/// `lhs − rhs`, ready for `solver.add(_:_:strength:)`.
struct LinearConstraint {
    var expression: Expression
    var relation: Relation
}
