extension View {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it on a view that translates its autoresizing mask regenerates those constraints;
    /// on a root view it moves the fixed root frame; on other views the next layout pass wins.
    public var frame: Rect {
        get { Rect(origin: frameOrigin, size: boundsStorage.size) }
        set {
            let old = frame
            guard newValue != old else { return }
            frameOrigin = newValue.origin
            boundsStorage.size = newValue.size
            frameDidChangeByUser(from: old)
        }
    }

    /// The interior coordinate system: `origin` is what the top-left corner shows (for a scroll
    /// view, `contentOffset`), `size` is the frame's size.
    public var bounds: Rect {
        get { boundsStorage }
        set {
            let old = boundsStorage
            guard newValue != old else { return }
            boundsStorage = newValue
            if old.size != newValue.size { frameDidChangeByUser(from: Rect(origin: frameOrigin, size: old.size)) }
            if old.origin != newValue.origin { boundsOriginDidChange() }
        }
    }

    /// The frame's centre in the superview's coordinates (no transforms are modelled).
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = Point(x: newValue.x - bounds.size.width / 2, y: newValue.y - bounds.size.height / 2)
        }
    }

    /// Sets the frame from a layout pass: no constraint is regenerated.
    func applyLayoutFrame(_ rect: Rect) {
        let old = frame
        guard old != rect else { return }
        frameOrigin = rect.origin
        boundsStorage.size = rect.size
        captureAutoresizingReference()
        if old.size != rect.size { needsLayoutFlag = true }
        if old.size.width != rect.size.width { layoutWidthDidChange() }
    }

    private func frameDidChangeByUser(from old: Rect) {
        captureAutoresizingReference()
        needsLayoutFlag = true
        superview?.needsLayoutFlag = true
        if superview == nil || translatesAutoresizingMaskIntoConstraints {
            existingEngine?.fixedFrameDidChange(of: self)
        }
    }

    func boundsOriginDidChange() {
        needsLayoutFlag = true
        existingEngine?.boundsOriginDidChange(of: self)
    }
}

extension View {
    /// Remembers the frame and the superview's size together: autoresizing constraints keep the
    /// margins and sizes of this moment fixed or proportional (UIKit translates the mask the same way).
    func captureAutoresizingReference() {
        autoresizingReference = AutoresizingReference(frame: frame, superviewSize: superview?.bounds.size ?? .zero)
    }
}

struct AutoresizingReference {
    var frame: Rect
    var superviewSize: Size
}
