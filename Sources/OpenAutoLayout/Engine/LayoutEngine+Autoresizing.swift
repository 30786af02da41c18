extension LayoutEngine {
    /// UIKit's `NSAutoresizingMaskLayoutConstraint`s: per axis, a position and a size constraint
    /// that keep the fixed parts of the frame (margins, size) and share the superview's change in
    /// size among the flexible parts in proportion to their values when the frame was set.
    func autoresizingConstraints(for view: View, in parent: View) -> [LayoutConstraint] {
        let reference = view.autoresizingReference
            ?? AutoresizingReference(frame: view.frame, superviewSize: parent.bounds.size)
        let mask = view.autoresizingMask
        let horizontal = AxisMask(leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
                                  trailing: mask.contains(.flexibleRightMargin),
                                  origin: reference.frame.origin.x, length: reference.frame.size.width,
                                  superLength: reference.superviewSize.width)
        let vertical = AxisMask(leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
                                trailing: mask.contains(.flexibleBottomMargin),
                                origin: reference.frame.origin.y, length: reference.frame.size.height,
                                superLength: reference.superviewSize.height)
        return axisConstraints(view, parent, horizontal, position: .left, size: .width)
            + axisConstraints(view, parent, vertical, position: .top, size: .height)
    }

    private func axisConstraints(_ view: View, _ parent: View, _ axis: AxisMask,
                                 position: LayoutConstraint.Attribute,
                                 size: LayoutConstraint.Attribute) -> [LayoutConstraint] {
        // Each part is `k × superLength + c`; k = 0 relates the part to nothing but a constant.
        let (positionK, positionC) = axis.originTerms
        let (sizeK, sizeC) = axis.sizeTerms
        let positionConstraint = positionK == 0
            ? generate(view, position, .equal, parent, position, constant: positionC, kind: .autoresizingMask)
            : generate(view, position, .equal, parent, size, multiplier: positionK, constant: positionC,
                       kind: .autoresizingMask)
        let sizeConstraint = sizeK == 0
            ? generate(view, size, .equal, nil, .notAnAttribute, constant: sizeC, kind: .autoresizingMask)
            : generate(view, size, .equal, parent, size, multiplier: sizeK, constant: sizeC, kind: .autoresizingMask)
        return [positionConstraint, sizeConstraint]
    }
}

/// One axis of an autoresizing mask with the frame it was captured with.
struct AxisMask {
    var leading: Bool, size: Bool, trailing: Bool
    var origin: Double, length: Double, superLength: Double

    var trailingMargin: Double { superLength - origin - length }

    /// `origin = k × superLength + c`.
    var originTerms: (Double, Double) {
        switch (leading, size, trailing) {
        case (false, _, _): return (0, origin)
        case (true, false, false): return (1, -length - trailingMargin)
        case (true, true, false):
            let k = share(origin, of: origin + length)
            return (k, -k * trailingMargin)
        case (true, false, true):
            let k = share(origin, of: origin + trailingMargin)
            return (k, -k * length)
        case (true, true, true):
            return superLength > 0 ? (origin / superLength, 0) : (0, origin)
        }
    }

    /// `length = k × superLength + c`.
    var sizeTerms: (Double, Double) {
        switch (leading, size, trailing) {
        case (_, false, _): return (0, length)
        case (false, true, false): return (1, -origin - trailingMargin)
        case (true, true, false):
            let k = share(length, of: origin + length)
            return (k, -k * trailingMargin)
        case (false, true, true):
            let k = share(length, of: length + trailingMargin)
            return (k, -k * origin)
        case (true, true, true):
            return superLength > 0 ? (length / superLength, 0) : (0, length)
        }
    }

    /// The fraction of a flexible total that one part takes; an empty total is shared equally.
    private func share(_ part: Double, of total: Double) -> Double {
        total > 0 ? part / total : 0.5
    }
}
