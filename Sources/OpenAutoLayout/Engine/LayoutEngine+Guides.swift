extension LayoutEngine {
    /// The generated constraints that define a system guide inside its owner's interior.
    /// Constants that depend on scrolling, the safe area or the keyboard come from providers,
    /// refreshed on every pass.
    func guideDefinition(_ guide: LayoutGuide, owner: View) -> [LayoutConstraint] {
        switch guide.role {
        case .user:
            return []
        case .content:
            // The content rectangle: the owner's interior edges are its content edges.
            return [.left, .top, .right, .bottom].map {
                generate(guide, $0, .equal, owner, $0, kind: .layoutGuide, identifier: guide.identifier)
            }
        case .frame:
            return visibleRectangle(guide, owner, insets: { _ in .zero })
        case .safeArea:
            return visibleRectangle(guide, owner, insets: { $0.safeAreaInsets })
        case .layoutMargins:
            return marginsDefinition(guide, owner)
        case .readableContent:
            return readableDefinition(guide, owner)
        case .keyboard:
            return bottomBand(guide, owner, height: { [weak self] view in self?.keyboardOverlap(of: view) ?? 0 })
        case .legacyTop:
            return topBand(guide, owner, height: { $0.safeAreaInsets.top })
        case .legacyBottom:
            return bottomBand(guide, owner, height: { $0.safeAreaInsets.bottom })
        }
    }

    /// `bounds` inset by `insets`: what the owner shows, in its interior coordinates.
    private func visibleRectangle(_ guide: LayoutGuide, _ owner: View,
                                  insets: @escaping (View) -> EdgeInsets) -> [LayoutConstraint] {
        let id = guide.identifier
        return [
            generate(guide, .left, .equal, owner, .left, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map { $0.bounds.origin.x + insets($0).left } ?? 0 }),
            generate(guide, .top, .equal, owner, .top, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map { $0.bounds.origin.y + insets($0).top } ?? 0 }),
            generate(guide, .width, .equal, owner, .width, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map { -insets($0).left - insets($0).right } ?? 0 }),
            generate(guide, .height, .equal, owner, .height, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map { -insets($0).top - insets($0).bottom } ?? 0 }),
        ]
    }

    /// The interior edges (the content rectangle of a scroll view) inset by the effective margins.
    private func marginsDefinition(_ guide: LayoutGuide, _ owner: View) -> [LayoutConstraint] {
        let id = guide.identifier
        func edge(_ attribute: LayoutConstraint.Attribute, _ value: @escaping (EdgeInsets) -> Double) -> LayoutConstraint {
            generate(guide, attribute, .equal, owner, attribute, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map { value($0.effectiveLayoutMargins) } ?? 0 })
        }
        return [edge(.left) { $0.left }, edge(.top) { $0.top }, edge(.right) { -$0.right }, edge(.bottom) { -$0.bottom }]
    }

    /// The margins guide, narrowed on each side by half of what its width exceeds the readable
    /// width by. The width is the owner's as of the last pass (the pass runs again when it moves).
    private func readableDefinition(_ guide: LayoutGuide, _ owner: View) -> [LayoutConstraint] {
        let id = guide.identifier
        func excess(_ view: View) -> Double {
            let margins = view.effectiveLayoutMargins
            let width = view.bounds.size.width - margins.left - margins.right
            return max(0, (width - View.readableContentMaximumWidth) / 2)
        }
        func edge(_ attribute: LayoutConstraint.Attribute, _ value: @escaping (View) -> Double) -> LayoutConstraint {
            generate(guide, attribute, .equal, owner, attribute, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map(value) ?? 0 })
        }
        return [edge(.left) { $0.effectiveLayoutMargins.left + excess($0) },
                edge(.top) { $0.effectiveLayoutMargins.top },
                edge(.right) { -$0.effectiveLayoutMargins.right - excess($0) },
                edge(.bottom) { -$0.effectiveLayoutMargins.bottom }]
    }

    /// The frame of a margins, readable or safe-area guide that no constraint uses (the solver
    /// has no variables for it), from the owner's bounds and insets as the definitions above say.
    static func unconstrainedFrame(of guide: LayoutGuide, in owner: View) -> Rect? {
        let bounds = owner.bounds
        switch guide.role {
        case .safeArea: return bounds.inset(by: owner.safeAreaInsets)
        case .layoutMargins: return bounds.inset(by: owner.effectiveLayoutMargins)
        case .readableContent:
            let margins = bounds.inset(by: owner.effectiveLayoutMargins)
            let excess = max(0, (margins.size.width - View.readableContentMaximumWidth) / 2)
            return Rect(x: margins.origin.x + excess, y: margins.origin.y,
                        width: margins.size.width - 2 * excess, height: margins.size.height)
        default: return nil
        }
    }

    /// A full-width band at the top of the visible rectangle, `height(owner)` tall.
    private func topBand(_ guide: LayoutGuide, _ owner: View, height: @escaping (View) -> Double) -> [LayoutConstraint] {
        let id = guide.identifier
        return horizontalSpan(guide, owner) + [
            generate(guide, .top, .equal, owner, .top, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner?.bounds.origin.y ?? 0 }),
            generate(guide, .height, .equal, nil, .notAnAttribute, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map(height) ?? 0 }),
        ]
    }

    /// A full-width band at the bottom of the visible rectangle, `height(owner)` tall.
    private func bottomBand(_ guide: LayoutGuide, _ owner: View, height: @escaping (View) -> Double) -> [LayoutConstraint] {
        let id = guide.identifier
        return horizontalSpan(guide, owner) + [
            // bottom = bounds.origin.y + frame height (a location against the owner's own height).
            generate(guide, .bottom, .equal, owner, .height, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner?.bounds.origin.y ?? 0 }),
            generate(guide, .height, .equal, nil, .notAnAttribute, kind: .layoutGuide, identifier: id,
                     provider: { [weak owner] in owner.map(height) ?? 0 }),
        ]
    }

    private func horizontalSpan(_ guide: LayoutGuide, _ owner: View) -> [LayoutConstraint] {
        [
            generate(guide, .left, .equal, owner, .left, kind: .layoutGuide, identifier: guide.identifier,
                     provider: { [weak owner] in owner?.bounds.origin.x ?? 0 }),
            generate(guide, .width, .equal, owner, .width, kind: .layoutGuide, identifier: guide.identifier),
        ]
    }

    /// How much of the view's bottom the window's keyboard covers (as of the last pass);
    /// the bottom safe-area inset while no keyboard is shown.
    func keyboardOverlap(of view: View) -> Double {
        guard let window = view.root as? Window, let keyboard = window.keyboardFrame else {
            return view.safeAreaInsets.bottom
        }
        let frameInWindow = view.convert(view.bounds, to: nil)
        let overlap = frameInWindow.maxY - keyboard.minY
        return min(max(overlap, 0), frameInWindow.height)
    }
}
