internal import ConstraintSolver

/// The constraint solver of one view hierarchy, owned by its root view.
///
/// Every view and layout guide has four variables (its frame in its host's interior coordinates),
/// a scroll view two more (its content size). Structural changes (views, guides, intrinsic sizes,
/// autoresizing masks) rebuild the solver on the next pass; constant changes, scrolling and safe
/// area changes update constants in place; activation and deactivation add and remove one
/// constraint.
final class LayoutEngine {
    unowned let root: View
    var solver = Solver()
    /// The solver no longer matches the hierarchy: rebuild before the next use.
    var isStale = true
    /// The solution may differ from the frames last applied.
    var solutionChanged = true
    /// Set while the engine sizes a view for `systemLayoutSizeFitting`.
    var fitting: FittingRequest?
    /// Set while `rebuild()` reads the hierarchy (intrinsic sizes, constraints): app code it calls
    /// may ask for layout again (`layoutIfNeeded()` inside `intrinsicContentSize`), which UIKit
    /// tolerates; see `View.layoutIfNeeded()`.
    var isRebuilding = false
    /// An invalidation that arrived during `rebuild()`: the solver it finishes is already out of date.
    var invalidatedWhileRebuilding = false
    /// How many layout passes of this engine are running (more than one when app code inside a
    /// pass calls `layoutIfNeeded()`).
    var passDepth = 0

    var variables: [ObjectIdentifier: ItemVariables] = [:]
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    var constraintsByID: [ConstraintID: LayoutConstraint] = [:]
    /// Generated constraints of the current build, in the order they were added.
    var generated: [LayoutConstraint] = []
    /// Every constraint of the current build in the order it was given to the solver.
    var addedInOrder: [LayoutConstraint] = []
    /// Conflicts met since the last rebuild, in the order they happened.
    var conflicts: [LayoutIssue] = []
    /// The issues found by the last layout pass.
    var lastIssues: [LayoutIssue] = []
    /// Broken constraints of the conflicts already handed to the unsatisfiable-constraints handler.
    var reportedConflicts: [ObjectIdentifier] = []
    /// For a what-if engine (`View.layoutIssues(adding:removing:)`): constraints solved as if
    /// activated last, and installed constraints left out.
    var hypotheticalAdditions: [LayoutConstraint] = []
    var hypotheticalRemovals: [ObjectIdentifier] = []

    init(root: View) { self.root = root }

    func invalidate() {
        isStale = true
        solutionChanged = true
        if isRebuilding { invalidatedWhileRebuilding = true }
    }

    /// Rebuilds if needed so variables and values can be read. During a rebuild the solver is
    /// half made: nothing is done, and the caller reads what the previous solution left.
    func ensureCurrent() {
        guard !isRebuilding else { return }
        if isStale { rebuild() } else { refreshConstants() }
    }

    // MARK: Incremental updates

    func constraintDidActivate(_ constraint: LayoutConstraint) {
        solutionChanged = true
        guard !isStale else { return }
        add(constraint)
    }

    func constraintWillDeactivate(_ constraint: LayoutConstraint) {
        solutionChanged = true
        guard !isStale else { return }
        let key = ObjectIdentifier(constraint)
        if let id = records[key]?.id {
            try? solver.remove(id)
            constraintsByID[id] = nil
        }
        records[key] = nil
        addedInOrder.removeAll { $0 === constraint }
        // A conflict resolved by breaking this very constraint is no longer in effect.
        conflicts.removeAll { $0.brokenConstraint === constraint }
    }

    func constantDidChange(of constraint: LayoutConstraint) {
        solutionChanged = true
        guard !isStale else { return }
        refreshConstant(of: constraint)
    }

    func priorityDidChange(of constraint: LayoutConstraint) {
        solutionChanged = true
        guard !isStale, let id = records[ObjectIdentifier(constraint)]?.id,
              let old = solver.strength(of: id) else { return }
        let new = constraint.priority.strength
        if old.isRequired != new.isRequired {
            invalidate()
            return
        }
        do { try solver.setStrength(new, of: id) } catch { invalidate() }
    }

    /// A root frame or a translated autoresizing frame changed: the fixed constraints move.
    func fixedFrameDidChange(of view: View) { invalidate() }

    /// Scrolling changes constants of constraints that cross the view; refreshed on the next pass.
    func boundsOriginDidChange(of view: View) { solutionChanged = true }

    // MARK: Constants

    /// Gives the solver the current constant of every constraint whose constant moved
    /// (bounds origins, safe areas, the keyboard, margins).
    func refreshConstants() {
        for constraint in addedInOrder { refreshConstant(of: constraint) }
    }

    func refreshConstant(of constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], let id = record.id,
              let linear = linearConstraint(for: constraint) else { return }
        let constant = linear.expression.constant
        if abs(constant - record.constant) <= Tolerance.zero { return }
        solutionChanged = true
        do {
            try solver.setConstant(constant, of: id)
            records[key]?.constant = constant
        } catch .unsatisfiable(let conflict) {
            try? solver.remove(id)
            constraintsByID[id] = nil
            records[key]?.id = nil
            recordConflict(conflict, broken: constraint)
        } catch {
            // Non-finite constants cannot occur (inputs are sanitized); keep the old value.
        }
    }
}

/// What `systemLayoutSizeFitting` asks for: a target size held at the given priorities.
struct FittingRequest {
    var targetSize: Size
    var horizontalPriority: LayoutPriority
    var verticalPriority: LayoutPriority
}
