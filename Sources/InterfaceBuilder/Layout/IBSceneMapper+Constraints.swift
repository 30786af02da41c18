import OpenAutoLayout

extension IBSceneMapper {
    /// Installs the document's constraints declared in this subtree, in document order (so a conflict
    /// breaks the later one, as when the file is loaded; in the layouts `NotJudgedPolicy.conflictBreakReason`
    /// compares with, one member of a conflict is left out, as if broken, or they go last to first). Constraints the canvas's size class
    /// uninstalls are skipped, and so are placeholders in build-time mode. Then views that no constraint
    /// positions get IB's fixed-frame constraints.
    func installConstraints() {
        var constrained = Set<Int>()
        // The constraints this tree's views declare, in document order: scanning every constraint of the
        // document for each tree made a file of many scenes quadratic (a 50 MB storyboard: minutes).
        let declared = viewsByIndex.keys.flatMap({ document.views[$0].constraints }).sorted()
        for index in options.reversesConstraintOrder ? declared.reversed() : declared {
            let element = document.constraints[index]
            guard viewsByIndex[element.owner] != nil else { continue }
            guard isInstalled(constraintAt: index) else {
                constrained.formUnion(viewsConstrainedInOtherSizeClasses(element))
                continue
            }
            if element.isPlaceholder && mode == .buildTime { continue }
            if element.id == options.breaksConstraintID {
                // Broken, not absent: its views are still laid out by constraints.
                constrained.formUnion([element.firstItem, element.secondItem].compactMap { $0.flatMap(document.viewIndex(withID:)) })
                continue
            }
            guard let constraint = makeConstraint(element) else {
                notes.append(leftOut.skip(element, missing: missingItem(of: element) ?? element.firstItem))
                continue
            }
            constraint.isActive = true
            guard constraint.isActive else {
                notes.append(leftOut.skip(element, missing: nil))
                continue
            }
            constraintIndexByObject[ObjectIdentifier(constraint)] = index
            for item in [constraint.firstItem, constraint.secondItem] {
                if let view = item as? View, let viewIndex = indexByView[ObjectIdentifier(view)] {
                    constrained.insert(viewIndex)
                }
            }
        }
        addFixedFrameConstraints(except: constrained)
        holdAutoresizingArrangedSizes(except: constrained)
    }

    /// The views of this tree that a constraint the canvas's size class uninstalls names. Such a view
    /// is laid out by constraints in another size class, not a view without constraints, so
    /// Interface Builder gives it no fixed frame here: with nothing installed, it is ambiguous.
    /// session-ios's `Storyboard` (Xcode 6.1, 6254, no device: the "Any" class) flags all 16 such
    /// views of its installed hierarchy (views, buttons, text fields whose constraints are all
    /// `<exclude>`d by `default` and `<include>`d for compact × regular); the corpus' 3 other such
    /// views sit in superviews that `default` uninstalls, and stack views' arranged views are the
    /// stack's to place (beam, nightguard, IBAnimatable: 10, none flagged).
    /// A constraint installed in no size class (what `IBDocument.applying(_:removing:)` makes of a
    /// removed one) names nothing here.
    private func viewsConstrainedInOtherSizeClasses(_ element: IBConstraint) -> [Int] {
        guard !element.isExcludedByDefault
                || document.views[element.owner].variations.contains(where: { $0.includedConstraints.contains(element.id) })
        else { return [] }
        return [element.firstItem, element.secondItem].compactMap { id in
            id.flatMap(document.viewIndex(withID:)).flatMap { viewsByIndex[$0] != nil ? $0 : nil }
        }
    }

    /// UIKit's form of one IB constraint, or nil when an item is not in this hierarchy.
    func makeConstraint(_ element: IBConstraint) -> LayoutConstraint? {
        guard let first = item(withID: element.firstItem) else { return nil }
        var second: (any LayoutItem)?
        var secondAttribute = LayoutConstraint.Attribute.notAnAttribute
        if let secondID = element.secondItem, let attribute = element.secondAttribute {
            guard let item = item(withID: secondID) else { return nil }
            second = item
            secondAttribute = attribute.modelAttribute
        }
        let relation: LayoutConstraint.Relation = switch element.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let constraint = LayoutConstraint(item: first, attribute: element.firstAttribute.modelAttribute,
                                          relatedBy: relation, toItem: second, attribute: secondAttribute,
                                          multiplier: element.multiplier,
                                          constant: constant(of: element) + baselineShift(of: element))
        constraint.priority = LayoutPriority(Float(min(max(element.priority, 1), 1000)))
        constraint.identifier = element.identifier ?? element.id
        // The public initializer records this Swift line; a document constraint's origin is the
        // document's line and id (IBSceneModel.element(of:)), so logs must not name the mapper.
        constraint.creationSite = nil
        return constraint
    }

    /// The constraint's constant in the canvas's size class: `<variation key="heightClass=regular-widthClass=regular"
    /// constant="160"/>` inside the `<constraint>` overrides the constant there (the last that applies wins).
    func constant(of element: IBConstraint) -> Double {
        var constant = element.constant
        for variation in element.sizeClassVariations
        where variation.applies(widthClass: metrics.widthClass, heightClass: metrics.heightClass) {
            if let value = variation.overrides["constant"].flatMap(IBValueParsing.decimal), value.isFinite {
                constant = value
            }
        }
        return constant
    }

    /// The model item an IB id names in this hierarchy: a view, a view's guide or a controller guide.
    func item(withID id: String) -> (any LayoutItem)? {
        switch document.layoutItem(withID: id) {
        case .view(let index)?:
            return viewsByIndex[index]
        case .viewLayoutGuide(let owner, let key)?:
            guard let view = viewsByIndex[owner] else { return nil }
            let guide: LayoutGuide
            switch key {
            case "safeArea": guide = view.safeAreaLayoutGuide
            case "contentLayoutGuide": guard let scroll = view as? ScrollView else { return nil }; guide = scroll.contentLayoutGuide
            case "frameLayoutGuide": guard let scroll = view as? ScrollView else { return nil }; guide = scroll.frameLayoutGuide
            // UIKit's keyboard layout guide: with no keyboard on screen (as on the canvas) its top is the
            // bottom of the safe area and it spans the view's width (`UIKeyboardLayoutGuide`).
            case "keyboard": guide = view.keyboardLayoutGuide
            default:
                // A guide this mapper does not model is a free guide of its owner.
                if let existing = view.layoutGuides.first(where: { $0.identifier == id }) { return existing }
                guide = LayoutGuide()
                guide.identifier = id
                view.addLayoutGuide(guide)
            }
            guideIDs[ObjectIdentifier(guide)] = id
            return guide
        case .viewControllerLayoutGuide(let scene, let type)?:
            guard scene == sceneIndex else { return nil }
            let guide = type == "bottom" ? controller.bottomLayoutGuide : controller.topLayoutGuide
            guideIDs[ObjectIdentifier(guide)] = id
            return guide
        case nil:
            return nil
        }
    }

    /// IB's "fixed frame" build-time constraints: a view laid out by constraints
    /// (`translatesAutoresizingMaskIntoConstraints="NO"`) that no constraint mentions stays at its
    /// recorded frame (left, top, width, height against its superview). Xcode neither flags such a
    /// view on the canvas nor moves it at run time, so both modes add them.
    private func addFixedFrameConstraints(except constrained: Set<Int>) {
        for index in order where index != rootIndex && !constrained.contains(index) {
            guard let view = viewsByIndex[index], !view.translatesAutoresizingMaskIntoConstraints,
                  !(view.superview is StackView), let parent = view.superview,
                  let frame = alignmentFrame(of: index) else { continue }
            let parts: [(LayoutConstraint.Attribute, (any LayoutItem)?, LayoutConstraint.Attribute, Double)] = [
                (.left, parent, .left, frame.origin.x), (.top, parent, .top, frame.origin.y),
                (.width, nil, .notAnAttribute, frame.size.width), (.height, nil, .notAnAttribute, frame.size.height),
            ]
            for (attribute, other, otherAttribute, constant) in parts {
                let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: other,
                                                  attribute: otherAttribute, multiplier: 1, constant: constant)
                constraint.identifier = Self.fixedFrameIdentifier
                constraint.creationSite = nil
                constraint.isActive = true
            }
            fixedFrameIndices.insert(index)
            notes.append("view \(document.views[index].id) at line \(document.views[index].location.line) has no "
                + "constraints: fixed at its recorded frame, as IB does at build time")
        }
    }
}

extension IBSceneMapper {
    /// An arranged view that the file writes without `translatesAutoresizingMaskIntoConstraints="NO"`
    /// and that no constraint names keeps its recorded size on the canvas. UIKit's
    /// `addArrangedSubview` turns the mask off at run time, which left such a view free in the
    /// model; Interface Builder lays it out by its frame (its autoresizing size) and flags nothing:
    /// stopp-corona's `MainViewController` (Xcode 11.4, 17701) holds four custom views recorded 0 pt
    /// tall and one 11,886.5 pt tall this way, the three stacks holding them are recorded exactly as
    /// tall as those sizes make them, and none of the nine is flagged while Xcode flags other stacks of
    /// the same scroll content. The corpus' other such arranged views (nhsx's button and hidden
    /// picker, 16096/16097) are placed the same with or without the hold. The hold is just below
    /// required: where the stack's required constraints (fill alignment, a hidden view's zero height)
    /// give another size by a fraction, the file would not tell which is right, so no conflict is made.
    /// Design time only: at run time the stack has turned the mask off and nothing holds the size.
    func holdAutoresizingArrangedSizes(except constrained: Set<Int>) {
        guard mode == .designTime else { return }
        for index in order where index != rootIndex && !constrained.contains(index) {
            let element = document.views[index]
            guard element.translatesAutoresizingMaskIntoConstraints != false,
                  let view = viewsByIndex[index], view.superview is StackView,
                  let frame = alignmentFrame(of: index) else { continue }
            for (attribute, constant) in [(LayoutConstraint.Attribute.width, frame.size.width),
                                          (.height, frame.size.height)] {
                let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: constant)
                constraint.identifier = Self.autoresizingArrangedIdentifier
                constraint.priority = .required - 1
                constraint.creationSite = nil
                constraint.isActive = true
            }
            fixedFrameIndices.insert(index)
            notes.append("view \(element.id) at line \(element.location.line) is arranged in a stack without "
                + "constraints and translates its autoresizing mask: held at its recorded size, as IB draws it")
        }
    }

    /// The identifier of the size an autoresizing arranged view keeps (`holdAutoresizingArrangedSizes`).
    static let autoresizingArrangedIdentifier = "IB autoresizing size of an arranged view"

    /// The identifier IB gives the fixed-frame constraints it adds at build time.
    static let fixedFrameIdentifier = "IB auto generated at build time for view with fixed frame"
}

extension IBAttribute {
    /// UIKit's attribute; the old `baseline` is the last baseline.
    var modelAttribute: LayoutConstraint.Attribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .baseline, .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }
}
