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
            let driven = drivenContentAxes(of: scrollView)
            var size = scrollView.contentSize
            if driven.horizontal, let width = own.contentWidth { size.width = solver.value(of: width) }
            if driven.vertical, let height = own.contentHeight { size.height = solver.value(of: height) }
            scrollView.contentSize = size
        }
    }

    func solvedRect(of item: any LayoutItem) -> Rect? {
        guard let own = variables[ObjectIdentifier(item)] else { return nil }
        return Rect(x: solver.value(of: own.x), y: solver.value(of: own.y),
                    width: solver.value(of: own.width), height: solver.value(of: own.height))
    }

    /// Which content axes of a scroll view some constraint defines: a constraint on its content
    /// edges or margins, or on its content (or margins) guide. Guide definitions don't count.
    func drivenContentAxes(of scrollView: ScrollView) -> (horizontal: Bool, vertical: Bool) {
        guard let own = variables[ObjectIdentifier(scrollView)],
              let contentWidth = own.contentWidth, let contentHeight = own.contentHeight else { return (false, false) }
        var horizontal: Set<Variable> = [contentWidth]
        var vertical: Set<Variable> = [contentHeight]
        for guide in [scrollView.contentGuideStorage, scrollView.marginsGuideStorage].compactMap({ $0 }) {
            guard let guideVariables = variables[ObjectIdentifier(guide)] else { continue }
            horizontal.formUnion([guideVariables.x, guideVariables.width])
            vertical.formUnion([guideVariables.y, guideVariables.height])
        }
        var result = (horizontal: false, vertical: false)
        for constraint in addedInOrder where constraint.kind != .layoutGuide {
            guard let record = records[ObjectIdentifier(constraint)] else { continue }
            if !result.horizontal, record.variables.contains(where: horizontal.contains) { result.horizontal = true }
            if !result.vertical, record.variables.contains(where: vertical.contains) { result.vertical = true }
        }
        return result
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
