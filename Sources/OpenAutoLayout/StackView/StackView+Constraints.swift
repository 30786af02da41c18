extension StackView {
    /// The attributes of one axis: leading edge, trailing edge, size and centre.
    struct AxisAttributes {
        let leading, trailing, size, center: LayoutConstraint.Attribute
        let leadingMargin, trailingMargin: LayoutConstraint.Attribute

        static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX,
                                               leadingMargin: .leadingMargin, trailingMargin: .trailingMargin)
        static let vertical = AxisAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY,
                                             leadingMargin: .topMargin, trailingMargin: .bottomMargin)
    }

    func makeArrangementConstraints() -> [LayoutConstraint] {
        let along = axis == .horizontal ? AxisAttributes.horizontal : .vertical
        let across = axis == .horizontal ? AxisAttributes.vertical : .horizontal
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let start = isLayoutMarginsRelativeArrangement ? along.leadingMargin : along.leading
        let end = isLayoutMarginsRelativeArrangement ? along.trailingMargin : along.trailing
        // A hidden view leaves the spacing chain and collapses (see `hidingConstraints`).
        var result = hidingConstraints(along, start: start)
        result += alignmentConstraints(arrangedSubviews.filter(\.isHidden), across)
        guard let first = visible.first, let last = visible.last else {
            // Every arranged view hidden: nothing gives the stack a length along its axis, and UIKit
            // collapses it. element-ios's `RoomViewController` (17701) and muun's `NewOperationView`
            // (vertical equal-spacing stacks of hidden views) are recorded 0 tall and not flagged. A pull
            // weaker than anything the stack's own constraints say, so a length given elsewhere stays.
            if !arrangedSubviews.isEmpty {
                result.append(make(self, along.size, .equal, nil, .notAnAttribute, "UISV-hiding",
                                   priority: Self.collapsedPriority))
            }
            return result
        }
        result.append(make(first, along.leading, .equal, self, start, "UISV-canvas-connection"))
        result.append(make(self, end, .equal, last, along.trailing, "UISV-canvas-connection"))
        result += spacingConstraints(visible, along)
        result += alignmentConstraints(visible, across)
        return result
    }

    /// UIKit collapses a hidden arranged view to zero length just below required (999.999), so a
    /// required size of its own wins without a conflict, and holds it beside its visible neighbour
    /// at priority 50: half the spacing after the view before it, or else half the spacing before
    /// the view after it; in an equal-spacing or equal-centering stack, at the stack's start.
    /// VLC's player controls (Xcode 15) record hidden 44 pt buttons with required widths at full
    /// width, right after the visible button before them (or ending where the first visible one
    /// starts), and those of its equal-spacing stacks at the stack's start.
    private func hidingConstraints(_ along: AxisAttributes, start: LayoutConstraint.Attribute) -> [LayoutConstraint] {
        let hold = LayoutPriority(50)
        let spacedByNeighbours = distribution != .equalSpacing && distribution != .equalCentering
        var result: [LayoutConstraint] = []
        for (index, view) in arrangedSubviews.enumerated() where view.isHidden {
            result.append(make(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding",
                               priority: LayoutPriority(999.999)))
            let before = arrangedSubviews[..<index].last { !$0.isHidden }
            let after = arrangedSubviews[(index + 1)...].first { !$0.isHidden }
            if spacedByNeighbours, let before {
                result.append(make(view, along.leading, .equal, before, along.trailing, "UISV-hiding",
                                   constant: resolvedSpacing / 2, priority: hold))
            } else if spacedByNeighbours, let after {
                result.append(make(after, along.leading, .equal, view, along.trailing, "UISV-hiding",
                                   constant: resolvedSpacing / 2, priority: hold))
            } else {
                result.append(make(view, along.leading, .equal, self, start, "UISV-hiding", priority: hold))
            }
        }
        return result
    }

    /// UIKit ties each arranged view's length to the stack's (`UISV-fill-proportionally`) at priority
    /// 999 for the first view, 998 for the next and so on, so no length is left open. The multiplier
    /// is the view's length over the sum of all lengths and spacings: views of equal length in a
    /// spaced stack come out equal but for the last, which takes the rest (rdar://34595752 reports
    /// exactly that). A view's length is its intrinsic one, or its current one when it has none (a
    /// nested stack, a plain view), so views given equal frames share equally.
    private func proportionalConstraints(_ views: [View], _ along: AxisAttributes) -> [LayoutConstraint] {
        let lengths = views.map { view -> Double in
            let size = view.intrinsicContentSize
            let intrinsic = along.size == .width ? size.width : size.height
            if intrinsic > 0 { return intrinsic }
            let current = along.size == .width ? view.frame.width : view.frame.height
            return current.isFinite ? max(0, current) : 0
        }
        let spacings = views.dropLast().map { Self.resolved(customSpacings[ObjectIdentifier($0)] ?? spacing) }
        let total = lengths.reduce(0, +) + spacings.reduce(0, +)
        guard lengths.contains(where: { $0 > 0 }), total > 0 else { return [] }
        return views.enumerated().map { index, view in
            make(view, along.size, .equal, self, along.size, "UISV-fill-proportionally",
                 multiplier: lengths[index] / total, priority: LayoutPriority(Float(max(1, 999 - index))))
        }
    }

    private func spacingConstraints(_ views: [View], _ along: AxisAttributes) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let flexible = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, next) in zip(views, views.dropFirst()) {
            result.append(make(next, along.leading, flexible ? .greaterThanOrEqual : .equal, previous, along.trailing,
                               "UISV-spacing", constant: Self.resolved(customSpacings[ObjectIdentifier(previous)] ?? spacing)))
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in views.dropFirst() {
                result.append(make(view, along.size, .equal, views[0], along.size, "UISV-fill-equally"))
            }
        case .fillProportionally:
            result += proportionalConstraints(views, along)
        case .equalSpacing, .equalCentering:
            // Spacer guides between neighbours (edges, or centres), all of one length.
            let from = distribution == .equalSpacing ? along.trailing : along.center
            let to = distribution == .equalSpacing ? along.leading : along.center
            var spacers: [LayoutGuide] = []
            for (previous, next) in zip(views, views.dropFirst()) {
                let spacer = LayoutGuide()
                spacer.identifier = "UISV-distributing"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                result.append(make(spacer, along.leading, .equal, previous, from, "UISV-distributing"))
                result.append(make(next, to, .equal, spacer, along.trailing, "UISV-distributing"))
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    result.append(make(spacer, along.size, .equal, firstSpacer, along.size, "UISV-distributing"))
                }
            }
            // With nothing else fixing the stack's length (a stack in a scroll view, or one that only
            // hugs its content), equal gaps alone leave that length free; UIKit's stack hugs: gaps
            // shrink to the smallest the spacing allows (Xcode records them at exactly `spacing`,
            // e.g. 8 between arranged views of an equalSpacing stack in a scroll view). A pull of
            // the spacers towards zero just below fittingSizeLevel (`distributingFitPriority`) does it
            // and yields to anything stronger, so a stack whose length is fixed still spreads its
            // views. The identifier is the model's.
            if let firstSpacer = spacers.first {
                let fit = make(firstSpacer, along.size, .equal, nil, .notAnAttribute, "UISV-distributing-fit",
                               priority: nestedDistributingFitPriority)
                distributingFit = fit
                result.append(fit)
            }
            spacerGuides = spacers
        }
        return result
    }

    private func alignmentConstraints(_ views: [View], _ across: AxisAttributes) -> [LayoutConstraint] {
        let start = isLayoutMarginsRelativeArrangement ? across.leadingMargin : across.leading
        let end = isLayoutMarginsRelativeArrangement ? across.trailingMargin : across.trailing
        var result: [LayoutConstraint] = []
        for view in views {
            switch alignment {
            case .fill:
                result.append(make(view, across.leading, .equal, self, start, "UISV-canvas-connection"))
                result.append(make(self, end, .equal, view, across.trailing, "UISV-canvas-connection"))
            case .leading:
                result.append(make(view, across.leading, .equal, self, start, "UISV-alignment"))
                result.append(make(self, end, .greaterThanOrEqual, view, across.trailing, "UISV-spanning-boundary"))
                result.append(fit(self, end, view, across.trailing))
            case .trailing:
                result.append(make(self, end, .equal, view, across.trailing, "UISV-alignment"))
                result.append(make(view, across.leading, .greaterThanOrEqual, self, start, "UISV-spanning-boundary"))
                result.append(fit(view, across.leading, self, start))
            case .center, .firstBaseline, .lastBaseline:
                // Baselines only make sense across a horizontal stack; a vertical one centres.
                let attribute: LayoutConstraint.Attribute = axis == .vertical || alignment == .center ? across.center
                    : (alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
                let anchor: View = views[0]
                if attribute == across.center {
                    let centre: LayoutConstraint.Attribute = isLayoutMarginsRelativeArrangement
                        ? (axis == .horizontal ? .centerYWithinMargins : .centerXWithinMargins) : across.center
                    result.append(make(view, across.center, .equal, self, centre, "UISV-alignment"))
                } else if view !== anchor {
                    result.append(make(view, attribute, .equal, anchor, attribute, "UISV-alignment"))
                }
                result.append(make(view, across.leading, .greaterThanOrEqual, self, start, "UISV-spanning-boundary"))
                result.append(make(self, end, .greaterThanOrEqual, view, across.trailing, "UISV-spanning-boundary"))
                result.append(fit(self, end, view, across.trailing))
                if attribute != across.center { result.append(fit(view, across.leading, self, start)) }
            }
        }
        return result
    }

    /// The pull of an equal-spacing (or equal-centring) stack's gaps towards zero yields to the
    /// fitting of its arranged views across their own axis (`UISV-spanning-fit`, 49): a gap is what
    /// is left once every arranged view has its fitted size, never room a view grows into. AltStore's
    /// `Authentication` (Xcode 11) records four center-aligned stacks in a 564-pt equal-spacing stack
    /// at their content's height (95.5) with the rest in equal gaps (37.5 and 37), and element's
    /// `EnterPinCodeViewController` (Xcode 11.4) its center-aligned stacks of labels and digit buttons
    /// at their content's height;
    /// pulled harder, the gaps would leave those views to share the room in no determined way.
    static let distributingFitPriority = LayoutPriority(48)

    /// The pull of a stack whose arranged views are all hidden to zero length along its axis: below
    /// every other stack constraint (`distributingFitPriority`), so it only decides a free length.
    static let collapsedPriority = LayoutPriority(47)

    /// A stack arranged in a stack of the same axis hugs its views before that stack's gaps take the
    /// room: one step (0.1) above `distributingFitPriority` for each such stack it sits in (at most 8,
    /// staying under the spanning fit's 49). Xcode records the inner stack at its content's length
    /// with gaps of exactly its spacing and the outer stack's gaps taking the rest: threema's
    /// `MyIdentityStoryboard` (19529, an 8-pt gap in a row of a 343-pt equal-spacing stack), nhsx's
    /// `CoLocate` (16096, two vertical stacks with gaps of 8), threema's `CreateID` (equal centring,
    /// gaps of 20); at one priority the two pulls tie and the inner stack's length is left open.
    var nestedDistributingFitPriority: LayoutPriority {
        LayoutPriority(Self.distributingFitPriority.rawValue + Float(sameAxisNesting) * 0.1)
    }

    /// How many stacks of the same axis this one is arranged in, one inside the other (at most 8).
    private var sameAxisNesting: Int {
        var depth = 0
        var current: View = self
        while depth < 8, let outer = current.superview as? StackView, outer.axis == axis,
              outer.arrangedSubviews.contains(where: { $0 === current }) {
            depth += 1
            current = outer
        }
        return depth
    }

    /// The spanning fit's priority: 49, or with `fitsOwnViewsFirst` one step (0.1) more for each stack
    /// of the same axis this one is arranged in, so its fit to its own views wins over the outer
    /// stack's pull on it (in UIKit the spanner hugs its views at 51 while arranged views are pulled
    /// only at 25).
    var nestedSpanningFitPriority: LayoutPriority {
        LayoutPriority(49 + (fitsOwnViewsFirst ? Float(sameAxisNesting) * 0.1 : 0))
    }

    /// Sets the gap and spanning pulls' priorities again after this stack was arranged in (or taken
    /// out of) another.
    func refreshDistributingFit() {
        let priority = nestedDistributingFitPriority
        if let fit = distributingFit, fit.priority != priority { fit.priority = priority }
        let spanning = nestedSpanningFitPriority
        for fit in generatedConstraints where fit.identifier == "UISV-spanning-fit" && fit.priority != spanning {
            fit.priority = spanning
        }
        for case let stack as StackView in arrangedSubviews { stack.refreshDistributingFit() }
    }

    /// A weak pull that makes the stack as small across its axis as its tallest (widest) view.
    private func fit(_ a: any LayoutItem, _ attributeA: LayoutConstraint.Attribute,
                     _ b: any LayoutItem, _ attributeB: LayoutConstraint.Attribute) -> LayoutConstraint {
        make(a, attributeA, .equal, b, attributeB, "UISV-spanning-fit", priority: nestedSpanningFitPriority)
    }

    private func make(_ a: any LayoutItem, _ attributeA: LayoutConstraint.Attribute,
                      _ relation: LayoutConstraint.Relation, _ b: (any LayoutItem)?,
                      _ attributeB: LayoutConstraint.Attribute, _ identifier: String, constant: Double = 0,
                      multiplier: Double = 1, priority: LayoutPriority = .required) -> LayoutConstraint {
        LayoutConstraint(item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
                         multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
                         kind: .stackView)
    }
}
