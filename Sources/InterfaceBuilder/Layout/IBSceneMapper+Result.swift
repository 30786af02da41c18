import OpenAutoLayout

extension IBSceneMapper {
    /// Runs the layout pass and reads frames, ambiguity, content sizes and issues back by IB index.
    func solve() -> SolvedScene {
        window.layoutIfNeeded()
        let ownMargins = Dictionary(uniqueKeysWithValues: preservingViews.compactMap { index in
            viewsByIndex[index].map { (index, $0.directionalLayoutMargins) }
        })
        // Preserved margins follow the frames; a few passes settle them (each one only grows margins).
        for _ in 0..<4 where applyPreservedMargins(own: ownMargins) {
            window.layoutIfNeeded()
        }
        var result = SolvedScene(measuredText: options.measuresText, measuredContent: options.measuresContent)
        var contentAxes: [Int: LayoutIssue.Axes] = [:]
        for issue in window.layoutIssues {
            switch issue {
            case .unsatisfiableConstraints(let conflicting, let broken):
                result.conflictConstraints.formUnion((conflicting + [broken]).compactMap {
                    constraintIndexByObject[ObjectIdentifier($0)]
                })
                if NotJudgedPolicy.isCanvasSizeConflict(conflicting + [broken], kind: metrics.kind) {
                    result.canvasSizeConflicts += 1
                    result.canvasConflictBrokeGuide = result.canvasConflictBrokeGuide || broken.kind == .layoutGuide
                    continue
                }
                if let cell = rowHeightConflictCell(conflicting + [broken]) {
                    result.rowHeightConflictCells.insert(cell)
                    continue
                }
                if let reason = NotJudgedPolicy.undecidedConflictReason(conflicting + [broken]) {
                    for id in viewIDs(in: conflicting + [broken]) { result.undecidedConflictViews[id] = reason }
                    continue
                }
                result.conflicts.append(.conflictingConstraints(conflicting: conflicting.map(reference),
                                                                broken: reference(broken)))
            case .ambiguousLayout(let view, let attributes):
                guard let index = indexByView[ObjectIdentifier(view)] else { continue }
                result.ambiguity[index, default: []].formUnion(attributes)
            case .ambiguousScrollableContentSize(let scrollView, let axes):
                guard let index = indexByView[ObjectIdentifier(scrollView)] else { continue }
                contentAxes[index] = axes
            case .contentPriorityAmbiguity(let views, let axis, let kind, let priority):
                let indices = views.compactMap { indexByView[ObjectIdentifier($0)] }
                for index in indices {
                    result.priorityAmbiguity[index, default: []]
                        .formUnion(axis == .horizontal ? [.xPosition, .width] : [.yPosition, .height])
                }
                result.priorityIssues.append(.contentPriorityAmbiguity(
                    viewIDs: indices.map { document.views[$0].id }, axis: axis, kind: kind,
                    priority: ContentPriorityPolicy.filePriority(priority)))
            }
        }
        for index in order {
            if let view = viewsByIndex[index] {
                let frame = view.frame
                result.frames[index] = alignmentInsets[index].map { frame.outset(by: $0) } ?? frame
            }
            guard let scrollView = viewsByIndex[index] as? ScrollView else { continue }
            var axes = contentAxes[index] ?? []
            let content = contentConstraints(of: scrollView)
            var fromConstraints = contentAxes[index] != nil || content.touched
            if fromConstraints {
                axes.formUnion(LayoutIssue.Axes([.horizontal, .vertical]).subtracting(content.sized))
            }
            // A scroll view whose content nothing sizes (empty, or holding only views without
            // constraints) is ambiguous only with content layout guides or fixed-frame content
            // (`ScrollContentGuidePolicy`).
            if !fromConstraints,
               ScrollContentGuidePolicy.contentSizeFromConstraints(ofScrollViewAt: index, in: document) {
                fromConstraints = true
                axes = [.horizontal, .vertical]
            }
            result.scrollViews[index] = (scrollView.contentSize, axes, fromConstraints)
        }
        return result
    }

    /// The scene's values: frames from `exact`, ambiguity from both `unstretched` (else `measured`, else `exact`)
    /// and `probe` (the same
    /// scene with text sizes just below their records), misplacement from `measured` (the scene
    /// with labels at their measured heights) when given, else from `exact`; issues in IB ids.

    /// `lines`: the line pass, laid out on demand, whose ties are judged (`tiedAtLineHeights`).
    func layout(exact: SolvedScene, probe: SolvedScene?, measured: SolvedScene? = nil, unstretched: SolvedScene? = nil,
                lines: () -> SolvedScene? = { nil })
        -> (views: [ViewLayout], scrollViews: [ScrollViewLayout], issues: [SceneLayoutIssue]) {
        var issues = exact.conflicts
        // A label recorded stretched (or squeezed) is not at its intrinsic height; taking the record
        // as its size can over-tighten a chain into a false compression tie (ScrollViewPassThru's
        // cell: 21 + 4 + 25 in 45 pt). Where labels were measured, ambiguity comes from that layout.
        // So is a label stretched wider than its text: `unstretched` gives it the text's width.
        let base = unstretched ?? measured ?? exact
        // What only the probe finds is not judged (`NotJudgedPolicy.textProbeReason`).
        // Except what the line pass finds with labels at their measured line heights (`tiedAtLineHeights`).
        var probeOnly = ambiguousOnlyInProbe(base: base, probe: probe)
        if !probeOnly.isEmpty { probeOnly.subtract(tiedAtLineHeights(lines())) }
        // A canvas-size conflict that broke a system guide leaves no ambiguity of this root UIKit's.
        let judgesAmbiguity = !exact.canvasConflictBrokeGuide
        // Priority ties come from the same layout as the views' ambiguity, so an issue never names a
        // view that layout leaves unambiguous.
        issues += !judgesAmbiguity ? [] : base.priorityIssues.isEmpty
            ? (probe?.priorityIssues ?? []).filter { !names(only: probeOnly, $0) } : base.priorityIssues
        var views: [ViewLayout] = []
        for index in order {
            let inProbe = probeOnly.contains(index) || !judgesAmbiguity
            let plain = inProbe ? [] : base.ambiguity[index, default: []].union(probe?.ambiguity[index] ?? [])
            let priority = inProbe ? [] : base.priorityAmbiguity[index, default: []].union(probe?.priorityAmbiguity[index] ?? [])
            if !plain.isEmpty {
                issues.append(.ambiguousLayout(viewID: document.views[index].id, attributes: plain))
            }
            views.append(viewLayout(index, frame: exact.frames[index], judged: measured?.frames[index],
                                    ambiguous: plain.union(priority)))
        }
        for (position, index) in order.enumerated()
        where CellContentHeightPolicy.isFlaggedAmbiguous(index, in: document, kind: metrics.kind,
                                                         conflictCells: exact.rowHeightConflictCells) {
            views[position].ambiguous.formUnion([.height])
            issues.append(.ambiguousLayout(viewID: views[position].id, attributes: [.height]))
        }
        let toolsVersion = document.toolsVersionNumber
        let wholePointFrames = judgeOnWholePoints(&views, frames: (measured ?? exact).frames)
        markAmbiguousSubtrees(&views, toolsVersion: toolsVersion)
        issues += AmbiguousAncestorPolicy.issues(for: views)
        // The canvas's: at build time the fixed-frame view gets its prototyping constraints.
        if mode == .designTime { issues += FixedFrameSubviewPolicy.markUnplaced(&views, order: order, in: document, besides: issues) }
        MisplacementPolicy.clearUnderAmbiguousAncestors(&views, toolsVersion: toolsVersion)
        UndeterminedFramePolicy.clearMisplaced(&views)
        markUnlaidTableRows(&views)
        leaveTableCellViewsUnjudged(&views, measured: measured)
        notes += NotJudgedPolicy.mark(&views, canvasSizeConflicts: exact.canvasSizeConflicts, canvas: metrics.canvas,
                                      rowHeightConflictCells: exact.rowHeightConflictCells,
                                      undecidedConflictViews: exact.undecidedConflictViews,
                                      movedByTextMeasure: movedOnlyByTextMeasure(views, exact: exact, measured: measured),
                                      measureReason: NotJudgedPolicy.measureReason(of: measured),
                                      ambiguousOnlyInProbe: Set(probeOnly.map { document.views[$0].id }))
        notes += markRestingOnStackFit(&views, measured: measured)
        notes += markSymbolImages(&views)
        notes += markHiddenArranged(&views)
        var scrollViews: [ScrollViewLayout] = []
        for (position, index) in order.enumerated() {
            guard let solved = exact.scrollViews[index] else { continue }
            // Content the probe alone leaves open is not judged (`ambiguousOnlyInProbe`).
            let axes: LayoutIssue.Axes = judgesAmbiguity ? base.scrollViews[index]?.axes ?? solved.axes : []
            let id = document.views[index].id
            if !axes.isEmpty {
                issues.append(.ambiguousScrollableContentSize(scrollViewID: id, axes: axes))
                // Xcode flags such a scroll view ambiguous itself, so from Xcode 9 it is not judged
                // misplaced (muun NewOperationView, corona-warn-app onboarding, IBLinter).
                if IBXcodeBehaviour.ambiguousViewsNotJudgedMisplaced.holds(for: toolsVersion) {
                    views[position].misplaced = false
                }
            }
            scrollViews.append(ScrollViewLayout(
                id: id,
                contentWidth: axes.contains(.horizontal) ? nil : (solved.fromConstraints ? solved.size.width : 0),
                contentHeight: axes.contains(.vertical) ? nil : (solved.fromConstraints ? solved.size.height : 0),
                ambiguousAxes: axes, isContentSizeFromConstraints: solved.fromConstraints))
        }
        for (position, index) in order.enumerated() where views[position].misplaced {
            guard let recorded = views[position].recordedFrame else { continue }
            let expected = wholePointFrames[index] ?? measured?.frames[index] ?? views[position].frame
            issues.append(.misplacedView(viewID: views[position].id, expected: expected, actual: recorded))
        }
        return (views, scrollViews, issues)
    }

    /// Marks the views Xcode flags for an ambiguous ancestor (`views` is in `order`).
    private func markAmbiguousSubtrees(_ views: inout [ViewLayout], toolsVersion: Double) {
        // Up to Xcode 9 every descendant of an ambiguous view is flagged: Xcode 6 (coolgo@b506080f,
        // 6254), Xcode 7.3 (iNaturalist's Onboarding, 10117: all 15 views inside its y-ambiguous stacks,
        // whose frames within the stacks are fixed), Xcode 8.2 (ScratchPad, 11762: the label of a header
        // placed nowhere) and Xcode 9 (RocketChat@996b402a, 13771: the whole subtree of a header whose
        // position alone is ambiguous; HabitRPG's BuyModal, 13196). A view with a fixed frame is never
        // flagged, below an ambiguous view or not (Xcode 7.0: RocketChat@b60bfef8 8173 and kodeco's
        // DynamicPhotoDisplay 8187, ten such children of views placed nowhere), but what it holds
        // still follows the ambiguous view. From Xcode 10 only views whose own frame is ambiguous are
        // flagged (corona-warn-app's stacks, 17156/17701: 1 of 4 and 1 of 3 children).
        // Parents come before children in `views`, so one pass carries ambiguity down the tree.
        guard IBXcodeBehaviour.wholeSubtreeFlaggedAmbiguous.holds(for: toolsVersion) else { return }
        var ambiguousIDs = Set<String>()
        for (position, index) in order.enumerated() {
            // A cell is laid out at its row's size whatever its table's frame: neither it nor what it
            // holds is flagged for an ambiguous table or collection view (CJH83's pokedex 9531: the
            // collection view flagged, its cell and the cell's image and label not; GPUImage 6154 and
            // Slack 6154 flag the cell itself but nothing in it).
            let isCell = IBCanvasKind.cellElements.contains(document.views[index].elementName)
            let underAmbiguousView = !isCell && (views[position].superviewID.map(ambiguousIDs.contains) ?? false)
            views[position].hasAmbiguousAncestor = underAmbiguousView && !document.views[index].fixedFrame
            if !views[position].ambiguous.isEmpty || underAmbiguousView {
                ambiguousIDs.insert(views[position].id)
            }
        }
    }

    /// Views in rows the canvas never lays out: Xcode flags them ambiguous and does not judge their frames.
    private func markUnlaidTableRows(_ views: inout [ViewLayout]) {
        for (position, index) in order.enumerated()
        where UnlaidTableRowPolicy.isInUnlaidRow(index, in: document) {
            views[position].isInUnlaidTableRow = true
            views[position].misplaced = false
        }
    }

    /// Views in a table's cells: Xcode does not flag them misplaced (`TableCellMisplacementPolicy`);
    /// where the record is off the layout, a note says so instead.
    private func leaveTableCellViewsUnjudged(_ views: inout [ViewLayout], measured: SolvedScene?) {
        for (position, index) in order.enumerated()
        where views[position].misplaced && TableCellMisplacementPolicy.isInTableCell(index, of: document) {
            views[position].misplaced = false
            guard let recorded = views[position].recordedFrame else { continue }
            let expected = measured?.frames[index] ?? views[position].frame
            notes.append("\(views[position].elementName) \(views[position].id): in a table cell, recorded at "
                + "\(recorded), laid out at \(expected); not reported misplaced: Xcode does not judge frames "
                + "inside table cells")
        }
    }

    /// Whether the document's constraints make the content size of the scroll view at `index` come
    /// from constraints and reach its far edge on `axes`: then that part of its issue is only
    /// whether the solver determines the size, which an addition away from its content edges can
    /// change, while the constraints it reads stay as they are.
    func constraintsSize(ofScrollView index: Int, along axes: LayoutIssue.Axes) -> Bool {
        guard let scrollView = viewsByIndex[index] as? ScrollView else { return false }
        let content = contentConstraints(of: scrollView)
        return content.touched && content.sized.isSuperset(of: axes)
    }

    /// Which content constraints the document gives a scroll view: whether any relates content to its
    /// content edges (or content layout guide), and on which axes one reaches the far edge or size
    /// (trailing, bottom, or the guide's width/height/centre). An axis never reached cannot have a
    /// determined content size, whatever the solver says about the variables it never saw.
    private func contentConstraints(of scrollView: ScrollView) -> (touched: Bool, sized: LayoutIssue.Axes) {
        let contentGuide = indexByView[ObjectIdentifier(scrollView)].flatMap { document.views[$0].contentLayoutGuideID }
        var touched = false
        var sized: LayoutIssue.Axes = []
        for index in order {
            guard let view = viewsByIndex[index] else { continue }
            for constraint in view.constraints where constraintIndexByObject[ObjectIdentifier(constraint)] != nil {
                for (item, attribute, other) in [(constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
                                                 (constraint.secondItem, constraint.secondAttribute, constraint.firstItem)] {
                    if let guide = item as? LayoutGuide, let id = guideIDs[ObjectIdentifier(guide)], id == contentGuide {
                        touched = true
                        sized.formUnion(attribute.farEdgeAxes(includingSizes: true))
                        continue
                    }
                    guard item === scrollView, attribute.isContentEdge, let otherView = other as? View,
                          otherView !== scrollView, otherView.isDescendant(of: scrollView) else { continue }
                    touched = true
                    sized.formUnion(attribute.farEdgeAxes(includingSizes: false))
                }
            }
        }
        return (touched, sized)
    }

    /// One view's values; `judged` is the frame the misplaced check compares with the record
    /// (the measured layout's), `frame` the reported one.
    private func viewLayout(_ index: Int, frame: Rect?, judged: Rect?,
                            ambiguous: LayoutIssue.AmbiguousAttributes) -> ViewLayout {
        let element = document.views[index]
        let view = viewsByIndex[index]
        let solved = frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let misplaced = MisplacementPolicy.isMisplaced(recorded: element.recordedFrame, solved: judged ?? solved,
                                                       ambiguous: !ambiguous.isEmpty,
                                                       toolsVersion: document.toolsVersionNumber,
                                                       scale: TextMetrics.scale(of: document))
        return ViewLayout(
            id: element.id, elementName: element.elementName, customClass: element.customClass,
            userLabel: element.userLabel, text: element.elementName == "button" ? element.title : element.text,
            location: element.location, superviewID: element.superview.map { document.views[$0].id },
            frame: solved, recordedFrame: element.recordedFrame, ambiguous: ambiguous,
            xcodeAmbiguous: element.ambiguous, xcodeMisplaced: element.misplaced, misplaced: misplaced,
            verifyAmbiguity: element.verifyAmbiguity, intrinsicSizeSource: intrinsicSources[index],
            isAutoresizing: index != rootIndex && (view?.translatesAutoresizingMaskIntoConstraints ?? false))
    }

    /// A model constraint in IB terms.
    func reference(_ constraint: LayoutConstraint) -> ConstraintReference {
        let element = constraintIndexByObject[ObjectIdentifier(constraint)].map { document.constraints[$0] }
        func id(of item: (any LayoutItem)?) -> String? {
            guard let item else { return nil }
            if let view = item as? View { return indexByView[ObjectIdentifier(view)].map { document.views[$0].id } }
            return guideIDs[ObjectIdentifier(item)]
        }
        return ConstraintReference(
            id: element?.id, location: element?.location, firstItemID: id(of: constraint.firstItem),
            firstAttribute: constraint.firstAttribute.description, relation: constraint.relation.description,
            secondItemID: id(of: constraint.secondItem),
            secondAttribute: constraint.secondItem == nil ? nil : constraint.secondAttribute.description,
            multiplier: constraint.multiplier, constant: constraint.constant,
            priority: Double(constraint.priority.rawValue), className: constraint.kind.className,
            modelDescription: constraint.description)
    }
}
