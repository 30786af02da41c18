/// One device's screen as UIKit reports it: the one table of device metrics that the model's
/// `Window.Device`, Interface Builder's canvas devices (`IBDeviceModel`) and the layout snapshots'
/// `LayoutDevice` all read.
///
/// Sizes and scales are Apple's published screen metrics. The insets are what UIKit reports for
/// `safeAreaInsets` in portrait from iOS 16 (the canvas of Xcode 14 on): 50 on the iPhone X, XS and
/// 11 Pro and the 12 and 13 mini, 44 on the XS Max / 11 Pro Max, 48 on the XR / 11, 47 on the 12, 13
/// and 14 and the 12/13 Pro Max and 14 Plus, 59 on the Dynamic Island phones (14 Pro to 16), 62 on
/// the 16 Pro and Pro Max; 34 at the bottom on all of them. Before iOS 16 the iPhone X, XS and 11 Pro
/// reported 44 (`safeAreaTopBeforeIOS16`). The iPads with rounded corners have a 24-pt status bar
/// and a 20-pt home indicator. Corpus files confirm the ones they show (docs/corpus.md, "Device
/// table"): 390 × 844 at 3× with 47 (`retina6_0`), 414 × 896 at 2× (`retina6_1`), 393 × 852 with 59
/// (`retina6_12`), 402 × 874 (`retina6_3`).
public struct DeviceMetrics: Sendable, Hashable {
    public enum Family: Sendable, Hashable { case phone, pad }

    /// The id Interface Builder writes for the device (`<device id="retina4_7"/>`).
    public let interfaceBuilderID: String
    public let family: Family
    /// The screen in points, portrait.
    public let portrait: Size
    public let scale: Double
    /// The portrait safe-area top the sensor housing takes (the status bar on a rounded iPad), iOS 16
    /// on; 0 without a housing (the status bar, 20, is then the safe area's top at run time).
    public let housingTop: Double
    /// The housing's top before iOS 16, where it differed (44 on the iPhone X, XS and 11 Pro).
    public let housingTopBeforeIOS16: Double
    /// The status bar's portrait height: 20 without a housing; 54 on the iPhone 14 Pro and 15 (the
    /// layout snapshots' `iPhone15`), below its 59-pt safe area; elsewhere the table takes the
    /// housing's top (only the snapshot devices read it).
    public let statusBarHeight: Double
    /// The home indicator's inset at the bottom in portrait; 0 on devices with a home button.
    public let homeIndicator: Double
    /// The housing's inset at each side in landscape: the portrait top, except where the status bar
    /// made the portrait top deeper than the housing (`retina5_9` from iOS 16: 50 above, 44 beside).
    public let landscapeSide: Double
    /// Whether the width is regular in landscape (the Plus and Max iPhones).
    public let isRegularWidthInLandscape: Bool

    init(_ id: String, _ family: Family, _ width: Double, _ height: Double, scale: Double, housingTop: Double = 0,
         before16: Double? = nil, statusBar: Double? = nil, homeIndicator: Double = 0, landscapeSide: Double? = nil,
         regularInLandscape: Bool = false) {
        interfaceBuilderID = id
        self.family = family
        portrait = Size(width: width, height: height)
        self.scale = scale
        self.housingTop = housingTop
        housingTopBeforeIOS16 = before16 ?? housingTop
        statusBarHeight = statusBar ?? (housingTop > 0 ? housingTop : 20)
        self.homeIndicator = homeIndicator
        self.landscapeSide = landscapeSide ?? housingTop
        isRegularWidthInLandscape = regularInLandscape
    }

    /// Every device Xcode 5 to 16 writes as `<device id=…>`, iPhones then iPads, by size.
    public static let table: [DeviceMetrics] = [
        .init("retina3_5", .phone, 320, 480, scale: 2),
        .init("retina4_0", .phone, 320, 568, scale: 2),
        .init("retina4_7", .phone, 375, 667, scale: 2),
        .init("retina5_5", .phone, 414, 736, scale: 3, regularInLandscape: true),
        .init("retina5_4", .phone, 375, 812, scale: 3, housingTop: 50, homeIndicator: 34),
        // Xcode 14 and later draw the iPhone X/XS/11 Pro canvas 50 deep (Provenance 23090 records 94
        // under a navigation bar, 23094 50); earlier files record 44 (Pisth 14854, muun 14868, nhsx
        // 15705: 44 and 88), which `IBXcodeBehaviour.perDeviceHousingInsets` keeps for them.
        .init("retina5_9", .phone, 375, 812, scale: 3, housingTop: 50, before16: 44, homeIndicator: 34, landscapeSide: 44),
        .init("retina6_0", .phone, 390, 844, scale: 3, housingTop: 47, homeIndicator: 34),
        .init("retina6_12", .phone, 393, 852, scale: 3, housingTop: 59, statusBar: 54, homeIndicator: 34),
        .init("retina6_3", .phone, 402, 874, scale: 3, housingTop: 62, homeIndicator: 34),
        .init("retina6_1", .phone, 414, 896, scale: 2, housingTop: 48, homeIndicator: 34, regularInLandscape: true),
        .init("retina6_5", .phone, 414, 896, scale: 3, housingTop: 44, homeIndicator: 34, regularInLandscape: true),
        .init("retina6_7", .phone, 428, 926, scale: 3, housingTop: 47, homeIndicator: 34, regularInLandscape: true),
        .init("retina6_72", .phone, 430, 932, scale: 3, housingTop: 59, homeIndicator: 34, regularInLandscape: true),
        .init("retina6_9", .phone, 440, 956, scale: 3, housingTop: 62, homeIndicator: 34, regularInLandscape: true),
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

    /// The table's row for an Interface Builder device id.
    public static func named(_ id: String) -> DeviceMetrics? {
        table.first { $0.interfaceBuilderID == id }
    }

    /// The row of an id the table is known to hold (the model's and the snapshots' named devices).
    static func row(_ id: String) -> DeviceMetrics {
        guard let row = named(id) else { preconditionFailure("\(id) is not in DeviceMetrics.table") }
        return row
    }
}
