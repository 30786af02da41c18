import OpenAutoLayout
import TextOutput

extension IBCanvasMetrics {
    /// The canvas a scene's verdicts rest on, in words: `375 × 667 canvas of a view controller's view on
    /// retina4_7 portrait, safe-area insets 20, 0, 0, 0 (top, left, bottom, right), compact width ×
    /// regular height`, then whether placeholder constraints are kept, when the document has any.
    func assumptions(_ document: IBDocument, mode: IBLayoutMode) -> String {
        func number(_ value: Double) -> String { NumberText.format(value) }
        var device = ""
        if let canvasDevice = document.canvasDevice {
            device = " on \(canvasDevice.model.id) \(canvasDevice.landscape ? "landscape" : "portrait")"
        }
        let insets = safeAreaInsets
        var text = "\(number(canvas.width)) × \(number(canvas.height)) canvas of \(kind.description)\(device), "
            + "safe-area insets \(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), "
            + "\(number(insets.right)) (top, left, bottom, right), "
            + "\(widthClass ?? "any") width × \(heightClass ?? "any") height"
        if document.constraints.contains(where: \.isPlaceholder) {
            text += mode == .designTime ? ", placeholder constraints kept (design time)"
                                        : ", placeholder constraints removed (build time)"
        }
        return text
    }
}
