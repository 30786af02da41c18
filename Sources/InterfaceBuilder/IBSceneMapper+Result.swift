import OpenAutoLayout

extension IBSceneMapper {
    /// Runs the layout pass and reads the frames, ambiguity, content sizes and issues back in IB ids.
    func layOut() -> (views: [ViewLayout], scrollViews: [ScrollViewLayout], issues: [SceneLayoutIssue]) {
        window.layoutIfNeeded()
        let modelIssues = window.layoutIssues
        var ambiguity: [Int: LayoutIssue.AmbiguousAttributes] = [:]
        var contentAxes: [Int: LayoutIssue.Axes] = [:]
        var issues: [SceneLayoutIssue] = []
        for issue in modelIssues {
            switch issue {
            case .unsatisfiableConstraints(let conflicting, let broken):
                issues.append(.conflictingConstraints(conflicting: conflicting.map(reference), broken: reference(broken)))
            case .ambiguousLayout(let view, let attributes):
                guard let index = indexByView[ObjectIdentifier(view)] else { continue }
                ambiguity[index, default: []].formUnion(attributes)
                issues.append(.ambiguousLayout(viewID: document.views[index].id, attributes: attributes))
            case .ambiguousScrollableContentSize(let scrollView, let axes):
                guard let index = indexByView[ObjectIdentifier(scrollView)] else { continue }
                contentAxes[index] = axes
            case .contentPriorityAmbiguity(let views, let axis, let kind, let priority):
                let indices = views.compactMap { indexByView[ObjectIdentifier($0)] }
                for index in indices {
                    ambiguity[index, default: []].formUnion(axis == .horizontal ? [.xPosition, .width] : [.yPosition, .height])
                }
                issues.append(.contentPriorityAmbiguity(viewIDs: indices.map { document.views[$0].id }, axis: axis,
                                                        kind: kind, priority: Double(priority.rawValue)))
            }
        }
        var scrollViews: [ScrollViewLayout] = []
        for index in order {
            guard let scrollView = viewsByIndex[index] as? ScrollView else { continue }
            let element = document.views[index]
            var axes = contentAxes[index] ?? []
            var fromConstraints = contentAxes[index] != nil || isContentSizeDerived(scrollView)
            // Xcode 11+: with content layout guides the content size always comes from constraints, so
            // a scroll view whose content nothing sizes (an empty one included) is ambiguous.
            if element.contentLayoutGuideID != nil && !fromConstraints {
                fromConstraints = true
                axes = [.horizontal, .vertical]
            }
            if !axes.isEmpty {
                issues.append(.ambiguousScrollableContentSize(scrollViewID: element.id, axes: axes))
            }
            let size = scrollView.contentSize
            scrollViews.append(ScrollViewLayout(
                id: element.id,
                contentWidth: axes.contains(.horizontal) ? nil : (fromConstraints ? size.width : 0),
                contentHeight: axes.contains(.vertical) ? nil : (fromConstraints ? size.height : 0),
                ambiguousAxes: axes, isContentSizeFromConstraints: fromConstraints))
        }
        let views = order.map { viewLayout($0, ambiguous: ambiguity[$0] ?? []) }
        for view in views where view.misplaced {
            guard let recorded = view.recordedFrame else { continue }
            issues.append(.misplacedView(viewID: view.id, expected: view.frame, actual: recorded))
        }
        return (views, scrollViews, issues)
    }

    /// Whether the model derived the content size from constraints: an axis it did not derive keeps
    /// the value set in code (zero). The model reports that through `contentSize` only, so a scroll
    /// view counts as derived when some installed constraint touches its content edges or guide.
    private func isContentSizeDerived(_ scrollView: ScrollView) -> Bool {
        let contentGuide = document.views[indexByView[ObjectIdentifier(scrollView)] ?? rootIndex].contentLayoutGuideID
        for view in viewsByIndex.values {
            for constraint in view.constraints where constraintIndexByObject[ObjectIdentifier(constraint)] != nil {
                for (item, attribute, other) in [(constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
                                                 (constraint.secondItem, constraint.secondAttribute, constraint.firstItem)] {
                    if let guide = item as? LayoutGuide, let id = guideIDs[ObjectIdentifier(guide)], id == contentGuide {
                        return true
                    }
                    guard item === scrollView, attribute.isContentEdge, let otherView = other as? View,
                          otherView !== scrollView, otherView.isDescendant(of: scrollView) else { continue }
                    return true
                }
            }
        }
        return false
    }

    private func viewLayout(_ index: Int, ambiguous: LayoutIssue.AmbiguousAttributes) -> ViewLayout {
        let element = document.views[index]
        let view = viewsByIndex[index]
        let solved = view.map { IBRect($0.frame) } ?? IBRect(x: 0, y: 0, width: 0, height: 0)
        var misplaced = false
        if let recorded = element.recordedFrame, ambiguous.isEmpty {
            misplaced = abs(solved.x - recorded.x) > 0.5 || abs(solved.y - recorded.y) > 0.5
                || abs(solved.width - recorded.width) > 0.5 || abs(solved.height - recorded.height) > 0.5
        }
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

extension LayoutConstraint.Attribute {
    /// Edges and margins: inside a scroll view they mean the content rectangle.
    var isContentEdge: Bool {
        switch self {
        case .width, .height, .centerX, .centerY, .notAnAttribute, .centerXWithinMargins, .centerYWithinMargins: false
        default: true
        }
    }
}
