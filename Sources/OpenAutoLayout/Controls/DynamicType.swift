/// The text size people choose in Settings (UIKit's `UIContentSizeCategory`, with its raw values),
/// from extra small to the five accessibility sizes; `.large` is the default.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes from smallest to largest (Settings' slider, then the accessibility sizes).
    public static let ordered: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `ordered`; an unspecified or unknown category counts as `.large`.
    var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    public var isAccessibilityCategory: Bool { index >= 7 }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }

    public var description: String { rawValue }
}

extension Font.TextStyle {
    /// Apple's point sizes of each text style at each content size category: the "Dynamic Type
    /// sizes" table of the Human Interface Guidelines (Typography > Specifications > iOS, iPadOS;
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
    /// columns xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 … AX5.
    var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at `category` (an unspecified category is the default, Large).
    public func pointSize(for category: ContentSizeCategory) -> Double { pointSizes[category.index] }
}
