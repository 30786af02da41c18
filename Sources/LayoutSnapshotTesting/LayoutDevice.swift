import OpenUIKit

/// A screen to lay a snapshot out on: its portrait size, status bar and safe areas in each
/// orientation, scale and size classes. The figures are Apple's for each model (the safe areas
/// UIKit reports, as swift-snapshot-testing's `ViewImageConfig` also records them).
public struct LayoutDevice: Sendable, Hashable, CustomStringConvertible {
    public enum Orientation: String, Sendable, Hashable { case portrait, landscape }

    public var name: String
    /// Points, in portrait.
    public var portraitSize: Size
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// The status bar's height in portrait (iPhones hide it in landscape; iPads keep it).
    public var statusBarHeight: Double
    public var scale: Double
    public var isPad: Bool
    /// Whether the width is regular in landscape (the Plus and Max iPhones).
    public var isRegularWidthInLandscape: Bool

    public var orientation: Orientation = .portrait
    public var contentSizeCategory: ContentSizeCategory = .large

    public init(name: String, portraitSize: Size, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                statusBarHeight: Double, scale: Double, isPad: Bool = false, isRegularWidthInLandscape: Bool = false) {
        self.name = name
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.statusBarHeight = statusBarHeight
        self.scale = scale
        self.isPad = isPad
        self.isRegularWidthInLandscape = isRegularWidthInLandscape
    }

    /// The same device turned or with another text size.
    public func turned(_ orientation: Orientation) -> LayoutDevice {
        var device = self
        device.orientation = orientation
        return device
    }

    public func with(_ contentSizeCategory: ContentSizeCategory) -> LayoutDevice {
        var device = self
        device.contentSizeCategory = contentSizeCategory
        return device
    }

    public var size: Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    public var safeArea: EdgeInsets { orientation == .portrait ? portraitSafeArea : landscapeSafeArea }

    public var currentStatusBarHeight: Double { orientation == .portrait || isPad ? statusBarHeight : 0 }

    /// Apple's size classes: iPhones are compact wide and regular tall in portrait, compact tall in
    /// landscape (regular wide on Plus and Max models); iPads full screen are regular both ways.
    public var traits: TraitCollection {
        let landscape = orientation == .landscape
        let horizontal: TraitCollection.SizeClass = isPad || (landscape && isRegularWidthInLandscape) ? .regular : .compact
        let vertical: TraitCollection.SizeClass = isPad || !landscape ? .regular : .compact
        return TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical,
                               preferredContentSizeCategory: contentSizeCategory, userInterfaceStyle: .light,
                               displayScale: scale)
    }

    public var description: String {
        "\(name), \(orientation.rawValue), \(contentSizeCategory.shortName)"
    }
}

extension LayoutDevice {
    /// A device from its row of the one device table (`DeviceMetrics.table`). Phones with a housing
    /// keep it at both sides in landscape, with a 21-pt home indicator below; the others have no
    /// inset in landscape but the iPads' status bar and home indicator. `top` overrides the portrait
    /// housing (the iPhone X as it was before iOS 16).
    private static func named(_ name: String, _ id: String, top: Double? = nil) -> LayoutDevice {
        guard let row = DeviceMetrics.named(id) else { preconditionFailure("\(id) is not in DeviceMetrics.table") }
        let isPad = row.family == .pad, side = top ?? row.landscapeSide
        let portrait = EdgeInsets(top: top ?? max(row.housingTop, row.statusBarHeight), left: 0, bottom: row.homeIndicator,
                                  right: 0)
        let landscape = isPad ? portrait : row.housingTop > 0 ? EdgeInsets(top: 0, left: side, bottom: 21, right: side) : .zero
        return LayoutDevice(name: name, portraitSize: row.portrait, portraitSafeArea: portrait, landscapeSafeArea: landscape,
                            statusBarHeight: top ?? row.statusBarHeight, scale: row.scale, isPad: isPad,
                            isRegularWidthInLandscape: row.isRegularWidthInLandscape)
    }

    public static let iPhoneSE = named("iPhone SE", "retina4_0")
    public static let iPhone8 = named("iPhone 8", "retina4_7")
    public static let iPhone8Plus = named("iPhone 8 Plus", "retina5_5")
    public static let iPhoneX = named("iPhone X", "retina5_9", top: DeviceMetrics.named("retina5_9")?.housingTopBeforeIOS16)
    public static let iPhoneXsMax = named("iPhone Xs Max", "retina6_5")
    public static let iPhone13Mini = named("iPhone 13 mini", "retina5_4")
    public static let iPhone13 = named("iPhone 13", "retina6_0")
    public static let iPhone13Pro = named("iPhone 13 Pro", "retina6_0")
    public static let iPhone13ProMax = named("iPhone 13 Pro Max", "retina6_7")
    public static let iPhone15 = named("iPhone 15", "retina6_12")
    public static let iPadPro11 = named("iPad Pro 11\"", "ipad11_0rounded")
}

extension ContentSizeCategory {
    /// Settings' short names: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
    var shortName: String {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        guard let index = Self.ordered.firstIndex(of: self) else { return "L" }
        return names[index]
    }
}
