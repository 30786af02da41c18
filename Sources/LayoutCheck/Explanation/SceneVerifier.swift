import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// Checks candidate fixes of one scene the way `check` would see them.
///
/// A fix that only adds constraints is judged on the scene's solved layout passes, kept from one
/// layout of the scene (`IBKeptScene`): no re-reading, re-mapping or re-solving per candidate.
/// So is "Update Frames" of a view whose record the layout only judges (`isNoLongerMisplaced`).
/// Everything that cannot be judged there — removals, other frame updates, fixes on a scroll
/// view's content edges or on views IB holds at fixed frames, scenes with conflicts,
/// content-priority ties, overflow or views that would become misplaced — is checked as before:
/// the scene laid out again with the fix written into the document. Only that scene is laid out
/// (the document's other scenes keep their places but lose their roots), and a candidate proposed
/// by several issues is laid out once.
struct SceneVerifier {
    let sceneID: String
    let mode: IBLayoutMode
    /// The document with every other scene's roots left out.
    let document: IBDocument
    /// The scene's issue keys as `check` found them.
    let before: [IssueKey]
    /// Nil when the kept layout's issues are not `check`'s (then every candidate is laid out).
    private let kept: IBKeptScene?
    /// The scene's roots as the kept layout solved them: the models its issues are explained on.
    let models: [IBSceneModel]
    private var afterByCandidate: [String: [IssueKey]] = [:]
    /// The document's budget of views laid out again, and what one layout of this scene costs from it.
    private let budget: LayoutBudget
    private let relayoutCost: Int
    /// The document's per-document layout choices, kept for candidates that change only constraints.
    private let choices: DocumentChoices
    /// Whether a fix-it was left unverified because the budget was spent (reset by the caller per issue).
    var refusedByBudget = false

    /// `sceneOnly`: the document with only this scene's roots (`keepingRoots(ofScene:)`).
    /// `choices`: the document's (`DocumentChoices.of`), made once for all its scenes.
    init(scene: SceneLayout, sceneOnly: IBDocument, mode: IBLayoutMode, budget: LayoutBudget = LayoutBudget(),
         choices: DocumentChoices? = nil) {
        sceneID = scene.id
        self.budget = budget
        relayoutCost = LayoutBudget.layoutCost(of: scene, documentViews: sceneOnly.views.count)
        let choices = choices ?? DocumentChoices.of(sceneOnly)
        self.choices = choices
        self.mode = mode
        document = sceneOnly
        let before = DocumentExplanation.keys(scene.issues)
        self.before = before
        let laidOut = IBKeptScene(document: sceneOnly, sceneID: scene.id, mode: mode, choices: choices)
        models = laidOut?.models ?? IBLayout.sceneModels(sceneOnly, mode: mode)
        kept = laidOut.flatMap { DocumentExplanation.keys($0.layout.issues) == before ? $0 : nil }
    }

    /// Whether the scene with `specs` added and `removed` left out (or with views moved to
    /// `frames`) no longer has any of `target` and has nothing new. `ambiguousTarget`: the view
    /// attributes `target` names, when it names a view's ambiguous frame; `contentTarget`: the
    /// scroll view and axes, when it names an ambiguous content size.
    mutating func isGood(adding specs: [IBConstraintSpec] = [], removing removed: [String] = [],
                         frames: [(viewID: String, frame: Rect)] = [], target: [IssueKey],
                         ambiguousTarget: (viewID: String, attributes: LayoutIssue.AmbiguousAttributes)? = nil,
                         contentTarget: (scrollViewID: String, axes: LayoutIssue.Axes)? = nil) -> Bool {
        if removed.isEmpty, frames.isEmpty, let kept {
            switch kept.verdict(adding: specs, target: ambiguousTarget, content: contentTarget) {
            case .changesNothing: return IssueKeys.fixIsGood(before: before, after: before, target: target)
            case .determinesTarget: return true
            case .conflicts: return false
            case .undecided: break
            }
        }
        if specs.isEmpty, removed.isEmpty, frames.count == 1, let kept,
           let cured = kept.isNoLongerMisplaced(viewID: frames[0].viewID, at: frames[0].frame) {
            // The layout is the same; only the moved view's misplacement can go.
            let after = cured ? before.filter { $0 != IssueKey(.misplacedView, [frames[0].viewID]) } : before
            return IssueKeys.fixIsGood(before: before, after: after, target: target)
        }
        guard let after = after(adding: specs, removing: removed, frames: frames) else {
            refusedByBudget = true
            return false
        }
        return IssueKeys.fixIsGood(before: before, after: after, target: target)
    }

    /// The issue keys of the scene laid out with the fix; nil when the budget refuses the layout.
    private mutating func after(adding specs: [IBConstraintSpec], removing removed: [String],
                                frames: [(viewID: String, frame: Rect)]) -> [IssueKey]? {
        // New ids differ between proposals of the same constraints; nothing else does.
        let candidate = specs.map { spec in
            var anonymous = spec
            anonymous.id = ""
            return "\(anonymous)"
        } + removed.map { "-\($0)" } + frames.map { "\($0.viewID)@\($0.frame)" }
        let key = candidate.joined(separator: "\n")
        if let known = afterByCandidate[key] { return known }
        guard budget.spend(views: relayoutCost) else { return nil }
        let changed = document.applying(specs, removing: removed).updatingFrames(frames)
        let after = IBLayout.layOut(changed, mode: mode, only: nil, choices: frames.isEmpty ? choices : nil)
            .first { $0.id == sceneID }
            .map { DocumentExplanation.keys($0.issues) } ?? []
        afterByCandidate[key] = after
        return after
    }
}

extension IBDocument {
    /// A copy in which only the scene (or xib top-level view) `sceneID` has roots to lay out;
    /// other scenes keep their controllers and places (containment and scene indices still read
    /// them) but not their views.
    func keepingRoots(ofScene sceneID: String) -> IBDocument {
        var copy = self
        switch kind {
        case .storyboard:
            for index in copy.scenes.indices where copy.scenes[index].sceneID != sceneID {
                copy.scenes[index].viewController?.view = nil
                copy.scenes[index].views = []
            }
        case .xib:
            copy.topLevelViews = topLevelViews.filter { views[$0].id == sceneID }
        }
        return copy
    }
}
