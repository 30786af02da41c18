import InterfaceBuilder
import OpenAutoLayout

/// The fixes `DocumentFix` has applied so far, kept per scene, and each scene's issues after them.
///
/// Scenes are laid out independently, so a fix changes only its own scene's issues: a scene no fix
/// has touched keeps the issues `check` found, and after a fix only that scene is laid out again
/// (`keepingRoots(ofScene:)`, as `SceneVerifier` does). Laying the whole document out after every
/// fix made `fix` cost issues × document: 44 s for 41 fixes on 2 MB where `check` takes 3, hours on 50 MB.
struct AppliedFixes {
    typealias Issues = (issues: [SceneLayoutIssue], keys: Set<IssueKey>)

    private let document: IBDocument
    private let mode: IBLayoutMode
    private var added: [String: [IBConstraintSpec]] = [:]
    private var removed: [String: [String]] = [:]
    private var frames: [String: [(viewID: String, frame: Rect)]] = [:]
    /// Each scene's issues with its fixes so far; nil once a fix makes them stale.
    private var issuesByScene: [String: Issues] = [:]
    private var relayoutCostByScene: [String: Int] = [:]
    /// The document's per-document layout choices, kept for scenes whose fixes change only constraints.
    private let choices: DocumentChoices
    /// Views laid out again after fixes (a budget of its own, beside the explanation's).
    private let budget = LayoutBudget()

    private(set) var addedCount = 0
    private(set) var removedCount = 0
    private(set) var frameCount = 0

    /// `scenes`: the document's layout as `check` made it (`CheckedDocument.scenes`).
    /// `choices`: the document's (`DocumentChoices.of`), as its explanation made them.
    init(document: IBDocument, mode: IBLayoutMode, scenes: [SceneLayout], choices: DocumentChoices) {
        self.document = document
        self.mode = mode
        self.choices = choices
        for scene in scenes {
            issuesByScene[scene.id] = (scene.issues, Set(DocumentExplanation.keys(scene.issues)))
            relayoutCostByScene[scene.id] = LayoutBudget.layoutCost(of: scene, documentViews: document.views.count)
        }
    }

    /// The scene's issues with the fixes applied to it so far.
    /// The scene's issues with the fixes applied so far; nil when that needs a layout the budget
    /// (`LayoutBudget`) no longer allows.
    mutating func issues(ofScene sceneID: String) -> Issues? {
        if let known = issuesByScene[sceneID] { return known }
        guard budget.spend(views: relayoutCostByScene[sceneID] ?? 1) else { return nil }
        let changed = document.keepingRoots(ofScene: sceneID)
            .applying(added[sceneID] ?? [], removing: removed[sceneID] ?? [])
            .updatingFrames(frames[sceneID] ?? [])
        let unchangedChoices = (frames[sceneID] ?? []).isEmpty ? choices : nil
        let issues = IBLayout.layOut(changed, mode: mode, only: nil, choices: unchangedChoices)
            .first { $0.id == sceneID }?.issues ?? []
        let result = (issues, Set(DocumentExplanation.keys(issues)))
        issuesByScene[sceneID] = result
        return result
    }

    /// Records one issue's fix in its scene, whose issues are then laid out again when next asked for.
    mutating func apply(_ specs: [IBConstraintSpec], removing removedIDs: [String],
                        frames updates: [(viewID: String, frame: Rect)], inScene sceneID: String) {
        added[sceneID, default: []] += specs
        removed[sceneID, default: []] += removedIDs
        frames[sceneID, default: []] += updates
        issuesByScene[sceneID] = nil
        addedCount += specs.count
        removedCount += removedIDs.count
        frameCount += updates.count
    }
}
