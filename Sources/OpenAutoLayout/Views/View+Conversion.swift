extension View {
    /// Converts a point from this view's interior (bounds) coordinates to `view`'s;
    /// `nil` means the root's interior coordinates (the window's, as in UIKit).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// Converts a point from `view`'s interior coordinates (`nil`: the root's) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.pointInRoot(point) ?? point
        return pointFromRoot(inRoot)
    }

    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Each level up adds the frame origin and subtracts the bounds origin (what is scrolled away),
    /// ending in the root's interior coordinates (the window's coordinates).
    private func pointInRoot(_ point: Point) -> Point {
        var result = point
        var current: View = self
        while let parent = current.superview {
            result.x += current.frameOrigin.x - current.bounds.origin.x
            result.y += current.frameOrigin.y - current.bounds.origin.y
            current = parent
        }
        return result
    }

    private func pointFromRoot(_ point: Point) -> Point {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        var result = point
        for view in chain.reversed().dropFirst() {
            result.x -= view.frameOrigin.x - view.bounds.origin.x
            result.y -= view.frameOrigin.y - view.bounds.origin.y
        }
        return result
    }
}
