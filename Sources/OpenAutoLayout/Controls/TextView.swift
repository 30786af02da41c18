/// Editable, scrollable multi-line text (UIKit's `UITextView`).
///
/// With scrolling enabled (the default) it has no intrinsic size, like any scroll view. With
/// `isScrollEnabled = false` it sizes to its text as UIKit's does: the text wrapped at the
/// laid-out width less `textContainerInset` and `lineFragmentPadding` on each side, plus those
/// insets; empty text still takes one line. So 17 pt text of one line is
/// `8 + ceil(20.4) + 8 = 37` tall with the default insets (8 above and below, 5 of padding).
open class TextView: ScrollView {
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// Implicitly unwrapped, as UIKit's, so `font = UIFont(name:size:)` compiles; nil resets
    /// the default (17 pt system font), as in UIKit.
    public var font: Font! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if font != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// UIKit's default `textContainerInset`: 8 points above and below the text container.
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// UIKit's default `textContainer.lineFragmentPadding`: 5 points on each side of every line.
    public static let defaultLineFragmentPadding = 5.0

    public var textContainerInset = TextView.defaultTextContainerInset {
        didSet { if textContainerInset != oldValue { invalidateIntrinsicContentSize() } }
    }
    public var lineFragmentPadding = TextView.defaultLineFragmentPadding {
        didSet { if lineFragmentPadding != oldValue { invalidateIntrinsicContentSize() } }
    }
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The width the last layout pass gave the view, which the text wraps at.
    var laidOutWidth: Double?

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: Coder) { super.init(coder: coder) }

    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        let maxWidth = laidOutWidth.map { max(0, $0 - horizontal) }
        let measured = textMeasurer.size(of: text ?? "", font: font, numberOfLines: 0, maxWidth: maxWidth)
        let height = max(measured.height, textMeasurer.lineHeight(font: font))
        return Size(width: measured.width + horizontal,
                    height: height + textContainerInset.top + textContainerInset.bottom)
    }

    override func scrollEnabledDidChange() { invalidateIntrinsicContentSize() }

    /// A non-scrolling text view's baselines are its text's, inside `textContainerInset`: the first
    /// line's baseline one point size below the inset top (as `Label` puts it), the last line's
    /// `lineHeight − pointSize` above the inset bottom. UIKit's `UITextView` implements the engine's
    /// baseline offsets (`_firstBaselineOffsetFromTop`, `_baselineOffsetFromBottom`), and Apple's
    /// `forFirstBaselineLayout` names "a nonscrolling UITextView" among the views with a baseline.
    /// A scrolling one keeps a plain view's edges (its text scrolls under them).
    override var baselineOffsets: (fromTop: Double, fromBottom: Double)? {
        guard !isScrollEnabled else { return nil }
        return Self.textBaselines(pointSize: font.pointSize, lineHeight: textMeasurer.lineHeight(font: font),
                                  inset: textContainerInset)
    }

    /// The baselines of a non-scrolling text view with text of `pointSize` in lines `lineHeight` tall.
    public static func textBaselines(pointSize: Double, lineHeight: Double,
                                     inset: EdgeInsets = TextView.defaultTextContainerInset)
        -> (fromTop: Double, fromBottom: Double) {
        (inset.top + pointSize, inset.bottom + lineHeight - pointSize)
    }

    override func layoutWidthDidChange() {
        guard !isScrollEnabled else { return }
        let width = bounds.size.width
        guard width > 0, laidOutWidth != width else { return }
        let before = intrinsicContentSize
        laidOutWidth = width
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }
}
