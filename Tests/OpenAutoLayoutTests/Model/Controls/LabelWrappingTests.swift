import Testing
import TestSupport
@testable import OpenAutoLayout
import TestSupport

/// Multi-line labels and text views wrap at their laid-out width, as UIKit's do. Expected values
/// come from the default measurer's documented rule, not its output: a character is
/// `0.5 × fontSize` wide (8.5 at 17 pt), a line `ceil(1.2 × fontSize)` tall (21 at 17 pt), and text
/// wraps after `floor(width / 8.5)` characters per line.
@Suite("Labels and text views wrap at their laid-out width")
struct LabelWrappingTests {
    /// 50 characters: one line would be 425 points wide.
    static let fiftyCharacters = String(repeating: "a", count: 50)

    /// The 50-character label pinned to the top and both sides of a 200 × 400 root, laid out.
    static func pinnedLabel(numberOfLines: Int, preferredMaxLayoutWidth: Double = 0) -> (root: View, label: Label) {
        let root = screen(width: 200, height: 400)
        let label = autoLayoutView(Label(text: fiftyCharacters), "label")
        label.numberOfLines = numberOfLines
        label.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, label)
    }

    @Test("A multi-line label pinned to both edges of a 200-point view grows to three lines")
    func pinnedLabelWraps() {
        let (root, label) = Self.pinnedLabel(numberOfLines: 0)
        // floor(200 / 8.5) = 23 characters a line: 23 + 23 + 4 → 3 lines × 21 = 63.
        #expect(approx(label.frame, Rect(x: 0, y: 0, width: 200, height: 63)))
        #expect(root.layoutIssues.isEmpty)
    }

    @Test("numberOfLines above one caps the wrapped lines")
    func lineLimit() {
        // Three lines at 200 points, capped at two: 2 × 21 = 42.
        #expect(approx(Self.pinnedLabel(numberOfLines: 2).label.frame.size.height, 42))
    }

    @Test("A single-line label does not wrap")
    func singleLine() {
        #expect(approx(Self.pinnedLabel(numberOfLines: 1).label.frame.size.height, 21))
    }

    @Test("preferredMaxLayoutWidth, when set, is the wrapping width instead of the laid-out one")
    func preferredWidth() {
        let (_, label) = Self.pinnedLabel(numberOfLines: 0, preferredMaxLayoutWidth: 100)
        // floor(100 / 8.5) = 11 characters a line: 50 characters → 5 lines × 21 = 105.
        #expect(approx(label.frame, Rect(x: 0, y: 0, width: 200, height: 105)))
    }

    @Test("Under a centre-aligned stack view the label shrinks to its wrapped text's width")
    func centredStackShrinkWraps() {
        let root = screen(width: 300, height: 400)
        let stack = autoLayoutView(StackView(), "stack")
        stack.axis = .vertical
        stack.alignment = .center
        let label = Label(text: Self.fiftyCharacters)
        label.numberOfLines = 0
        stack.addArrangedSubview(label)
        root.addSubview(stack)
        pinTopAndSides(stack, root)
        root.layoutIfNeeded()
        // Capped at 300 first; floor(300 / 8.5) = 35 characters a line: 35 + 15 → 2 lines.
        // Widest line 35 × 8.5 = 297.5 → 298 wide, centred: x = (300 − 298) / 2 = 1.
        #expect(approx(label.frame, Rect(x: 1, y: 0, width: 298, height: 42)))
        #expect(approx(stack.frame.size.height, 42))
    }

    @Test("A label in a scroll view's content wraps at the frame's width and sets the content height")
    func insideScrollView() {
        let root = screen(width: 200, height: 300)
        let scrollView = autoLayoutView(ScrollView(), "scroll")
        root.addSubview(scrollView)
        pinEdges(of: scrollView, to: root)
        let label = autoLayoutView(Label(text: Self.fiftyCharacters), "label")
        label.numberOfLines = 0
        scrollView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            label.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        root.layoutIfNeeded()
        // 200 wide: 3 lines × 21 = 63; the content is the label.
        #expect(approx(label.frame, Rect(x: 0, y: 0, width: 200, height: 63)))
        #expect(approx(scrollView.contentSize, Size(width: 200, height: 63)))
    }

    @Test("A text view without scrolling wraps inside its insets and padding")
    func textViewWithoutScrolling() {
        let root = screen(width: 200, height: 400)
        let textView = autoLayoutView(TextView(), "text")
        textView.text = String(repeating: "b", count: 30)
        textView.isScrollEnabled = false
        root.addSubview(textView)
        pinTopAndSides(textView, root)
        root.layoutIfNeeded()
        // Text width 200 − 2 × 5 = 190: floor(190 / 8.5) = 22 a line → 2 lines × 21 = 42, + 8 + 8 = 58.
        #expect(approx(textView.frame, Rect(x: 0, y: 0, width: 200, height: 58)))
    }

    @Test("A text view that scrolls has no intrinsic size")
    func scrollingTextView() {
        let textView = TextView()
        textView.text = "text"
        #expect(textView.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test("The measurer sees the font's weight")
    func measurerSeesWeight() {
        let label = Label(text: "abcd")
        label.textMeasurer = WeightAwareMeasurer()
        label.font = .systemFont(ofSize: 10, weight: .bold)
        // The test measurer: 10 points a character at bold or heavier, 5 otherwise; 12 a line.
        #expect(label.intrinsicContentSize == Size(width: 40, height: 12))
        label.font = .systemFont(ofSize: 10, weight: .regular)
        #expect(label.intrinsicContentSize == Size(width: 20, height: 12))
    }

    @Test("Dynamic Type styles have Apple's default sizes")
    func textStyles() {
        #expect(Font.preferredFont(forTextStyle: .body) == Font(pointSize: 17))
        #expect(Font.preferredFont(forTextStyle: .headline) == Font(pointSize: 17, weight: .semibold))
        #expect(Font.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    private func pinTopAndSides(_ view: View, _ root: View) {
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
    }
}

/// A measurer whose width depends on weight: 10 points a character at bold or heavier, 5 below.
struct WeightAwareMeasurer: TextMeasurer {
    func size(of text: String, fontSize: Double, numberOfLines: Int, maxWidth: Double?) -> Size {
        Size(width: Double(text.count) * 5, height: 12)
    }

    func lineHeight(fontSize: Double) -> Double { 12 }

    func size(of text: String, font: Font, numberOfLines: Int, maxWidth: Double?) -> Size {
        Size(width: Double(text.count) * (font.weight >= .bold ? 10 : 5), height: 12)
    }
}
