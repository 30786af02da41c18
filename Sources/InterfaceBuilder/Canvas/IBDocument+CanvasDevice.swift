import OpenAutoLayout

/// The device a document's canvas simulates, in its orientation.
public struct IBCanvasDevice: Sendable, Hashable {
    public var model: IBDeviceModel
    public var landscape: Bool
    /// How the device was chosen when the document does not name one the table knows (an unknown
    /// `<device id>`, or no `<device>` at all); every scene's notes repeat it. Nil when named exactly.
    public var assumption: String?
    /// False when the document names a `<device id>` the table does not know: the model, its size
    /// class and its insets are a guess (`NotJudgedPolicy.unknownDeviceReason`).
    public var isKnown = true

    /// The screen in points, in the canvas's orientation.
    public var size: Size { model.size(landscape: landscape) }
}

extension IBDocument {
    /// Xcode 14 to 16's default canvas (iPhone 14 Pro to 16): the guess for an unknown phone id
    /// when no root view records a size to match.
    static let defaultPhone = "retina6_12"

    /// The canvas device: the `<device>` the table knows; for an id it does not know, the table's
    /// device nearest the first recorded root size (said in a note, never silent); without a
    /// `<device>` (Xcode 5–7), the simulated destination metric or an iPad document's iPad; else nil.
    func resolvedCanvasDevice() -> IBCanvasDevice? {
        if let device {
            let landscape = device.orientation == "landscape"
            if let model = IBDeviceModel.named(device.id) {
                return modelDrawnUnder(device.id, named: model, landscape: landscape)
                    ?? IBCanvasDevice(model: model, landscape: landscape, assumption: nil)
            }
            return unknownDevice(device, landscape: landscape)
        }
        let iPad = targetRuntime?.hasSuffix(".iPad") == true
        let metric = scenes.lazy.compactMap { $0.viewController?.simulatedMetrics.destination }.first
            ?? defaultSimulatedMetrics?.destination
        let orientation = scenes.lazy.compactMap { $0.viewController?.simulatedMetrics.orientation }.first
            ?? defaultSimulatedMetrics?.orientation
        let landscape = orientation?.orientation?.hasPrefix("landscape") == true
        if let metric, let model = IBDeviceModel.simulatedDestination(type: metric.type, iPadDocument: iPad) {
            return IBCanvasDevice(model: model, landscape: landscape, assumption: nil)
        }
        guard iPad, let model = IBDeviceModel.named("ipad9_7") else { return nil }
        return IBCanvasDevice(model: model, landscape: landscape, assumption: nil)
    }

    private func unknownDevice(_ device: IBDevice, landscape: Bool) -> IBCanvasDevice? {
        let family: IBDeviceModel.Family = device.id.hasPrefix("ipad") ? .pad : .phone
        let model: IBDeviceModel
        let reason: String
        if let size = firstRecordedRootSize() {
            model = IBDeviceModel.nearest(to: size, family: family)
            reason = "the known device nearest its \(Int(size.width)) × \(Int(size.height)) root view"
        } else {
            model = IBDeviceModel.named(family == .pad ? "ipad9_7" : Self.defaultPhone) ?? IBDeviceModel.table[0]
            reason = "no root view records a size"
        }
        let insets = model.hasHousing ? "a \(Int(model.housingTop))-pt top and \(Int(model.homeIndicator))-pt bottom safe area"
                                      : "no sensor housing"
        let text = "device \"\(device.id)\" is not one this version knows: laid out as \(model.id) "
            + "(\(Int(model.portrait.width)) × \(Int(model.portrait.height)) pt at \(Int(model.scale))×, \(insets)), \(reason)"
        return IBCanvasDevice(model: model, landscape: landscape, assumption: text, isKnown: false)
    }

    /// The size of the first root view (a scene's view, else a xib's top-level view) with a recorded frame.
    private func firstRecordedRootSize() -> Size? {
        let roots = scenes.compactMap { $0.viewController?.view } + topLevelViews
        return roots.lazy.compactMap { views.indices.contains($0) ? views[$0].recordedFrame?.size : nil }.first
    }
}
