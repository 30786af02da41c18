extension ScrollView {
    /// `contentInset` plus the safe-area insets that `contentInsetAdjustmentBehavior` selects.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let axes = adjustedAxes
        return contentInset + EdgeInsets(top: axes.vertical ? safe.top : 0,
                                         left: axes.horizontal ? safe.left : 0,
                                         bottom: axes.vertical ? safe.bottom : 0,
                                         right: axes.horizontal ? safe.right : 0)
    }

    private var adjustedAxes: (horizontal: Bool, vertical: Bool) {
        let scrollsHorizontally = contentSize.width > bounds.size.width || alwaysBounceHorizontal
        let scrollsVertically = contentSize.height > bounds.size.height || alwaysBounceVertical
        switch contentInsetAdjustmentBehavior {
        case .never:
            return (false, false)
        case .always:
            return (true, true)
        case .scrollableAxes:
            return (scrollsHorizontally, scrollsVertically)
        case .automatic:
            guard let controller = contentViewController else { return (scrollsHorizontally, scrollsVertically) }
            // The legacy switch: a view controller that opts out leaves its scroll view alone.
            guard controller.automaticallyAdjustsScrollViewInsets else { return (false, false) }
            return (scrollsHorizontally, scrollsVertically || controller.hasNavigationBar)
        }
    }

    /// The view controller whose content view this is: its `view`, or its view's first subview
    /// (the only scroll views the legacy `automaticallyAdjustsScrollViewInsets` ever adjusted).
    var contentViewController: ViewController? {
        if let controller = owningViewController { return controller }
        if let parent = superview, let controller = parent.owningViewController,
           parent.subviews.first === self { return controller }
        return nil
    }

    /// The legal range of `contentOffset`: from `-adjustedContentInset.top/left` to
    /// `contentSize + adjusted bottom/right - bounds.size`, never below the minimum.
    public var contentOffsetRange: (min: Point, max: Point) {
        let inset = adjustedContentInset
        let minimum = Point(x: -inset.left, y: -inset.top)
        let maximum = Point(x: max(minimum.x, contentSize.width + inset.right - bounds.size.width),
                            y: max(minimum.y, contentSize.height + inset.bottom - bounds.size.height))
        return (minimum, maximum)
    }

    /// Scrolls the minimal distance that makes `rect` (in content coordinates) visible inside the
    /// area left by `adjustedContentInset`; does nothing if it is visible. A rectangle larger than
    /// that area is aligned by its top (left) edge. The result stays within the legal range.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let inset = adjustedContentInset
        let range = contentOffsetRange
        var offset = contentOffset
        offset.x = Self.visibleOffset(current: offset.x, rectMin: rect.minX, rectMax: rect.maxX,
                                      leading: inset.left, visibleLength: bounds.size.width - inset.left - inset.right,
                                      range: range.min.x...range.max.x)
        offset.y = Self.visibleOffset(current: offset.y, rectMin: rect.minY, rectMax: rect.maxY,
                                      leading: inset.top, visibleLength: bounds.size.height - inset.top - inset.bottom,
                                      range: range.min.y...range.max.y)
        setContentOffset(offset, animated: animated)
    }

    private static func visibleOffset(current: Double, rectMin: Double, rectMax: Double, leading: Double,
                                      visibleLength: Double, range: ClosedRange<Double>) -> Double {
        let visibleMin = current + leading
        let visibleMax = visibleMin + visibleLength
        var target = current
        if rectMax - rectMin > visibleLength || rectMin < visibleMin {
            target = rectMin - leading
        } else if rectMax > visibleMax {
            target = rectMax - visibleLength - leading
        } else {
            return current
        }
        return min(max(target, range.lowerBound), range.upperBound)
    }
}
