// Dynamic Type: text styles at each content size category (Apple's table, in the model's
// `DynamicType.swift`), custom fonts scaled with `UIFontMetrics`, and the font metrics layout
// code reads.

extension Font {
    /// One line of this font, as labels measure it: the model's default measurer
    /// (`MonospacedTextMeasurer`: `ceil(1.2 × size)`), so a one-line label is `lineHeight` tall.
    /// UIKit's figure comes from the font file (about 1.19 × size for San Francisco).
    public var lineHeight: Double { MonospacedTextMeasurer().lineHeight(font: self) }
    /// The part of a line above the baseline: the point size, where the model puts the baseline.
    public var ascender: Double { pointSize }
    /// Below the baseline (negative, as UIKit's): the rest of the line.
    public var descender: Double { pointSize - lineHeight }
    public var capHeight: Double { pointSize * 0.7 }
    public var xHeight: Double { pointSize * 0.5 }
    public var leading: Double { 0 }
    public var fontName: String { familyName ?? ".SFUI-Regular" }

    // UIKit's standard sizes on iOS (class properties of `UIFont`).
    public static var labelFontSize: Double { 17 }
    public static var buttonFontSize: Double { 18 }
    public static var systemFontSize: Double { 14 }
    public static var smallSystemFontSize: Double { 12 }
}

/// Scales fonts and values as a text style scales with the content size category (UIKit's
/// `UIFontMetrics`): a value is multiplied by the style's size at the category over its size at
/// Large (the default), the proportion Apple documents for custom fonts.
public struct UIFontMetrics: Sendable {
    public let textStyle: Font.TextStyle

    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// `font` scaled to the current category (`UITraitCollection.current`); a label with
    /// `adjustsFontForContentSizeCategory` rescales it when its window's category changes.
    public func scaledFont(for font: Font) -> Font { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection?) -> Font {
        font.following(textStyle, at: (traits ?? .current).preferredContentSizeCategory)
    }

    /// As `scaledFont(for:)`, never larger than `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: Double, compatibleWith traits: TraitCollection? = nil) -> Font {
        var scaled = scaledFont(for: font, compatibleWith: traits)
        scaled.pointSize = min(scaled.pointSize, maximumPointSize)
        return scaled
    }

    /// A length (a spacing, an icon size) scaled as the style is.
    public func scaledValue(for value: Double) -> Double { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: Double, compatibleWith traits: TraitCollection?) -> Double {
        let category = (traits ?? .current).preferredContentSizeCategory
        return value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }
}
