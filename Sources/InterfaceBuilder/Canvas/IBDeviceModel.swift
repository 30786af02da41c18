import OpenAutoLayout

/// One canvas device Interface Builder offers (`<device id=…>`): its screen in points in portrait,
/// its points-per-pixel scale, and the safe-area insets its sensor housing (or rounded corners)
/// and home indicator take in portrait.
///
/// Sizes and scales are Apple's published screen metrics; the insets are what UIKit reports for
/// `safeAreaInsets` on that device in portrait (iOS 16 on): 50 on the iPhone X, XS and 11 Pro (the
/// canvas of Xcode 14 on), 44 on the XS Max / 11 Pro Max, 48 on the XR / 11, 50 on the 12 and 13 mini, 47 on the 12, 13 and 14
/// and the 12/13 Pro Max and 14 Plus, 59 on the Dynamic Island phones (14 Pro to 16), 62 on the 16
/// Pro and Pro Max; 34 at the bottom on all of them. The iPads with rounded corners have a 24-pt
/// status bar and a 20-pt home indicator. Corpus files confirm the ones they show (`docs/corpus.md`,
/// "Device table"): 390 × 844 at 3× with 47 (`retina6_0`), 414 × 896 at 2× (`retina6_1`), 393 × 852
/// with 59 (`retina6_12`), 402 × 874 (`retina6_3`).
public struct IBDeviceModel: Sendable, Hashable {
    public enum Family: Sendable, Hashable { case phone, pad }

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

    init(_ id: String, _ family: Family, _ width: Double, _ height: Double, scale: Double,
         housingTop: Double = 0, homeIndicator: Double = 0, landscapeSide: Double? = nil) {
        self.id = id
        self.family = family
        portrait = Size(width: width, height: height)
        self.scale = scale
        self.housingTop = housingTop
        self.homeIndicator = homeIndicator
        self.landscapeSide = landscapeSide ?? housingTop
    }

    /// Whether the device has a sensor housing or rounded corners that the safe area keeps clear of.
    public var hasHousing: Bool { housingTop > 0 }

    /// The screen in points in an orientation.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// Every device Xcode 5 to 16 writes as `<device id=…>`, iPhones then iPads, by size.
    public static let table: [IBDeviceModel] = [
        .init("retina3_5", .phone, 320, 480, scale: 2),
        .init("retina4_0", .phone, 320, 568, scale: 2),
        .init("retina4_7", .phone, 375, 667, scale: 2),
        .init("retina5_5", .phone, 414, 736, scale: 3),
        .init("retina5_4", .phone, 375, 812, scale: 3, housingTop: 50, homeIndicator: 34),
        // Xcode 14 and later draw the iPhone X/XS/11 Pro canvas 50 deep (Provenance 23090 records 94
        // under a navigation bar, 23094 50); earlier files record 44 (Pisth 14854, muun 14868, nhsx
        // 15705: 44 and 88), which `IBXcodeBehaviour.perDeviceHousingInsets` keeps for them.
        .init("retina5_9", .phone, 375, 812, scale: 3, housingTop: 50, homeIndicator: 34, landscapeSide: 44),
        .init("retina6_0", .phone, 390, 844, scale: 3, housingTop: 47, homeIndicator: 34),
        .init("retina6_12", .phone, 393, 852, scale: 3, housingTop: 59, homeIndicator: 34),
        .init("retina6_3", .phone, 402, 874, scale: 3, housingTop: 62, homeIndicator: 34),
        .init("retina6_1", .phone, 414, 896, scale: 2, housingTop: 48, homeIndicator: 34),
        .init("retina6_5", .phone, 414, 896, scale: 3, housingTop: 44, homeIndicator: 34),
        .init("retina6_7", .phone, 428, 926, scale: 3, housingTop: 47, homeIndicator: 34),
        .init("retina6_72", .phone, 430, 932, scale: 3, housingTop: 59, homeIndicator: 34),
        .init("retina6_9", .phone, 440, 956, scale: 3, housingTop: 62, homeIndicator: 34),
        .init("ipad7_9", .pad, 768, 1024, scale: 2),
        .init("ipad9_7", .pad, 768, 1024, scale: 2),
        .init("ipad10_2", .pad, 810, 1080, scale: 2),
        .init("ipad10_5", .pad, 834, 1112, scale: 2),
        .init("ipad10_9rounded", .pad, 820, 1180, scale: 2, housingTop: 24, homeIndicator: 20),
        .init("ipad11_0rounded", .pad, 834, 1194, scale: 2, housingTop: 24, homeIndicator: 20),
        .init("ipad12_9", .pad, 1024, 1366, scale: 2),
        .init("ipad12_9rounded", .pad, 1024, 1366, scale: 2, housingTop: 24, homeIndicator: 20),
        .init("ipad13_0rounded", .pad, 1032, 1376, scale: 2, housingTop: 24, homeIndicator: 20),
    ]

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
