import OpenUIKit
import Testing

// Dynamic Type against Apple's published table (Human Interface Guidelines, Typography >
// Specifications, "Dynamic Type sizes" for iOS): the sizes below are read off that table, not
// computed by the code under test.

@Suite("Dynamic Type")
struct DynamicTypeTests {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    @Test("Text styles take Apple's point size at each content size category", arguments: [
        (UIFont.TextStyle.body, UIContentSizeCategory.extraSmall, 14.0),
        (.body, .large, 17), (.body, .extraExtraExtraLarge, 23), (.body, .accessibilityMedium, 28),
        (.body, .accessibilityExtraExtraExtraLarge, 53), (.largeTitle, .extraLarge, 36),
        (.title1, .accessibilityExtraExtraExtraLarge, 58), (.caption2, .extraSmall, 11),
        (.footnote, .medium, 12), (.headline, .accessibilityLarge, 33), (.subheadline, .extraExtraLarge, 19),
    ])
    func preferredFontSizes(style: UIFont.TextStyle, category: UIContentSizeCategory, size: Double) {
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(category)).pointSize == size)
    }

    @Test("Headline is semibold and the other styles regular")
    func weights() {
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
    }

    @Test("UIFontMetrics scales a custom font and a value in proportion to the style")
    func fontMetrics() throws {
        let avenir = try #require(UIFont(name: "Avenir-Heavy", size: 20))
        let headline = UIFontMetrics(forTextStyle: .headline)
        // Headline is 17 at Large and 23 at xxxLarge: 20 × 23 / 17.
        let scaled = headline.scaledFont(for: avenir, compatibleWith: traits(.extraExtraExtraLarge))
        #expect(abs(scaled.pointSize - 460.0 / 17) < 1e-9)
        #expect(scaled.familyName == "Avenir-Heavy")
        #expect(headline.scaledFont(for: avenir).pointSize == 20)
        #expect(headline.scaledFont(for: avenir, maximumPointSize: 24, compatibleWith: traits(.accessibilityMedium))
            .pointSize == 24)
        // Body: 17 → 19 at xLarge.
        #expect(abs(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: traits(.extraLarge)) - 190.0 / 17) < 1e-9)
    }

    @Test("The current traits decide preferredFont outside a view")
    func performAsCurrent() {
        let size = traits(.extraSmall).performAsCurrent { UIFont.preferredFont(forTextStyle: .body).pointSize }
        #expect(size == 14)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test("Font metrics layout code reads")
    func metrics() {
        let body = UIFont.systemFont(ofSize: 17)
        // One line of the default measurer: ceil(1.2 × 17) = 21, the height of a one-line label.
        #expect(body.lineHeight == 21)
        #expect(body.lineHeight == UILabel(text: "x").intrinsicContentSize.height)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
    }

    @Test("A bold Dynamic Type font through its descriptor keeps the style's size")
    func boldDescriptor() throws {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraLarge))
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        // Body at xLarge is 19 pt; size 0 keeps the descriptor's size, as UIKit's initializer does.
        #expect(bold.pointSize == 19)
        #expect(bold.weight == .bold)
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
    }

    @Test("Content size categories order from extra small to the accessibility sizes")
    func categoryOrder() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
