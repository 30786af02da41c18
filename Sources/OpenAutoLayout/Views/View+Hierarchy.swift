extension View {
    /// Adds `view` as the last subview, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range, rather than trapping).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            hierarchyDidChange()
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        // A subtree's own engine is dropped: the new root's engine takes over.
        view.rootEngine = nil
        // Keep activation order meaningful across the merged hierarchy.
        let top = root
        top.activationCounter = max(top.activationCounter, view.activationCounter)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.captureAutoresizingReference()
        hierarchyDidChange()
        view.setNeedsLayout()
        view.didMoveToSuperview()
        didAddSubview(view)
        if root is Window { view.allViewsInSubtree().forEach { $0.didMoveToWindow() } }
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Detaches the view. As in UIKit, constraints held by former ancestors that mention the
    /// view or its descendants are removed; constraints inside the subtree stay.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        let leavesWindow = parent.root is Window
        let subtree = Set(allViewsInSubtree().map(ObjectIdentifier.init))
        var ancestor: View? = parent
        while let holder = ancestor {
            for constraint in holder.constraints where constraint.mentions(anyOf: subtree) {
                holder.removeConstraint(constraint)
            }
            ancestor = holder.superview
        }
        parent.hierarchyDidChange()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        setNeedsLayout()
        didMoveToSuperview()
        if leavesWindow { allViewsInSubtree().forEach { $0.didMoveToWindow() } }
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view with no superview above this one.
    var root: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The closest view that is `self` or an ancestor of `self` and also of `other`.
    /// - Complexity: O(depth) steps up the tree and no allocation: it runs for every constraint, and a
    ///   table of ancestors made each time made a deep hierarchy quadratic to lay out.
    func closestCommonAncestor(with other: View) -> View? {
        // A view and itself, a view and its superview, and siblings are most constraints.
        if self === other || other.superview === self { return self }
        if superview === other { return other }
        if let parent = superview, parent === other.superview { return parent }
        var mine: View? = self, theirs: View? = other
        var myDepth = depth, theirDepth = other.depth
        while myDepth > theirDepth { mine = mine?.superview; myDepth -= 1 }
        while theirDepth > myDepth { theirs = theirs?.superview; theirDepth -= 1 }
        // Level with each other, the two climb in step until they meet (or both run out: two hierarchies).
        while let left = mine, let right = theirs, left !== right {
            mine = left.superview
            theirs = right.superview
        }
        return mine
    }

    /// The number of ancestors.
    private var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// This view and every descendant, depth first, in subview order.
    func allViewsInSubtree() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Any change to which items exist or how they are related rebuilds the engine on the next pass.
    func hierarchyDidChange() {
        needsLayoutFlag = true
        existingEngine?.invalidate()
    }

    /// The engine of this view's hierarchy, made on first use.
    var engine: LayoutEngine {
        let top = root
        if let engine = top.rootEngine { return engine }
        let engine = LayoutEngine(root: top)
        top.rootEngine = engine
        return engine
    }

    /// The engine of this view's hierarchy if one was made.
    var existingEngine: LayoutEngine? { root.rootEngine }
}

extension LayoutConstraint {
    func mentions(anyOf views: Set<ObjectIdentifier>) -> Bool {
        for item in [firstItem, secondItem] {
            if let view = item?.hierarchyAnchorView, views.contains(ObjectIdentifier(view)) { return true }
        }
        return false
    }
}
