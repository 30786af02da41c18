internal import ConstraintSolver

extension LayoutEngine {
    /// The layout pass: solve, assign frames top-down through `layoutSubviews()`, then update
    /// safe areas and scroll insets, which may move constants; repeat until nothing moves
    /// (a few rounds at most), and record the issues.
    func layoutPass() {
        // A pass asked for while the solver is being rebuilt (app code in `intrinsicContentSize`)
        // or from deep inside nested passes is the running pass's to finish: UIKit neither
        // recurses nor crashes there, and the outer pass lays everything out.
        guard !isRebuilding, passDepth < Self.maximumNestedPasses else { return }
        passDepth += 1
        defer { passDepth -= 1 }
        for _ in 0..<8 {
            root.updateConstraintsInSubtree()
            ensureCurrent()
            retryBrokenConstraints()
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

    /// A `layoutIfNeeded()` inside `layoutSubviews()` runs a nested pass (frames of what changed
    /// are applied at once, as in UIKit); deeper nesting than this is a feedback loop.
    static let maximumNestedPasses = 3

    private func layoutSubviews(of view: View) {
        if view.needsLayoutFlag {
            view.needsLayoutFlag = false
            // UIKit's order: the owning controller hears of the layout before and after it.
            let controller = view.owningViewController
            controller?.viewWillLayoutSubviews()
            view.layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in view.subviews { layoutSubviews(of: subview) }
    }

    /// `View.layoutSubviews()`'s default: subview frames, the view's guides' frames and, for a
    /// scroll view, the content size on each axis its constraints define.
    func applySolvedFrames(toSubviewsOf view: View) {
        guard fitting == nil, !isRebuilding else { return }
        if isStale { rebuild() }
        for subview in view.subviews {
            if let rect = solvedRect(of: subview) { subview.applyLayoutFrame(rect) }
        }
        for guide in view.allLayoutGuides {
            if let rect = solvedRect(of: guide) ?? Self.unconstrainedFrame(of: guide, in: view) {
                guide.layoutFrame = rect
            }
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
                insets = Self.coveredInsets(of: view.frame, in: parent.bounds, parentInsets: parent.safeAreaInsets)
            }
            if let controller = view.owningViewController {
                if controller.hasNavigationBar {
                    let top = view.convert(Point.zero, to: nil).y
                    insets.top = max(insets.top, controller.barsBottom - top)
                }
                if controller.hasTabBar, let window = view.root as? Window {
                    // The bar sits on the window's bottom safe area; it covers what of the view lies below its top.
                    let barTop = window.bounds.size.height - window.windowSafeAreaInsets.bottom - controller.tabBarHeight
                    let bottom = view.convert(Point(x: 0, y: view.bounds.size.height), to: nil).y
                    insets.bottom = max(insets.bottom, bottom - barTop)
                }
                insets = insets + controller.additionalSafeAreaInsets
            }
            if insets != view.safeAreaInsetsStorage {
                view.safeAreaInsetsStorage = insets
                view.safeAreaInsetsDidChange()
                view.owningViewController?.viewSafeAreaInsetsDidChange()
            }
        }
    }
}

extension LayoutEngine {
    /// A subview's safe-area insets: "the portion of the view that is covered" by its superview's
    /// unsafe area (UIKit's `safeAreaInsets` documentation; a view inside the safe area gets zero).
    /// The unsafe area is the band on each edge between the superview's bounds and its safe
    /// rectangle, so each inset is the length of the view's overlap with that band: never negative,
    /// never more than the band, and nothing for the part of a view hanging past the superview's
    /// bounds (a scroll view's tall content is covered only where it meets the band).
    static func coveredInsets(of frame: Rect, in bounds: Rect, parentInsets: EdgeInsets) -> EdgeInsets {
        func overlap(_ low: Double, _ high: Double, _ bandLow: Double, _ bandHigh: Double) -> Double {
            max(0, min(high, bandHigh) - max(low, bandLow))
        }
        let safe = bounds.inset(by: parentInsets)
        // The bands span the superview's bounds across their edge: a view beside them is not covered.
        let acrossX = overlap(frame.minX, frame.maxX, bounds.minX, bounds.maxX) > 0
        let acrossY = overlap(frame.minY, frame.maxY, bounds.minY, bounds.maxY) > 0
        return EdgeInsets(top: acrossX ? overlap(frame.minY, frame.maxY, bounds.minY, safe.minY) : 0,
                          left: acrossY ? overlap(frame.minX, frame.maxX, bounds.minX, safe.minX) : 0,
                          bottom: acrossX ? overlap(frame.minY, frame.maxY, safe.maxY, bounds.maxY) : 0,
                          right: acrossY ? overlap(frame.minX, frame.maxX, safe.maxX, bounds.maxX) : 0)
    }
}

extension View {
    var subtreeNeedsLayout: Bool { allViewsInSubtree().contains { $0.needsLayoutFlag } }
}
