import OpenAutoLayout

/// A device id Xcode writes for a newer model than the table's row for it.
///
/// Xcode 16 writes `<device id="retina6_7">` for its 6.7-inch phone and records its views at
/// 430 × 932 (issue 23, seen on shipped apps: the iPhone 15 and 16 Plus, a Dynamic Island phone),
/// where the id first named the 428 × 926 iPhone 12 to 14 Plus. The screen size the file records is
/// then the device's: where every controller's view records one size, it is not the named row's
/// screen, and exactly one other row of the same family has that screen, that row is the canvas, and
/// a note says so. A xib's top-level views are not read: they are often drawn at a size of their own
/// (iSub's 320 × 480 view on a `retina4_7` canvas, Xcode 9). No corpus file has such a document
/// (checked on all 366: the storyboards whose controllers' views all share a size other than their
/// device's record simulated sizes that are no device's screen).
extension IBDocument {
    func modelDrawnUnder(_ id: String, named model: IBDeviceModel, landscape: Bool) -> IBCanvasDevice? {
        let sizes = scenes.compactMap { $0.viewController?.view }
            .compactMap { views.indices.contains($0) ? views[$0].recordedFrame?.size : nil }
        guard let size = sizes.first, sizes.allSatisfy({ $0 == size }),
              size != model.size(landscape: landscape) else { return nil }
        let matches = IBDeviceModel.table.filter { $0.family == model.family && $0.size(landscape: landscape) == size }
        guard matches.count == 1, let drawn = matches.first else { return nil }
        let insets = drawn.hasHousing
            ? "a \(Int(drawn.housingTop))-pt top and \(Int(drawn.homeIndicator))-pt bottom safe area" : "no sensor housing"
        let text = "device \"\(id)\" laid out as \(drawn.id) (\(Int(drawn.portrait.width)) × \(Int(drawn.portrait.height)) pt "
            + "at \(Int(drawn.scale))×, \(insets)): every controller's view records that model's screen, not the "
            + "\(Int(model.portrait.width)) × \(Int(model.portrait.height)) of the model the id first named"
        return IBCanvasDevice(model: drawn, landscape: landscape, assumption: text)
    }
}
