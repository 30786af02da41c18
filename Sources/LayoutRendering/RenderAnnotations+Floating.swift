import OpenAutoLayout

extension RenderAnnotations {
    /// The views of `root`'s tree that do not scroll with the content of a scroll view they are in,
    /// in tree order: a constraint positions them along an axis the scroll view scrolls on (an
    /// edge, margin, center or baseline — not a width or height) against an item outside that
    /// scroll view, or against its `frameLayoutGuide`. Such a view stays where it is on screen
    /// while the content moves (a "floating" header or button).
    ///
    /// An axis counts when the content, with the adjusted insets, is longer than the viewport:
    /// the seeds' container pinned to the screen's leading and trailing edges to fix the content
    /// width never moves sideways, so it does not float.
    ///
    /// Between a scroll view and its descendants every attribute of the scroll view itself means
    /// its content (edges) or a size (width, height, centers), so relating to the scroll view
    /// never makes a view float.
    public static func floatingViews(in root: View) -> [View] {
        let views = treeOrder(root)
        var floating: Set<ObjectIdentifier> = []
        for owner in views {
            for constraint in owner.constraints where constraint.isActive {
                let pairs: [((any LayoutItem)?, LayoutConstraint.Attribute, (any LayoutItem)?)] = [
                    (constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
                    (constraint.secondItem, constraint.secondAttribute, constraint.firstItem),
                ]
                for case let (view as View, attribute, other?) in pairs
                    where attribute.isLocation && isPinnedOutsideScrollView(view, to: other, along: attribute.axis) {
                    floating.insert(ObjectIdentifier(view))
                }
            }
        }
        return views.filter { floating.contains(ObjectIdentifier($0)) }
    }

    /// Marks every view of `floatingViews(in:)`.
    public mutating func markFloatingViews(in root: View) {
        for view in Self.floatingViews(in: root) { markFloating(view) }
    }

    /// Depth first, subviews in order (the order the renderer draws in).
    private static func treeOrder(_ root: View) -> [View] {
        var result: [View] = []
        var pending: [View] = [root]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Whether `other` lies outside some scroll view that `view` is inside (or is that scroll
    /// view's frame guide), and that scroll view scrolls along `axis`.
    private static func isPinnedOutsideScrollView(_ view: View, to other: any LayoutItem,
                                                  along axis: LayoutConstraint.Axis?) -> Bool {
        guard let axis else { return false }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView, scrolls(scrollView, along: axis),
               isOutside(other, of: scrollView) { return true }
            ancestor = current.superview
        }
        return false
    }

    /// Content (with the adjusted insets) longer than the viewport by more than half a point.
    private static func scrolls(_ scrollView: ScrollView, along axis: LayoutConstraint.Axis) -> Bool {
        let insets = scrollView.adjustedContentInset
        let size = scrollView.contentSize, bounds = scrollView.bounds.size
        switch axis {
        case .horizontal: return size.width + insets.left + insets.right > bounds.width + 0.5
        case .vertical: return size.height + insets.top + insets.bottom > bounds.height + 0.5
        }
    }

    private static func isOutside(_ item: any LayoutItem, of scrollView: ScrollView) -> Bool {
        if let view = item as? View { return view !== scrollView && !view.isDescendant(of: scrollView) }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return false }
        // By identifier: asking the scroll view for its frame guide would create one.
        if owner === scrollView { return guide.identifier == "UIScrollView-frameLayoutGuide" }
        return !owner.isDescendant(of: scrollView)
    }
}
