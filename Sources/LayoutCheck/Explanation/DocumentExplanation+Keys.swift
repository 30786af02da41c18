import InterfaceBuilder
import OpenAutoLayout

/// Issue keys: what `fix` and the verifier compare to tell whether an issue is still there.
extension DocumentExplanation {
    /// Each issue's keys (its rule's `keys(of:)`), in order: one per scroll axis, frame part, conflict,
    /// priority tie or misplaced view, in IB ids.
    public static func keys(_ issues: [SceneLayoutIssue]) -> [IssueKey] {
        issues.flatMap { LayoutRules.rule(of: $0).keys(of: $0) }
    }

    /// The keys of one of a scene model's issues, in the same terms as its scene issue's.
    static func keys(_ issue: LayoutIssue, model: IBSceneModel) -> [IssueKey] {
        switch issue {
        case .ambiguousScrollableContentSize(let scrollView, let axes):
            let id = model.id(of: scrollView) ?? "?"
            return keys([.ambiguousScrollableContentSize(scrollViewID: id, axes: axes)])
        case .ambiguousLayout(let view, let attributes):
            return keys([.ambiguousLayout(viewID: model.id(of: view) ?? "?", attributes: attributes)])
        case .unsatisfiableConstraints(let conflicting, _):
            return [ConflictingConstraintsRule.key(conflicting.map { model.element(of: $0)?.id ?? $0.description })]
        case .contentPriorityAmbiguity(let views, let axis, let kind, let priority):
            return keys([.contentPriorityAmbiguity(viewIDs: views.map { model.id(of: $0) ?? "?" }, axis: axis, kind: kind,
                                                   priority: Double(priority.rawValue))])
        }
    }
}
