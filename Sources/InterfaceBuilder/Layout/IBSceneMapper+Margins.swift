import OpenAutoLayout

extension IBSceneMapper {
    /// Views with `preservesSuperviewLayoutMargins="YES"` (the root view excluded), parents first.
    var preservingViews: [Int] {
        order.filter {
            $0 != rootIndex && document.views[$0].preservesSuperviewLayoutMargins == true && !hasCellMargins($0)
                && !isCollectionViewCell($0)
        }
    }

    /// A collection view's cells are placed by its layout, not within its margins: like a table's cells
    /// they take nothing from the collection view through `preservesSuperviewLayoutMargins`. SwipeCellKit's
    /// mail cell (Xcode 11.3), which preserves margins in a 414-pt collection view controller whose root
    /// margins are 20, records its content pinned to the cell's margins at UIView's 8 on every side.
    private func isCollectionViewCell(_ index: Int) -> Bool {
        document.views[index].elementName == "collectionViewCell"
            && document.views[index].superview.map { document.views[$0].elementName == "collectionView" } == true
    }

    /// UIKit's `preservesSuperviewLayoutMargins`: on each edge where the view lies within its
    /// superview's margin, its margin grows to reach the superview's (a content view flush with a
    /// scroll view that preserves a 20 pt root margin gets 20, not its own 8; MrAlek@05d4665c).
    /// Margins depend on frames, so the mapper lays out, applies them from the solved frames (parents
    /// first, so preserved margins chain down), and lays out again until nothing changes.
    /// Returns true when a margin changed.
    func applyPreservedMargins(own: [Int: DirectionalEdgeInsets]) -> Bool {
        var changed = false
        for index in preservingViews {
            guard let view = viewsByIndex[index], let parent = view.superview, let base = own[index] else { continue }
            // A scroll view takes its safe area into its content insets: its content does not inherit it.
            var parentMargins = parent.layoutMargins
            if parent.insetsLayoutMarginsFromSafeArea && !(parent is ScrollView) {
                parentMargins = parentMargins + parent.safeAreaInsets
            }
            let frame = view.frame
            let size = parent.bounds.size
            // What the superview's margin covers of this view, less what its own safe-area inset adds
            // anyway. A view reaching past its superview's edge (content taller than its scroll view)
            // inherits at most the superview's margin there, never the overflow.
            let safe = view.insetsLayoutMarginsFromSafeArea ? view.safeAreaInsets : .zero
            func reach(_ margin: Double, _ offset: Double, _ ownSafe: Double) -> Double {
                max(0, margin - max(0, offset) - ownSafe)
            }
            let margins = DirectionalEdgeInsets(
                top: max(base.top, reach(parentMargins.top, frame.minY, safe.top)),
                leading: max(base.leading, reach(parentMargins.left, frame.minX, safe.left)),
                bottom: max(base.bottom, reach(parentMargins.bottom, size.height - frame.maxY, safe.bottom)),
                trailing: max(base.trailing, reach(parentMargins.right, size.width - frame.maxX, safe.right)))
            if margins != view.directionalLayoutMargins {
                view.directionalLayoutMargins = margins
                changed = true
            }
        }
        return changed
    }
}
