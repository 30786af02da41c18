/// Read-only text (UIKit's `UILabel`). Its intrinsic size is the measured text; empty text is 0×0.
///
/// Wrapping, as UIKit does it: a label with `numberOfLines` other than 1 and no
/// `preferredMaxLayoutWidth` first measures its text on one line per paragraph; once a layout pass
/// has given it a width, it measures again at that width and the pass runs again with the wrapped
/// size (so a label pinned to both edges grows taller, and one that is only held by
/// `<=` constraints, as in a centre-aligned stack view, shrinks to the wrapped text's width).
/// A `preferredMaxLayoutWidth` above zero is used instead of the laid-out width.
///
/// Baselines: a line's baseline is `fontSize` below the line's top, so the first baseline is
/// `fontSize` below the top edge and the last is `lineHeight − fontSize` above the bottom edge.
open class Label: View {
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font the measurer sees (size and weight); 17 pt regular by default, as in UIKit.
    /// Implicitly unwrapped, as UIKit's, so `font = UIFont(name:size:)` compiles; nil resets
    /// the default (17 pt system font), as in UIKit.
    open var font: Font! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if font != oldValue { textDidChange() }
        }
    }
    /// The font's point size.
    public var fontSize: Double {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }
    /// Whether a font that follows a text style takes the style's size when the window's content
    /// size category changes.
    public var adjustsFontForContentSizeCategory = false
    /// 1 by default, as in UIKit; 0 means as many lines as needed.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// The width multi-line text wraps at; 0 (the default) wraps at the width layout gives the label.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { textDidChange() }
    }

    /// The width the last layout pass gave the label, which multi-line text wraps at.
    var laidOutWidth: Double?
    /// A control whose size depends on this label (a button's title label).
    weak var sizingOwner: View?

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: Coder) { super.init(coder: coder) }

    public convenience init(text: String?, fontSize: Double = 17) {
        self.init(frame: .zero)
        self.text = text
        self.fontSize = fontSize
    }

    open override var intrinsicContentSize: Size {
        textMeasurer.size(of: text ?? "", font: font, numberOfLines: numberOfLines, maxWidth: wrappingWidth)
    }

    /// The width text wraps at: `preferredMaxLayoutWidth` if set, else the laid-out width of a
    /// multi-line label, else none.
    var wrappingWidth: Double? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return numberOfLines == 1 ? nil : laidOutWidth
    }

    override func layoutWidthDidChange() {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0 else { return }
        let width = bounds.size.width
        guard width > 0, laidOutWidth != width else { return }
        let before = intrinsicContentSize
        laidOutWidth = width
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        sizingOwner?.invalidateIntrinsicContentSize()
    }

    override var baselineOffsets: (fromTop: Double, fromBottom: Double)? {
        (fontSize, textMeasurer.lineHeight(font: font) - fontSize)
    }
}
