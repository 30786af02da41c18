internal import ConstraintSolver

extension LayoutEngine {
    /// The layout pass: solve, assign frames top-down through `layoutSubviews()`, then update
    /// safe areas and scroll insets, which may move constants; repeat until nothing moves
    /// (a few rounds at most), and record the issues.
    func layoutPass() {
        for _ in 0..<8 {
            ensureCurrent()
            if solutionChanged {
                solutionChanged = false
                for view in root.allViewsInSubtree() { view.needsLayoutFlag = true }
            }
            layoutSubviews(of: root)
            updateSafeAreas()
            for case let scrollView as ScrollView in root.allViewsInSubtree() {
                scrollView.adjustedContentInsetMayHaveChanged()
            }
            if !isStale { refreshConstants() }
            if !isStale && !solutionChanged && !root.subtreeNeedsLayout { break }
        }
        lastIssues = collectIssues()
        alertNewConflicts()
    }

    private func layoutSubviews(of view: View) {
        if view.needsLayoutFlag {
            view.needsLayoutFlag = false
            view.layoutSubviews()
        }
        for subview in view.subviews { layoutSubviews(of: subview) }
    }

    /// `View.layoutSubviews()`'s default: subview frames, the view's guides' frames and, for a
    /// scroll view, the content size on each axis its constraints define.
    func applySolvedFrames(toSubviewsOf view: View) {
        guard fitting == nil else { return }
        if isStale { rebuild() }
        for subview in view.subviews {
            if let rect = solvedRect(of: subview) { subview.applyLayoutFrame(rect) }
        }
        for guide in view.allLayoutGuides {
            if let rect = solvedRect(of: guide) { guide.layoutFrame = rect }
        }
        if let scrollView = view as? ScrollView, let own = variables[ObjectIdentifier(scrollView)] {
            if contentSizeIsDerived(for: scrollView), let width = own.contentWidth, let height = own.contentHeight {
                scrollView.contentSize = Size(width: solver.value(of: width), height: solver.value(of: height))
            }
        }
    }

    func solvedRect(of item: any LayoutItem) -> Rect? {
        guard let own = variables[ObjectIdentifier(item)] else { return nil }
        return Rect(x: solver.value(of: own.x), y: solver.value(of: own.y),
                    width: solver.value(of: own.width), height: solver.value(of: own.height))
    }

    /// Whether constraints define the scroll view's content size: some constraint relates its
    /// content edges or margins (or its content or margins guide) to its content. Then both axes
    /// are derived, and an axis they do not force is ambiguous, as Xcode reports; otherwise the
    /// content size set in code is kept. Guide definitions don't count.
    func contentSizeIsDerived(for scrollView: ScrollView) -> Bool {
        guard let own = variables[ObjectIdentifier(scrollView)],
              let contentWidth = own.contentWidth, let contentHeight = own.contentHeight else { return false }
        var watched: Set<Variable> = [contentWidth, contentHeight]
        for guide in [scrollView.contentGuideStorage, scrollView.marginsGuideStorage].compactMap({ $0 }) {
            if let guideVariables = variables[ObjectIdentifier(guide)] { watched.formUnion(guideVariables.all) }
        }
        return addedInOrder.contains { constraint in
            constraint.kind != .layoutGuide
                && records[ObjectIdentifier(constraint)]?.variables.contains(where: watched.contains) == true
        }
    }

    /// Safe-area insets, top-down: a window's are the device's; a view's are where its superview's
    /// safe rectangle leaves its frame; a view controller's view adds the bars above it and
    /// `additionalSafeAreaInsets`.
    private func updateSafeAreas() {
        for view in root.allViewsInSubtree() {
            var insets = EdgeInsets.zero
            if let window = view as? Window, view.superview == nil {
                insets = window.windowSafeAreaInsets
            } else if let parent = view.superview {
                let safe = parent.bounds.inset(by: parent.safeAreaInsets)
                let frame = view.frame
                insets = EdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                                    bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
            }
            if let controller = view.owningViewController {
                if controller.hasNavigationBar {
                    let top = view.convert(Point.zero, to: nil).y
                    insets.top = max(insets.top, controller.barsBottom - top)
                }
                insets = insets + controller.additionalSafeAreaInsets
            }
            if insets != view.safeAreaInsetsStorage {
                view.safeAreaInsetsStorage = insets
                view.safeAreaInsetsDidChange()
            }
        }
    }
}

extension View {
    var subtreeNeedsLayout: Bool { allViewsInSubtree().contains { $0.needsLayoutFlag } }
}
