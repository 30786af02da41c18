import OpenAutoLayout

/// One root's layout passes as `IBLayout` ran them, kept solved: the exact pass first, then the
/// probe and, where they ran, the measured and unstretched passes.
struct IBRootPasses {
    let exact: IBSceneMapper
    let variants: [IBSceneMapper]
    /// The root's views as the layout reported them, in `exact.order`.
    let views: [ViewLayout]
    /// The frames the misplaced check judged (the measured pass's, else the exact pass's), by view index.
    let judgedFrames: [Int: Rect]

    var all: [IBSceneMapper] { [exact] + variants }
}

/// What adding constraints to a scene does to its issues, as far as its kept passes tell.
package enum IBAdditionVerdict: Equatable, Sendable {
    /// The issues stay exactly as they are.
    case changesNothing
    /// The target's attributes become determined and no issue appears (some may go).
    case determinesTarget
    /// A required constraint cannot hold: a new conflict.
    case conflicts
    /// Only laying the scene out again tells.
    case undecided
}

/// A scene laid out once with every pass's solved hierarchy kept, so a proposed fix is judged on
/// the solved engines (`OptimalSetSnapshot`) instead of by laying the scene out again: one layout
/// per scene, not one per candidate.
///
/// The judgement holds only where an added constraint that the solution satisfies can change
/// nothing but which variables are ambiguous. Scenes where more can change are never judged
/// here: overflowing results (constraints get dropped), conflicts (an addition can change which
/// constraint breaks), content-priority ties (an addition can regroup them), a view that would be
/// misplaced once determined (its frame is judged only then), and files from before Xcode 9, where
/// ambiguous views are judged by frames that an addition may move.
package struct IBKeptScene {
    package let layout: SceneLayout
    let roots: [IBRootPasses]
    /// Per root, per pass (as `IBRootPasses.all`).
    private let snapshots: [[OptimalSetSnapshot]]

    /// The scene `sceneID` of `document` laid out as `IBLayout.layOut` does; nil when there is no
    /// such scene.
    /// `choices`: the document's (`DocumentChoices.of`), when the caller keeps many scenes of it.
    package init?(document: IBDocument, sceneID: String, mode: IBLayoutMode, choices: DocumentChoices? = nil) {
        guard let (layout, roots) = IBLayout.layOutScenes(document, mode: mode, keepingPassesOf: sceneID,
                                                          choices: choices).first
        else { return nil }
        self.layout = layout
        self.roots = roots
        var snapshots: [[OptimalSetSnapshot]] = []
        if layout.isFinite && !roots.contains(where: Self.hasLatentMisplacement) {
            for root in roots {
                let made = root.all.compactMap { OptimalSetSnapshot(root: $0.window) }
                guard made.count == root.all.count,
                      !made.contains(where: { $0.hasConflicts || $0.hasContentPriorityRisk }) else {
                    snapshots = []
                    break
                }
                snapshots.append(made)
            }
        }
        self.snapshots = snapshots
    }

    /// Whether some view's misplacement could change once an addition determines it: one that is
    /// not reported misplaced although its judged frame is off its record (it is ambiguous, or
    /// under an ambiguous view), or any ambiguous view in a file where ambiguous views are judged.
    private static func hasLatentMisplacement(_ root: IBRootPasses) -> Bool {
        let document = root.exact.document
        let toolsVersion = document.toolsVersionNumber
        let scale = TextMetrics.scale(of: document)
        for (position, index) in root.exact.order.enumerated() where position < root.views.count {
            let view = root.views[position]
            if !IBXcodeBehaviour.ambiguousViewsNotJudgedMisplaced.holds(for: toolsVersion) && !view.ambiguous.isEmpty {
                return true
            }
            // Views in a table's cells are never judged (`TableCellMisplacementPolicy`).
            guard !view.misplaced, !TableCellMisplacementPolicy.isInTableCell(index, of: document) else { continue }
            if MisplacementPolicy.isMisplaced(recorded: view.recordedFrame, solved: root.judgedFrames[index] ?? view.frame,
                                              ambiguous: false, toolsVersion: toolsVersion, scale: scale) {
                return true
            }
        }
        return false
    }

    /// The effect of adding `specs` on the scene's issues; `target`: the view and attributes whose
    /// ambiguity the fix is meant to end, or `content`: the scroll view and axes whose content size it is.
    package func verdict(adding specs: [IBConstraintSpec],
                         target: (viewID: String, attributes: LayoutIssue.AmbiguousAttributes)?,
                         content: (scrollViewID: String, axes: LayoutIssue.Axes)? = nil) -> IBAdditionVerdict {
        guard !snapshots.isEmpty, !specs.isEmpty, let document = roots.first?.exact.document,
              let (elements, items) = Self.constraints(specs, in: document),
              let rootIndex = roots.firstIndex(where: { root in items.allSatisfy { root.exact.viewsByIndex[$0.index] != nil } })
        else { return .undecided }
        let root = roots[rootIndex]
        // A scroll view's content edges, and a view IB holds at its recorded frame, change what the
        // scene is made of, not only what it solves. A scroll view's width and height are its frame's.
        for item in items where (root.exact.viewsByIndex[item.index] is ScrollView && !item.isSize)
            || root.all.contains(where: { $0.fixedFrameIndices.contains(item.index) }) { return .undecided }
        var targetIndex: Int?
        if let target {
            guard let index = document.viewIndex(withID: target.viewID), root.exact.viewsByIndex[index] != nil
            else { return .undecided }
            targetIndex = index
        }
        var contentIndex: Int?
        if let content {
            guard let index = document.viewIndex(withID: content.scrollViewID),
                  root.all.allSatisfy({ $0.constraintsSize(ofScrollView: index, along: content.axes) })
            else { return .undecided }
            contentIndex = index
        }
        var determines = true
        var touches = false
        for (pass, mapper) in root.all.enumerated() {
            let constraints = elements.compactMap(mapper.makeConstraint)
            guard constraints.count == elements.count else { return .undecided }
            let view = targetIndex.flatMap { mapper.viewsByIndex[$0] }
            let scrollView = contentIndex.flatMap { mapper.viewsByIndex[$0] as? ScrollView }
            switch snapshots[rootIndex][pass].effect(ofAdding: constraints, target: view,
                                                     attributes: target?.attributes ?? [],
                                                     contentOf: scrollView, axes: content?.axes ?? []) {
            case .conflicts where pass == 0:
                // The exact pass's conflicts are the scene's: this one is new (the scene had none).
                return .conflicts
            case .conflicts, .undecided:
                return .undecided
            case .keepsSolution(let touchesAmbiguity, let determinesTarget):
                touches = touches || touchesAmbiguity
                determines = determines && determinesTarget
            }
        }
        if !touches { return .changesNothing }
        return determines && (target != nil || content != nil) ? .determinesTarget : .undecided
    }

    /// The document constraints `specs` write (required ones between views only) and the indices
    /// of the views they relate, each with whether it is related by its width or height; nil when
    /// one is anything else.
    private static func constraints(_ specs: [IBConstraintSpec], in document: IBDocument)
        -> (elements: [IBConstraint], views: [(index: Int, isSize: Bool)])? {
        var elements: [IBConstraint] = []
        var views: [(index: Int, isSize: Bool)] = []
        for spec in specs {
            guard spec.priority >= 1000, let element = document.constraint(spec) else { return nil }
            for (id, attribute) in [(spec.firstItem, spec.firstAttribute), (spec.secondItem, spec.secondAttribute)] {
                guard let id else { continue }
                guard case .view(let index)? = document.layoutItem(withID: id) else { return nil }
                views.append((index, attribute == .width || attribute == .height))
            }
            elements.append(element)
        }
        return (elements, views)
    }
}
