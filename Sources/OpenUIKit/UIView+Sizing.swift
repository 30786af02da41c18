// `sizeToFit()` as layout code calls it before Auto Layout takes over. The next layout pass
// replaces the frame of any view whose frame comes from constraints, as in UIKit.

extension View {
    /// The intrinsic size on each axis that has one, else the current size on that axis.
    public func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: intrinsic.width == View.noIntrinsicMetric ? size.width : intrinsic.width,
                    height: intrinsic.height == View.noIntrinsicMetric ? size.height : intrinsic.height)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    public func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }
}
