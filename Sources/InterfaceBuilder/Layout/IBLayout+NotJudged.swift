import OpenAutoLayout

extension IBLayout {
    typealias RootResult = (views: [ViewLayout], scrollViews: [ScrollViewLayout], issues: [SceneLayoutIssue])

    /// Lays the root out again with each thing the file does not decide drawn another way, and leaves
    /// the views that move unjudged (`NotJudgedPolicy.markMoved`): a large-title bar drawn large, empty
    /// stack views held at their records, constraints through text baselines shifted. Returns the notes.
    static func markUndecided(_ laidOut: inout RootResult, _ document: IBDocument, _ mode: IBLayoutMode,
                              mapper: IBSceneMapper, exact: SolvedScene, root: Int, controller: IBViewController?,
                              sceneIndex: Int?, choices: DocumentChoices) -> [String] {
        var notes: [String] = []
        func compare(_ reason: String, _ other: SolvedScene, keepsJudged: (ViewLayout) -> Bool = { _ in false }) {
            notes += NotJudgedPolicy.markMoved(&laidOut.views, issues: &laidOut.issues, order: mapper.order,
                                               judged: exact, other: other, reason: reason, keepsJudged: keepsJudged)
        }
        if mapper.metrics.largeTitleUndecided && mapper.metrics.navigationBar > 0 {
            let large = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                             containment: choices.containment, drawsLargeTitle: true)
            compare(NotJudgedPolicy.largeTitleReason, large.solved)
        }
        if mapper.holdsEmptyStackView {
            let held = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                            containment: choices.containment, holdsEmptyStacks: true)
            compare(NotJudgedPolicy.emptyStackReason, held.solved)
        }
        if mapper.placesThroughTextBaseline {
            let shifted = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                               containment: choices.containment, shiftsBaselines: true)
            compare(NotJudgedPolicy.baselineReason, shifted.solved,
                    keepsJudged: NotJudgedPolicy.isMisplacedAcrossBaselines)
        }
        return notes
    }
}
