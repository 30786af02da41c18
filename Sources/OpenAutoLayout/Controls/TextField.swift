/// An editable line of text (UIKit's `UITextField`). Intrinsic size: the text (or, when empty,
/// the placeholder) measured on one line, plus 7 points of padding on the left and right and
/// 6 above and below, so a 15 pt field is `ceil(18) + 12 = 30` tall.
open class TextField: Control {
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    public var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// Implicitly unwrapped, as UIKit's, so `font = UIFont(name:size:)` compiles; nil resets
    /// the default (15 pt system font), as in UIKit.
    public var font: Font! = .systemFont(ofSize: 15) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 15) }
            if font != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    public var fontSize: Double {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { invalidateIntrinsicContentSize() }
    }

    static let padding = EdgeInsets(top: 6, left: 7, bottom: 6, right: 7)

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: Coder) { super.init(coder: coder) }

    public convenience init(placeholder: String?, fontSize: Double = 15) {
        self.init(frame: .zero)
        self.placeholder = placeholder
        self.fontSize = fontSize
    }

    open override var intrinsicContentSize: Size {
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let measured = textMeasurer.size(of: shown, font: font, numberOfLines: 1, maxWidth: nil)
        let lineHeight = textMeasurer.lineHeight(font: font)
        return Size(width: measured.width + Self.padding.left + Self.padding.right,
                    height: lineHeight + Self.padding.top + Self.padding.bottom)
    }

    override var baselineOffsets: (fromTop: Double, fromBottom: Double)? {
        let lineHeight = textMeasurer.lineHeight(font: font)
        return (Self.padding.top + fontSize, Self.padding.bottom + lineHeight - fontSize)
    }
}
