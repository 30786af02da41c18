import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// The issues of one scene's models (its roots), found by their keys in one pass.
struct ModelIssues {
    let models: [IBSceneModel]
    private var byKeys: [[IssueKey]: (IBSceneModel, LayoutIssue)] = [:]

    init(_ models: [IBSceneModel]) {
        self.models = models
        for model in models {
            for issue in model.root.layoutIssues {
                let keys = DocumentExplanation.keys(issue, model: model)
                if byKeys[keys] == nil { byKeys[keys] = (model, issue) }
            }
        }
    }

    /// The model issue for one of `check`'s issues, on the scene root that holds its objects.
    ///
    /// `check`'s list is the source of truth. Some of its issues come from rules above the model's
    /// `layoutIssues` — the quarter-point probe pass, the tools-version rule for scroll views whose
    /// content nothing sizes, the content-edge rule for axes never reached — so when the model does
    /// not list the issue itself it is rebuilt from the model's objects: the explainer traces chains
    /// and free attributes from constraints, not from the issue's origin.
    func modelIssue(_ issue: SceneLayoutIssue) -> (IBSceneModel, LayoutIssue)? {
        if let found = byKeys[DocumentExplanation.keys([issue])] { return found }
        switch issue {
        case .ambiguousScrollableContentSize(let id, let axes):
            for model in models {
                if let scrollView = model.view(withID: id) as? ScrollView {
                    return (model, .ambiguousScrollableContentSize(scrollView: scrollView, axes: axes))
                }
            }
        case .ambiguousLayout(let id, let attributes):
            for model in models {
                if let view = model.view(withID: id) { return (model, .ambiguousLayout(view: view, attributes: attributes)) }
            }
        case .contentPriorityAmbiguity(let ids, let axis, let kind, let priority):
            for model in models {
                let views = ids.compactMap(model.view(withID:))
                guard views.count == ids.count, !views.isEmpty else { continue }
                return (model, .contentPriorityAmbiguity(views: views, axis: axis, kind: kind,
                                                         priority: LayoutPriority(Float(priority))))
            }
        case .conflictingConstraints(_, let broken):
            // The same broken constraint, when the model breaks it in a differently listed set.
            for model in models {
                for candidate in model.root.layoutIssues {
                    guard case .unsatisfiableConstraints(_, let modelBroken) = candidate,
                          let id = broken.id, model.element(of: modelBroken)?.id == id else { continue }
                    return (model, candidate)
                }
            }
        default:
            // Misplaced views are explained from the scene's frames; rules with their own reasons
            // (`LayoutRule.reasons`) never reach here.
            break
        }
        return nil
    }
}

extension CheckedDocument {
    /// The diagnostic this document reports for an explained issue (with the configuration's rules
    /// and severities applied), or nil when its rules leave the issue out.
    public func diagnostic(of item: DocumentExplanation.Item) -> Diagnostic? {
        guard let finding = item.finding else { return nil }
        return diagnostics.first { $0.finding == finding }
    }
}

/// A checked document's diagnostics by the finding they report: the diagnostic of each explained
/// item in constant time. (`diagnostic(of:)` scans them all; called for every item, it made `explain`
/// and `fix` quadratic in a file's issues: 42,000 issues, 1.8 billion comparisons.)
package struct DiagnosticIndex {
    private var byFinding: [FindingID: Diagnostic] = [:]

    package init(_ check: CheckedDocument) {
        for diagnostic in check.diagnostics {
            if let finding = diagnostic.finding, byFinding[finding] == nil { byFinding[finding] = diagnostic }
        }
    }

    /// What `CheckedDocument.diagnostic(of:)` finds: the diagnostic that reports the item's finding.
    package func diagnostic(of item: DocumentExplanation.Item) -> Diagnostic? {
        item.finding.flatMap { byFinding[$0] }
    }
}
