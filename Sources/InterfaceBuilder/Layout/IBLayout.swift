import OpenAutoLayout

/// Lays out Interface Builder documents as Xcode's canvas does (or as the app does at launch).
///
/// Each storyboard scene with a root view, and each top-level view of a xib, becomes one
/// `SceneLayout`: its views are mapped to OpenAutoLayout views on a canvas the size of the root
/// view's recorded frame, its constraints installed, and one layout pass run. Views in a scene's
/// dock are laid out on their own canvases and listed with the scene.
public enum IBLayout {
    /// The layouts of every scene (storyboard) or top-level view (xib), in document order, as the
    /// constraints give them (`layOut(_:mode:)` then drops constraints whose results overflow).
    /// `sceneID`: only that scene (each scene is laid out on its own; the choices made once per
    /// document are made from the whole document all the same).
    static func layOutScenes(_ recorded: IBDocument, mode: IBLayoutMode, only sceneID: String? = nil,
                             choices: DocumentChoices? = nil) -> [SceneLayout] {
        layOutScenes(recorded, mode: mode, only: sceneID, keepsPasses: false, choices: choices).map(\.layout)
    }

    /// The layouts, and for the scene `keptSceneID` (if given, only that one is laid out) every
    /// root's solved passes (`IBKeptScene`).
    static func layOutScenes(_ recorded: IBDocument, mode: IBLayoutMode, keepingPassesOf keptSceneID: String?,
                             choices: DocumentChoices? = nil) -> [(layout: SceneLayout, passes: [IBRootPasses])] {
        layOutScenes(recorded, mode: mode, only: keptSceneID, keepsPasses: keptSceneID != nil, choices: choices)
    }

    private static func layOutScenes(_ recorded: IBDocument, mode: IBLayoutMode, only keptSceneID: String?,
                                     keepsPasses: Bool, choices known: DocumentChoices? = nil)
        -> [(layout: SceneLayout, passes: [IBRootPasses])] {
        let document = RecordedPixelGrid.snapped(recorded)
        let choices = known ?? DocumentChoices(document)
        let jobs = sceneJobs(document, only: keptSceneID)
        // Kept passes hold view hierarchies (not `Sendable`), and are asked for one scene at a time.
        if keepsPasses {
            return jobs.map { layOut(document, mode: mode, job: $0, choices: choices, keepsPasses: true) }
        }
        return ConcurrentWork.map(jobs) { job in
            layOut(document, mode: mode, job: job, choices: choices, keepsPasses: false).layout
        }.map { ($0, []) }
    }

    /// The scenes (storyboard) or top-level views (xib) to lay out, in document order.
    static func sceneJobs(_ document: IBDocument, only keptSceneID: String?) -> [SceneJob] {
        switch document.kind {
        case .storyboard:
            return document.scenes.enumerated().compactMap { sceneIndex, scene in
                let controller = scene.viewController
                var roots: [SceneJob.Root] = []
                if let root = controller?.view { roots.append((root, controller)) }
                roots += scene.views.map { ($0, nil) }
                guard !roots.isEmpty, keptSceneID == nil || keptSceneID == scene.sceneID else { return nil }
                let name = controller.map(sceneName) ?? displayName(of: document.views[roots[0].index])
                return SceneJob(id: scene.sceneID, name: name, location: scene.location, roots: roots,
                                sceneIndex: sceneIndex)
            }
        case .xib:
            return document.topLevelViews.compactMap { root in
                let view = document.views[root]
                guard keptSceneID == nil || keptSceneID == view.id else { return nil }
                return SceneJob(id: view.id, name: xibSceneName(of: view, in: document), location: view.location,
                                roots: [(root, nil)], sceneIndex: nil)
            }
        }
    }

    private static func layOut(_ document: IBDocument, mode: IBLayoutMode, job: SceneJob, choices: DocumentChoices,
                               keepsPasses: Bool) -> (layout: SceneLayout, passes: [IBRootPasses]) {
        layOut(document, mode: mode, id: job.id, name: job.name, location: job.location, roots: job.roots,
               sceneIndex: job.sceneIndex, choices: choices, keepsPasses: keepsPasses)
    }

    private static func layOut(_ document: IBDocument, mode: IBLayoutMode, id: String, name: String,
                               location: IBSourceLocation, roots: [SceneJob.Root],
                               sceneIndex: Int?, choices: DocumentChoices,
                               keepsPasses: Bool) -> (layout: SceneLayout, passes: [IBRootPasses]) {
        let measuresText = choices.measuresText, unstretchesText = choices.unstretchesText
        var scene = SceneLayout(id: id, name: name, location: location, mode: mode,
                                canvas: Size(width: 0, height: 0), safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                                views: [], scrollViews: [], issues: [], notes: [])
        var kept: [IBRootPasses] = []
        if let assumption = document.canvasDevice?.assumption { scene.notes.append(assumption) }
        for (offset, (root, controller)) in roots.enumerated() {
            let (mapper, exact) = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                                       containment: choices.containment)
            // The probe: the same scene with text and control sizes a quarter point below their records.
            let probe = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                             containment: choices.containment,
                             options: IBPassOptions(sizeAllowance: IntrinsicSizePolicy.recordedSizeAllowance,
                                                    measuresText: measuresText, unstretchesText: unstretchesText))
            // The measured layout, for the misplaced check: labels at their measured line heights
            // where their records are not one line (see `TextMetrics`).
            let measured = measuresText || choices.measuresContent
                ? pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                       containment: choices.containment,
                       options: IBPassOptions(measuresText: measuresText, measuresContent: choices.measuresContent))
                : nil
            // The layout ambiguity is judged on where labels are recorded wider than their text; it
            // measures empty labels and images as the measured pass does, so a tie of empty labels
            // does not hang on another label being stretched (iNaturalist MainStoryboard 22154: two
            // pairs of empty labels, all four flagged).
            let unstretched = unstretchesText
                ? pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                       containment: choices.containment, options: choices.ambiguityOptions)
                : nil
            let lines = linePass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                                 choices: choices)
            var laidOut = mapper.layout(exact: exact, probe: probe.solved, measured: measured?.solved,
                                        unstretched: unstretched?.solved, lines: lines)
            mapper.notes += markUndecided(&laidOut, document, mode, mapper: mapper, exact: exact,
                                          root: root, controller: controller, sceneIndex: sceneIndex, choices: choices)
            // Last: a view another rule leaves unjudged keeps that, more particular, reason.
            mapper.notes += mapper.markUnknownDevice(&laidOut.views, issues: &laidOut.issues)
            mapper.notes += mapper.markStaleRecords(&laidOut.views, issues: &laidOut.issues,
                                                   conflicting: exact.conflictConstraints)
            if keepsPasses {
                kept.append(IBRootPasses(exact: mapper, variants: [probe.mapper] + [measured, unstretched].compactMap { $0?.mapper },
                                         views: laidOut.views, judgedFrames: measured?.solved.frames ?? exact.frames))
            }
            if offset == 0 {
                scene.canvas = mapper.metrics.canvas
                scene.safeAreaInsets = mapper.metrics.safeAreaInsets
                scene.canvasBars = mapper.metrics.bars
                scene.assumptions = mapper.metrics.assumptions(document, mode: mode)
            }
            scene.views += laidOut.views
            scene.scrollViews += laidOut.scrollViews
            scene.issues += laidOut.issues
            scene.notes += mapper.notes
            scene.leftOut.add(mapper.leftOut)
            if document.views[root].recordedFrame == nil {
                scene.notes.append(framelessRootNote(document, root: root))
            }
        }
        let navigationItem = SceneLeftOut.navigationItemViews(document, controller: roots.lazy.compactMap(\.controller).first)
        scene.notes += navigationItem.notes
        scene.leftOut.add(navigationItem)
        scene.issues += FixedWidthTextPolicy.issues(in: document, views: scene.views)
        for view in scene.views where view.intrinsicSizeSource == .recordedFrame {
            scene.notes.append("\(view.elementName) \(view.id): intrinsic size taken from the recorded frame")
        }
        for view in scene.views where view.intrinsicSizeSource == .uikitEstimate {
            scene.notes.append("\(view.elementName) \(view.id): no recorded frame; intrinsic size is UIKit's, "
                + "text measured without the real font")
        }
        return (scene, kept)
    }

    /// One layout pass of a root: with the default options, the exact pass `check` judges (and that
    /// every model of the scene is: `IBLayout+Models.swift`); with others, a variant (`IBPassOptions`).
    static func pass(_ document: IBDocument, _ mode: IBLayoutMode, root: Int, controller: IBViewController?,
                     sceneIndex: Int?, containment: IBContainment,
                     options: IBPassOptions = IBPassOptions()) -> (mapper: IBSceneMapper, solved: SolvedScene) {
        let mapper = IBSceneMapper(document: document, mode: mode, rootIndex: root, controller: controller,
                                   sceneIndex: controller == nil ? nil : sceneIndex, containment: containment,
                                   options: options)
        mapper.build()
        return (mapper, mapper.solve())
    }

    /// The line pass, laid out on demand: labels at their measured line heights, whatever their
    /// records (`IBSceneMapper.tiedAtLineHeights`); none where no label records more than its line
    /// or the root is not a controller's view.
    private static func linePass(_ document: IBDocument, _ mode: IBLayoutMode, root: Int, controller: IBViewController?,
                                 sceneIndex: Int?, choices: DocumentChoices) -> () -> SolvedScene? {
        {
            guard choices.recordsLinesTaller, controller != nil else { return nil }
            return pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                        containment: choices.containment,
                        options: IBPassOptions(unstretchesText: choices.unstretchesText, measuresEveryLine: true)).solved
        }
    }

    /// What a root view without a recorded frame was laid out on: its device's screen, else nothing.
    private static func framelessRootNote(_ document: IBDocument, root: Int) -> String {
        let id = document.views[root].id
        guard let device = document.canvasDevice else { return "view \(id) records no frame: laid out on a 0×0 canvas" }
        let size = device.size
        return "view \(id) records no frame: laid out on the \(Int(size.width)) × "
            + "\(Int(size.height)) screen of its device (\(device.model.id))"
    }

    /// Xcode's scene name: the controller's label or title, else its class.
    private static func sceneName(_ controller: IBViewController) -> String {
        if let label = controller.userLabel { return label }
        if let title = controller.title ?? controller.navigationItem?.title { return title }
        if let customClass = controller.customClass { return customClass }
        return "View Controller"
    }

    private static func displayName(of view: IBView) -> String {
        view.userLabel ?? view.customClass ?? view.elementName
    }

    /// A xib's top-level view is named like a storyboard scene, after its controller: a view with no
    /// label or class of its own takes the class of the File's Owner (the object that loads the nib)
    /// when it is that owner's `view` or the only top-level view.
    static func xibSceneName(of view: IBView, in document: IBDocument) -> String {
        if let name = view.userLabel ?? view.customClass { return name }
        let owner = document.placeholders.first { $0.placeholderIdentifier == "IBFilesOwner" }
        if let ownerClass = owner?.customClass,
           owner?.viewOutlet == view.id || document.topLevelViews.count == 1 {
            return ownerClass
        }
        return view.elementName
    }
}

extension IBLayout {
    /// The layouts as if `specs` were added and `removedIDs` removed (see `IBDocument.applying`).
    public static func layOut(_ document: IBDocument, mode: IBLayoutMode = .designTime, adding specs: [IBConstraintSpec],
                              removing removedIDs: [String] = []) -> [SceneLayout] {
        layOut(document.applying(specs, removing: removedIDs), mode: mode)
    }
}

/// What is decided once per document, not per scene: each reads every view or segue of the
/// document, so deciding it for each scene made a many-scene file quadratic. Constraints play no
/// part in them: they depend on recorded frames, label texts and fonts, and segues.
package struct DocumentChoices: Sendable {
    /// Whether labels are laid out at measured line heights (`TextMetrics`).
    let measuresText: Bool
    /// Whether the misplaced check lays image views out at their images' sizes and empty labels at
    /// none (`MeasuredContentPolicy`).
    let measuresContent: Bool
    /// Whether labels recorded wider than their text get a narrower layout (`ControlSizePolicy`).
    let unstretchesText: Bool
    /// Whether some label records a height above its measured line (the line pass, `TextMetrics`).
    let recordsLinesTaller: Bool
    /// Which controllers a navigation or tab bar controller shows.
    let containment: IBContainment

    /// The choices `IBLayout` makes for `recorded` (whose frames it first puts on the pixel grid).
    package static func of(_ recorded: IBDocument) -> DocumentChoices {
        DocumentChoices(RecordedPixelGrid.snapped(recorded))
    }

    init(_ document: IBDocument) {
        measuresText = TextMetrics.hasMismeasuredLabel(in: document)
        measuresContent = MeasuredContentPolicy.hasMeasuredContent(in: document)
        unstretchesText = ControlSizePolicy.hasStretchedLabel(in: document)
        recordsLinesTaller = TextMetrics.hasLineRecordedTaller(in: document)
        containment = IBContainment(document: document)
    }

    /// The options of the layout a scene's ambiguity is judged on (the unstretched pass where labels
    /// are recorded wider than their text, else the measured one, else the exact one): a layout
    /// compared with it for ambiguity starts from these.
    var ambiguityOptions: IBPassOptions {
        IBPassOptions(measuresText: measuresText, unstretchesText: unstretchesText, measuresContent: measuresContent)
    }
}
