import OpenAutoLayout

extension RenderAnnotations {
    /// The views of `root`'s tree that do not scroll with the content of a scroll view they are in,
    /// in tree order: a constraint positions them (an edge, margin, center or baseline — not a
    /// width or height) against an item outside that scroll view, or against its
    /// `frameLayoutGuide`. Such a view stays where it is on screen while the content moves
    /// (a "floating" header or button); drawn at another content offset it seems to move.
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
                    where isPosition(attribute) && isPinnedOutsideScrollView(view, to: other) {
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

    private static func isPosition(_ attribute: LayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .width, .height, .notAnAttribute: false
        default: true
        }
    }

    /// Whether `other` lies outside some scroll view that `view` is inside (or is that scroll
    /// view's frame guide).
    private static func isPinnedOutsideScrollView(_ view: View, to other: any LayoutItem) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? ScrollView, isOutside(other, of: scrollView) { return true }
            ancestor = current.superview
        }
        return false
    }

    private static func isOutside(_ item: any LayoutItem, of scrollView: ScrollView) -> Bool {
        if let view = item as? View { return view !== scrollView && !view.isDescendant(of: scrollView) }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return false }
        // By identifier: asking the scroll view for its frame guide would create one.
        if owner === scrollView { return guide.identifier == "UIScrollView-frameLayoutGuide" }
        return !owner.isDescendant(of: scrollView)
    }
}
