import OpenAutoLayout

/// Xcode 6 and 7's device-less canvas ("any" size classes, no `<device>`): where a scene records
/// every frame on whole points, Xcode laid it out on a 1× grid, so its layout rounds each edge to the
/// nearest whole point, in the window's coordinates, and that is what it compares with the record.
///
/// Read from the corpus' device-less scenes whose records are all whole points, where the layout has
/// edges off the grid: Eureka's `WeekDaysCell.xib` (8191) records seven equal-width buttons
/// (51.43 pt) and their separators, and Xcode flagged exactly the 7 views whose record differs from
/// the rounded layout (14 of 14 right; the pixel-span rule warned none); firebase's
/// `PostTableViewCell.xib` (10117) flags the three views whose edge lies at x.5 (rounded up, not to
/// the record); kodeco's `LocalWeather` (10116) records four labels of a fill-equally stack at 80 where
/// the layout gives 79.25 (rounded, 87 ... 167), unflagged. Against it: SwiftWeather (10116) records a
/// label centred at x 5.5 at 5 and leaves it unflagged (1 view). Scenes with any fractional record
/// were drawn at 2× and keep `isMisplaced`'s pixel spans.
extension MisplacementPolicy {
    /// Whether the scene was laid out on Xcode 6–7's whole-point canvas: no device, and every
    /// recorded frame of `indices` on whole points.
    static func isWholePointCanvas(_ indices: [Int], in document: IBDocument) -> Bool {
        guard document.device == nil, document.canvasDevice == nil else { return false }
        return indices.allSatisfy { index in
            guard let frame = document.views[index].recordedFrame else { return true }
            return [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0 == $0.rounded() }
        }
    }

    /// A view's frame in its superview as a whole-point canvas draws it: both of its edges and its
    /// superview's origin rounded in window coordinates. `origin` is the superview's unrounded
    /// window origin.
    static func wholePointFrame(_ frame: Rect, superviewOrigin origin: (x: Double, y: Double)) -> Rect {
        let minX = (origin.x + frame.minX).rounded(), maxX = (origin.x + frame.maxX).rounded()
        let minY = (origin.y + frame.minY).rounded(), maxY = (origin.y + frame.maxY).rounded()
        return Rect(x: minX - origin.x.rounded(), y: minY - origin.y.rounded(), width: maxX - minX, height: maxY - minY)
    }
}

extension IBSceneMapper {
    /// On a whole-point canvas, judges each view with a determined, non-negative frame against its
    /// layout rounded to whole points (`MisplacementPolicy.isWholePointCanvas`); `views` follows `order`.
    /// Returns the rounded frames it judged, by IB index: what a misplaced warning expects.
    func judgeOnWholePoints(_ views: inout [ViewLayout], frames: [Int: Rect]) -> [Int: Rect] {
        guard MisplacementPolicy.isWholePointCanvas(order, in: document) else { return [:] }
        var drawnFrames: [Int: Rect] = [:]
        var windowOrigin: [Int: (x: Double, y: Double)] = [:]
        for (position, index) in order.enumerated() {
            let frame = frames[index] ?? views[position].frame
            let origin = document.views[index].superview.flatMap { windowOrigin[$0] } ?? (0, 0)
            windowOrigin[index] = (origin.x + frame.minX, origin.y + frame.minY)
            guard let recorded = views[position].recordedFrame, views[position].ambiguous.isEmpty,
                  frame.width >= 0, frame.height >= 0 else { continue }
            let drawn = MisplacementPolicy.wholePointFrame(frame, superviewOrigin: origin)
            views[position].misplaced = drawn != recorded
            drawnFrames[index] = drawn
        }
        return drawnFrames
    }
}
