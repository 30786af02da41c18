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
    private static func notched(_ name: String, _ width: Double, _ height: Double, top: Double, side: Double,
                                regularInLandscape: Bool = false, statusBar: Double? = nil) -> LayoutDevice {
        LayoutDevice(name: name, portraitSize: Size(width: width, height: height),
                     portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: 21, right: side),
                     statusBarHeight: statusBar ?? top, scale: 3, isRegularWidthInLandscape: regularInLandscape)
    }

    private static func classic(_ name: String, _ width: Double, _ height: Double, scale: Double,
                                regularInLandscape: Bool = false) -> LayoutDevice {
        LayoutDevice(name: name, portraitSize: Size(width: width, height: height),
                     portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
                     statusBarHeight: 20, scale: scale, isRegularWidthInLandscape: regularInLandscape)
    }

    public static let iPhoneSE = classic("iPhone SE", 320, 568, scale: 2)
    public static let iPhone8 = classic("iPhone 8", 375, 667, scale: 2)
    public static let iPhone8Plus = classic("iPhone 8 Plus", 414, 736, scale: 3, regularInLandscape: true)
    public static let iPhoneX = notched("iPhone X", 375, 812, top: 44, side: 44)
    public static let iPhoneXsMax = notched("iPhone Xs Max", 414, 896, top: 44, side: 44, regularInLandscape: true)
    public static let iPhone13Mini = notched("iPhone 13 mini", 375, 812, top: 50, side: 50)
    public static let iPhone13 = notched("iPhone 13", 390, 844, top: 47, side: 47)
    public static let iPhone13Pro = notched("iPhone 13 Pro", 390, 844, top: 47, side: 47)
    public static let iPhone13ProMax = notched("iPhone 13 Pro Max", 428, 926, top: 47, side: 47, regularInLandscape: true)
    public static let iPhone15 = notched("iPhone 15", 393, 852, top: 59, side: 59, statusBar: 54)
    public static let iPadPro11 = LayoutDevice(
        name: "iPad Pro 11\"", portraitSize: Size(width: 834, height: 1194),
        portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24, scale: 2,
        isPad: true)
}

extension ContentSizeCategory {
    /// Settings' short names: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
    var shortName: String {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        guard let index = Self.ordered.firstIndex(of: self) else { return "L" }
        return names[index]
    }
}
