/// A font reduced to what text measurement needs: its point size and weight (UIKit's `UIFont`).
///
/// The family name is kept for measurers that want it; the default measurer reads only the size.
public struct Font: Hashable, Sendable {
    public var pointSize: Double
    public var weight: Weight
    /// `nil` for the system font.
    public var familyName: String?
    /// The Dynamic Type style the font follows (a preferred font, or one `UIFontMetrics` scaled),
    /// and its size at the default category: a label that adjusts to the content size category
    /// scales it again when its traits change.
    public var textStyle: TextStyle?
    var sizeAtDefaultCategory: Double?

    public init(pointSize: Double, weight: Weight = .regular, familyName: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.familyName = familyName
    }

    /// A named font (UIKit's `UIFont(name:size:)`); failable as in UIKit, never nil here because
    /// no font files are consulted.
    public init?(name: String, size: Double) {
        self.init(pointSize: size, weight: .regular, familyName: name)
    }

    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: Double) -> Font { Font(pointSize: size, weight: .bold) }

    public static func italicSystemFont(ofSize size: Double) -> Font { Font(pointSize: size) }

    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    public static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The font of a Dynamic Type style at the current content size category
    /// (`TraitCollection.current`, Large unless a test says otherwise), with Apple's published
    /// sizes and weights (Human Interface Guidelines, "Typography": at Large body 17 regular,
    /// headline 17 semibold, large title 34, title 1 28, title 2 22, title 3 20, callout 16,
    /// subheadline 15, footnote 13, caption 1 12, caption 2 11; other sizes in `DynamicType.swift`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The style's font at the collection's content size category (the current one for nil).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        let category = (traits ?? .current).preferredContentSizeCategory
        return Font(pointSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
            .following(style, at: category)
    }

    /// This font (its size at the default category) scaled as `style` is at `category`.
    public func following(_ style: TextStyle, at category: ContentSizeCategory) -> Font {
        var font = self
        let base = sizeAtDefaultCategory ?? pointSize
        font.textStyle = style
        font.sizeAtDefaultCategory = base
        font.pointSize = Self.scaled(base, style: style, category: category)
        return font
    }

    /// A size that is `base` at Large, in proportion to the style's size at `category` (how
    /// Apple documents `UIFontMetrics` scaling a custom font).
    static func scaled(_ base: Double, style: TextStyle, category: ContentSizeCategory) -> Double {
        // Divided first, so a font at the style's own size takes the table's figure exactly.
        return base / style.pointSize * style.pointSize(for: category)
    }

    /// Fonts that measure alike are equal: which text style a font follows is where it came
    /// from, not what it looks like.
    public static func == (a: Font, b: Font) -> Bool {
        (a.pointSize, a.weight, a.familyName) == (b.pointSize, b.weight, b.familyName)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(familyName)
    }

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font {
        var font = self
        font.pointSize = size
        font.textStyle = nil
        font.sizeAtDefaultCategory = nil
        return font
    }

    /// UIKit's weight constants (`UIFont.Weight`), with Apple's raw values.
    public struct Weight: Hashable, Sendable, Comparable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public init(_ rawValue: Double) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4)
        public static let regular = Weight(0), medium = Weight(0.23), semibold = Weight(0.3)
        public static let bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// UIKit's `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
        case caption1, caption2

        var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }
}
