import OpenAutoLayout

extension RenderAnnotations {
    /// A band the canvas lays over the root view: a status bar, a navigation or tab bar, a device's
    /// sensor housing or home indicator. Drawn translucent over the views, with its name and height.
    public struct CanvasBar: Sendable, Hashable {
        /// What it is, in words ("navigation bar").
        public var name: String
        /// In the root view's coordinates.
        public var frame: Rect

        public init(name: String, frame: Rect) {
            self.name = name
            self.frame = frame
        }
    }

    /// Adds a band over the root view (empty frames are left out).
    public mutating func addCanvasBar(_ name: String, frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        canvasBars.append(CanvasBar(name: name, frame: frame))
    }
}
