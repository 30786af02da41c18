/// Read-only text (UIKit's `UILabel`). Its intrinsic size is the measured text; empty text is 0×0.
///
/// Baselines: a line's baseline is `fontSize` below the line's top, so the first baseline is
/// `fontSize` below the top edge and the last is `lineHeight − fontSize` above the bottom edge.
open class Label: View {
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    public var fontSize: Double = 17 { didSet { if fontSize != oldValue { invalidateIntrinsicContentSize() } } }
    /// 1 by default, as in UIKit; 0 means as many lines as needed.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width multi-line text wraps at (0: no wrapping).
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override init(frame: Rect) { super.init(frame: frame) }

    public convenience init(text: String?, fontSize: Double = 17) {
        self.init(frame: .zero)
        self.text = text
        self.fontSize = fontSize
    }

    open override var intrinsicContentSize: Size {
        textMeasurer.size(of: text ?? "", fontSize: fontSize, numberOfLines: numberOfLines,
                          maxWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    override var baselineOffsets: (fromTop: Double, fromBottom: Double)? {
        (fontSize, textMeasurer.lineHeight(fontSize: fontSize) - fontSize)
    }
}
