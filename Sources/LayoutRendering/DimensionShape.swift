import OpenAutoLayout

/// Where a constraint's dimension line goes: segments (the line and its end ticks) and a label.
struct DimensionShape {
    var segments: [(Point, Point)]
    var labelPosition: Point
    /// SVG `text-anchor`: `middle` above horizontal lines, `start`/`end` beside vertical ones.
    var labelAnchor: String

    /// Where the label may go, the usual place first: beside the line at its middle, then on the
    /// other side, then beside its quarters (a point's label: right, left, then below it).
    var labelSpots: [LabelPlacer.Spot] {
        let preferred = LabelPlacer.Spot(x: labelPosition.x, y: labelPosition.y, anchor: labelAnchor)
        guard let (from, to) = segments.first else { return [preferred] }
        var spots = [preferred]
        for fraction in [0.5, 0.25, 0.75] {
            let x = from.x + (to.x - from.x) * fraction, y = from.y + (to.y - from.y) * fraction
            if from.y == to.y {
                spots += [LabelPlacer.Spot(x: x, y: y - 4, anchor: "middle"), LabelPlacer.Spot(x: x, y: y + 12, anchor: "middle")]
            } else if from.x == to.x {
                spots += [LabelPlacer.Spot(x: x + 4, y: y + 3), LabelPlacer.Spot(x: x - 4, y: y + 3, anchor: "end")]
            }
        }
        if spots.count == 1 {
            let center = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
            spots += [LabelPlacer.Spot(x: center.x - Self.tick - 2, y: center.y - Self.tick, anchor: "end"),
                      LabelPlacer.Spot(x: center.x, y: center.y + Self.tick + 11, anchor: "middle")]
        }
        return spots
    }

    /// Half the length of the ticks that close a dimension line.
    static let tick = 4.0
    /// Distance of the first size line from the far edge, and between stacked size lines.
    static let sizeInset = 10.0
    static let sizeStep = 14.0

    /// A width or height measured across the item, near its bottom (width) or right (height)
    /// edge, so it stays clear of the name at the top-left; `slot` stacks further lines inward.
    static func size(of rect: Rect, axis: LayoutConstraint.Axis, slot: Int) -> DimensionShape {
        let inset = sizeInset + sizeStep * Double(slot)
        switch axis {
        case .horizontal:
            let y = rect.maxY - min(inset, rect.height / 2)
            let from = Point(x: rect.minX, y: y), to = Point(x: rect.maxX, y: y)
            return DimensionShape(segments: [(from, to)] + ticks(from, to, axis: axis),
                                  labelPosition: Point(x: rect.midX, y: y - 3), labelAnchor: "middle")
        case .vertical:
            let x = rect.maxX - min(inset, rect.width / 2)
            let from = Point(x: x, y: rect.minY), to = Point(x: x, y: rect.maxY)
            return DimensionShape(segments: [(from, to)] + ticks(from, to, axis: axis),
                                  labelPosition: Point(x: x - 3, y: rect.midY + 3), labelAnchor: "end")
        }
    }

    /// The distance between two edges (or centers) on one axis, drawn where the items overlap
    /// across that axis: `image.top == content.top + 100` is a vertical line over the image.
    /// `nil` when the attributes are not two locations on the same axis.
    static func gap(_ constraint: LayoutConstraint, _ firstRect: Rect, _ secondRect: Rect) -> DimensionShape? {
        let first = constraint.firstAttribute, second = constraint.secondAttribute
        guard let axis = first.axis, second.axis == axis, first.isLocation, second.isLocation,
              let start = RenderScene.value(of: second, in: secondRect),
              let end = RenderScene.value(of: first, in: firstRect)
        else { return nil }
        switch axis {
        case .horizontal:
            let y = across(firstRect.minY, firstRect.maxY, secondRect.minY, secondRect.maxY)
            let from = Point(x: start, y: y), to = Point(x: end, y: y)
            return DimensionShape(segments: [(from, to)] + ticks(from, to, axis: axis),
                                  labelPosition: Point(x: (start + end) / 2, y: y - 4), labelAnchor: "middle")
        case .vertical:
            let x = across(firstRect.minX, firstRect.maxX, secondRect.minX, secondRect.maxX)
            let from = Point(x: x, y: start), to = Point(x: x, y: end)
            return DimensionShape(segments: [(from, to)] + ticks(from, to, axis: axis),
                                  labelPosition: Point(x: x + 4, y: (start + end) / 2 + 3), labelAnchor: "start")
        }
    }

    /// A constraint with nothing to measure between (e.g. an attribute against nothing):
    /// a small cross at the item's center carries the label.
    static func point(_ center: Point) -> DimensionShape {
        let t = tick
        return DimensionShape(
            segments: [(Point(x: center.x - t, y: center.y - t), Point(x: center.x + t, y: center.y + t)),
                       (Point(x: center.x - t, y: center.y + t), Point(x: center.x + t, y: center.y - t))],
            labelPosition: Point(x: center.x + t + 2, y: center.y - t), labelAnchor: "start")
    }

    /// The middle of the overlap of two ranges, or of the first range when they do not overlap.
    private static func across(_ min1: Double, _ max1: Double, _ min2: Double, _ max2: Double) -> Double {
        let low = max(min1, min2), high = min(max1, max2)
        return low <= high ? (low + high) / 2 : (min1 + max1) / 2
    }

    /// Short bars across both ends of a line along `axis`.
    private static func ticks(_ from: Point, _ to: Point, axis: LayoutConstraint.Axis) -> [(Point, Point)] {
        let t = tick
        return [from, to].map { end in
            axis == .horizontal
                ? (Point(x: end.x, y: end.y - t), Point(x: end.x, y: end.y + t))
                : (Point(x: end.x - t, y: end.y), Point(x: end.x + t, y: end.y))
        }
    }
}
