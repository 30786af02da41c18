import InterfaceBuilder
import OpenAutoLayout

/// Issue keys: what `fix` and the verifier compare to tell whether an issue is still there.
extension DocumentExplanation {
    /// One key per scroll axis, frame part, conflict or misplaced view, in IB ids.
    public static func keys(_ issues: [SceneLayoutIssue]) -> [String] {
        issues.flatMap { issue -> [String] in
            switch issue {
            case .ambiguousScrollableContentSize(let id, let axes):
                (axes.contains(.horizontal) ? ["content:\(id):width"] : [String]())
                + (axes.contains(.vertical) ? ["content:\(id):height"] : [String]())
            case .ambiguousLayout(let id, let attributes): attributes.names.map { "ambiguous:\(id):\($0)" }
            case .conflictingConstraints(let conflicting, _):
                ["conflict:" + conflicting.map { $0.id ?? $0.modelDescription }.sorted().joined(separator: ",")]
            case .contentPriorityAmbiguity(let ids, let axis, _, _): ["priority:\(axis):" + ids.joined(separator: ",")]
            case .misplacedView(let id, _, _): ["misplaced:\(id)"]
            }
        }
    }

    static func keys(_ issue: LayoutIssue, model: IBSceneModel) -> [String] {
        switch issue {
        case .ambiguousScrollableContentSize(let scrollView, let axes):
            let id = model.id(of: scrollView) ?? "?"
            return keys([.ambiguousScrollableContentSize(scrollViewID: id, axes: axes)])
        case .ambiguousLayout(let view, let attributes):
            return keys([.ambiguousLayout(viewID: model.id(of: view) ?? "?", attributes: attributes)])
        case .unsatisfiableConstraints(let conflicting, _):
            return ["conflict:" + conflicting.map { model.element(of: $0)?.id ?? $0.description }.sorted().joined(separator: ",")]
        case .contentPriorityAmbiguity(let views, let axis, _, _):
            return ["priority:\(axis):" + views.map { model.id(of: $0) ?? "?" }.joined(separator: ",")]
        }
    }
}
