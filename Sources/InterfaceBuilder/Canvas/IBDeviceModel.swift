import OpenAutoLayout

/// One canvas device Interface Builder offers (`<device id=…>`): its screen in points in portrait,
/// its points-per-pixel scale, and the safe-area insets its sensor housing (or rounded corners)
/// and home indicator take in portrait — a row of the one device table, `DeviceMetrics.table`
/// (where the figures and their evidence are).
public struct IBDeviceModel: Sendable, Hashable {
    public typealias Family = DeviceMetrics.Family

    public let id: String
    public let family: Family
    /// The screen in points, portrait.
    public let portrait: Size
    public let scale: Double
    /// The portrait safe-area top the housing takes (the status bar on a rounded iPad); 0 without one.
    public let housingTop: Double
    /// The home indicator's inset at the bottom in portrait; 0 on devices with a home button.
    public let homeIndicator: Double
    /// The housing's inset at each side in landscape: the portrait top, except where the status bar
    /// made the portrait top deeper than the housing (`retina5_9` on Xcode 14+: 50 above, 44 beside).
    public let landscapeSide: Double

    init(_ metrics: DeviceMetrics) {
        id = metrics.interfaceBuilderID
        family = metrics.family
        portrait = metrics.portrait
        scale = metrics.scale
        housingTop = metrics.housingTop
        homeIndicator = metrics.homeIndicator
        landscapeSide = metrics.landscapeSide
    }

    /// Whether the device has a sensor housing or rounded corners that the safe area keeps clear of.
    public var hasHousing: Bool { housingTop > 0 }

    /// The screen in points in an orientation.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// Every device Xcode 5 to 16 writes as `<device id=…>`, iPhones then iPads, by size.
    public static let table: [IBDeviceModel] = DeviceMetrics.table.map(IBDeviceModel.init)

    /// The device Xcode writes as `id`, if it is one of the table's.
    public static func named(_ id: String) -> IBDeviceModel? {
        table.first { $0.id == id }
    }

    /// The table's device whose screen (in either orientation) is nearest `size`, among the family
    /// the id names (`ipad…` is an iPad, anything else a phone); the first of equals in table order.
    static func nearest(to size: Size, family: Family) -> IBDeviceModel {
        let candidates = table.filter { $0.family == family }
        func distance(_ model: IBDeviceModel) -> Double {
            let landscape = size.width > size.height
            let screen = model.size(landscape: landscape)
            return abs(screen.width - size.width) + abs(screen.height - size.height)
        }
        var best = candidates[0]
        for model in candidates.dropFirst() where distance(model) < distance(best) { best = model }
        return best
    }

    /// The device a Xcode 5–7 simulated destination metric names (`<simulatedScreenMetrics
    /// key="destination" type="retina4"/>`): `retina35` or no type is the 3.5-inch iPhone (or, in an
    /// iPad document, the 9.7-inch iPad), `retina4`, `retina47`, `retina55` the 4, 4.7 and 5.5-inch
    /// phones; Xcode 8's `retina4_7.fullscreen` names a device id with an adaptation.
    public static func simulatedDestination(type: String?, iPadDocument: Bool) -> IBDeviceModel? {
        guard let type, !type.isEmpty else { return named(iPadDocument ? "ipad9_7" : "retina3_5") }
        let base = String(type.prefix { $0 != "." })
        switch base {
        case "retina35": return named("retina3_5")
        case "retina4": return named("retina4_0")
        case "retina47": return named("retina4_7")
        case "retina55": return named("retina5_5")
        default: return named(base)
        }
    }
}
