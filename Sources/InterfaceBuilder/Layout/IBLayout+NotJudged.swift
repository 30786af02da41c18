import OpenAutoLayout

extension IBLayout {
    typealias RootResult = (views: [ViewLayout], scrollViews: [ScrollViewLayout], issues: [SceneLayoutIssue])

    /// Lays the root out again with each thing the file does not decide drawn another way, and leaves
    /// the views that move unjudged (`NotJudgedPolicy.markMoved`): a large-title bar drawn large, empty
    /// stack views held at their records, constraints through text baselines shifted either way, a controller at
    /// another size than its screen without the screen's insets, a printed conflict broken at each of its
    /// constraints in turn, Xcode 8's cell content views written a
    /// whole point short at the row less a pixel (`CellContentHairline`). A view misplaced in both layouts keeps its
    /// warning: that verdict does not rest on what the other layout draws otherwise. Returns the notes.
    static func markUndecided(_ laidOut: inout RootResult, _ document: IBDocument, _ mode: IBLayoutMode,
                              mapper: IBSceneMapper, exact: SolvedScene, root: Int, controller: IBViewController?,
                              sceneIndex: Int?, choices: DocumentChoices) -> [String] {
        var notes: [String] = []
        let staysMisplaced = misplacedInBoth(document)
        func compare(_ reason: String, _ other: SolvedScene, keepsJudged: (ViewLayout, Rect) -> Bool = { _, _ in false }) {
            notes += NotJudgedPolicy.markMoved(&laidOut.views, issues: &laidOut.issues, order: mapper.order,
                                               judged: exact, other: other, reason: reason, keepsJudged: keepsJudged)
        }
        if mapper.metrics.largeTitleUndecided && mapper.metrics.navigationBar > 0 {
            let large = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                             containment: choices.containment, options: IBPassOptions(drawsLargeTitle: true))
            compare(NotJudgedPolicy.largeTitleReason, large.solved)
        }
        if mapper.holdsEmptyStackView {
            let held = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                            containment: choices.containment, options: IBPassOptions(holdsEmptyStacks: true))
            compare(NotJudgedPolicy.emptyStackReason, held.solved)
        }
        for shift in [NotJudgedPolicy.baselineShift, -NotJudgedPolicy.baselineShift] where mapper.placesThroughTextBaseline {
            let shifted = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                               containment: choices.containment, options: IBPassOptions(baselineShift: shift))
            compare(NotJudgedPolicy.baselineReason, shifted.solved, keepsJudged: staysMisplaced)
        }
        notes += markUndecidedByCanvas(&laidOut, document, mode, mapper: mapper, exact: exact, root: root,
                                       controller: controller, sceneIndex: sceneIndex, choices: choices)
        notes += markCellContentUndecided(&laidOut, document, mode, mapper: mapper, exact: exact, root: root,
                                          controller: controller, sceneIndex: sceneIndex, choices: choices, keepsJudged: staysMisplaced)
        return notes
    }

    /// Misplaced in both layouts: the verdict does not rest on what the other layout draws otherwise.
    private static func misplacedInBoth(_ document: IBDocument) -> (ViewLayout, Rect) -> Bool {
        let scale = TextMetrics.scale(of: document), toolsVersion = document.toolsVersionNumber
        return { view, other in
            view.misplaced && MisplacementPolicy.isMisplaced(recorded: view.recordedFrame, solved: other, ambiguous: false,
                                                             toolsVersion: toolsVersion, scale: scale)
        }
    }

    /// The layouts of `markUndecided` that redraw the canvas or the constraints: the controller or
    /// top-level view without the screen's insets, tall text views at one line, a conflict broken at
    /// each of its constraints in turn.
    private static func markUndecidedByCanvas(_ laidOut: inout RootResult, _ document: IBDocument, _ mode: IBLayoutMode,
                                              mapper: IBSceneMapper, exact: SolvedScene, root: Int,
                                              controller: IBViewController?, sceneIndex: Int?,
                                              choices: DocumentChoices) -> [String] {
        var notes: [String] = []
        let staysMisplaced = misplacedInBoth(document)
        func run(_ options: IBPassOptions) -> SolvedScene {
            pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                 containment: choices.containment, options: options).solved
        }
        func again(_ reason: String, _ options: IBPassOptions, _ keepsJudged: (ViewLayout, Rect) -> Bool) {
            notes += NotJudgedPolicy.markMoved(&laidOut.views, issues: &laidOut.issues, order: mapper.order,
                                               judged: exact, other: run(options), reason: reason, keepsJudged: keepsJudged)
        }
        func ambiguityAgain(_ reason: String, _ change: (inout IBPassOptions) -> Void) {
            var options = choices.ambiguityOptions
            change(&options)
            notes += NotJudgedPolicy.markAmbiguityGone(&laidOut, order: mapper.order, other: run(options), reason: reason)
        }
        if mapper.metrics.isOffScreenSize(document) {
            markOffScreenUndecided(mapper: mapper, keepsJudged: staysMisplaced, again: again, ambiguityAgain: ambiguityAgain)
        }
        if mapper.nestsSameAxisStacks {
            // A tie between the model's stand-ins for UIKit's private stack fits is not UIKit's: the
            // ambiguity that goes when inner stacks fit their own views first is not judged.
            ambiguityAgain(NotJudgedPolicy.stackFitReason) { $0.fitsNestedStacksFirst = true }
        }
        for side in mapper.otherTopLevelCellSideMargins {
            again(NotJudgedPolicy.cellSideMarginReason, IBPassOptions(topLevelCellSideMargin: side), staysMisplaced)
        }
        if mapper.holdsTallTextView {
            notes += markTallTextViewsUndecided(&laidOut, mapper: mapper, exact: exact,
                                                shortened: run(IBPassOptions(shrinksTallTextViews: true)),
                                                keepsJudged: staysMisplaced)
        }
        notes += markConflictBreaks(&laidOut, mapper: mapper, exact: exact, keepsJudged: staysMisplaced, layout: run)
        return notes
    }

    /// A root drawn at another size than its screen: laid out again without the screen's insets, and
    /// with the other system side margin where views read the root's.
    private static func markOffScreenUndecided(mapper: IBSceneMapper, keepsJudged: @escaping (ViewLayout, Rect) -> Bool,
                                               again: (String, IBPassOptions, (ViewLayout, Rect) -> Bool) -> Void,
                                               ambiguityAgain: (String, (inout IBPassOptions) -> Void) -> Void) {
        // A top-level view gets some of the screen's insets and not others (simplenote 17701:
        // the housing's 44 at the top, no home indicator), so no verdict there rests on all or
        // none, its ambiguity included (ambiguity first, so a view that also moves keeps no issue
        // the other layout lacks). A controller's ambiguity stays: nhsx `Status` (16096,
        // 414 × 400) flags three views tied only with the insets.
        let screen = mapper.metrics.kind == .screenView
        if screen { ambiguityAgain(NotJudgedPolicy.offScreenSizeReason) { $0.dropsScreenInsets = true } }
        again(NotJudgedPolicy.offScreenSizeReason, IBPassOptions(dropsScreenInsets: true), screen ? { _, _ in false } : keepsJudged)
        if let side = mapper.otherRootSideMargin {
            again(NotJudgedPolicy.rootSideMarginReason, IBPassOptions(rootSideMargin: side), keepsJudged)
        }
    }

    /// Each constraint of a printed conflict broken in turn, then the file's constraints last to first
    /// (which can break several): a view that moves in any of those layouts (and is not misplaced there
    /// too) is not judged (`NotJudgedPolicy.conflictBreakReason`); one note for them all.
    private static func markConflictBreaks(_ laidOut: inout RootResult, mapper: IBSceneMapper, exact: SolvedScene,
                                           keepsJudged: (ViewLayout, Rect) -> Bool,
                                           layout: (IBPassOptions) -> SolvedScene) -> [String] {
        let reason = NotJudgedPolicy.conflictBreakReason
        let alreadyUnjudged = Set(laidOut.views.filter { $0.notJudged != nil }.map(\.id))
        let members = NotJudgedPolicy.breakableMembers(of: exact.conflicts)
        for id in members.map(Optional.some) + (members.isEmpty ? [] : [nil]) {
            let other = layout(IBPassOptions(breaksConstraintID: id, reversesConstraintOrder: id == nil))
            _ = NotJudgedPolicy.markMoved(&laidOut.views, issues: &laidOut.issues, order: mapper.order,
                                          judged: exact, other: other, reason: reason, keepsJudged: keepsJudged)
        }
        let broken = laidOut.views.filter { $0.notJudged == reason && !alreadyUnjudged.contains($0.id) }
        return NotJudgedPolicy.note(count: broken.count, reason: reason).map { [$0] } ?? []
    }
}
