import OpenAutoLayout

extension NotJudgedPolicy {
    static let offScreenSizeReason = "it moves with the status bar, sensor housing or home indicator of a controller "
        + "drawn at another size than its screen, which the file does not say is shown full screen"
}

extension IBCanvasMetrics {
    /// Whether this is a controller's view recorded at another size than its device's screen, with
    /// some of the screen's own insets (status bar, housing, home indicator) in its safe area.
    func isOffScreenSize(_ document: IBDocument) -> Bool {
        guard kind == .controllerView, let device = document.canvasDevice,
              max(statusBar, deviceTop) > 0 || deviceBottom > 0 || deviceSide > 0 else { return false }
        return abs(device.size.width - canvas.width) >= 0.5 || abs(device.size.height - canvas.height) >= 0.5
    }

    /// Takes the screen's own insets away (bars stay).
    mutating func dropScreenInsets() {
        (statusBar, deviceTop, deviceBottom, deviceSide) = (0, 0, 0, 0)
    }
}
