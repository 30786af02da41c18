import OpenAutoLayout
/// What to assume about a document that does not say: the device its canvas simulates and the
/// size of a root view that records no frame (a hand-written or very old file). Tools take these
/// from their configuration; what the file records always wins.
public struct IBCanvasAssumptions: Sendable, Hashable {
    /// Used when the document has no `<device>` (Xcode 6–7 files): notch insets and size classes.
    public var device: IBDevice?
    /// Used for each root view (scene view, xib top-level view) without a `<rect key="frame">`.
    public var canvas: Size?

    public init(device: IBDevice? = nil, canvas: Size? = nil) {
        self.device = device
        self.canvas = canvas
    }

    public var isEmpty: Bool { device == nil && canvas == nil }
}

extension IBDocument {
    /// A copy with `assumptions` filled in where the document records nothing; the layout then
    /// treats them as if the file had said so.
    public func assuming(_ assumptions: IBCanvasAssumptions) -> IBDocument {
        var copy = self
        if copy.device == nil, let device = assumptions.device { copy.device = device }
        guard let canvas = assumptions.canvas else { return copy }
        var roots: [Int] = topLevelViews
        for scene in scenes {
            if let root = scene.viewController?.view { roots.append(root) }
            roots += scene.views
        }
        for root in roots where copy.views.indices.contains(root) && copy.views[root].recordedFrame == nil {
            copy.views[root].recordedFrame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        }
        return copy
    }
}
