/// A tappable title (UIKit's `UIButton`, system type). Intrinsic size: the measured title plus
/// `contentEdgeInsets`, and 6 points of built-in padding above and below the title, so a
/// one-line 15 pt title is `ceil(18) + 12 = 30` tall, like UIKit's standard button.
open class Button: View {
    public var title: String? { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    public var fontSize: Double = 15 { didSet { if fontSize != oldValue { invalidateIntrinsicContentSize() } } }
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { invalidateIntrinsicContentSize() }
    }

    static let verticalPadding: Double = 6

    public override init(frame: Rect) { super.init(frame: frame) }

    public convenience init(title: String?, fontSize: Double = 15) {
        self.init(frame: .zero)
        self.title = title
        self.fontSize = fontSize
    }

    open override var intrinsicContentSize: Size {
        let text = textMeasurer.size(of: title ?? "", fontSize: fontSize, numberOfLines: 1, maxWidth: nil)
        let lineHeight = textMeasurer.lineHeight(fontSize: fontSize)
        return Size(width: text.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: lineHeight + 2 * Self.verticalPadding + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    override var baselineOffsets: (fromTop: Double, fromBottom: Double)? {
        let lineHeight = textMeasurer.lineHeight(fontSize: fontSize)
        return (contentEdgeInsets.top + Self.verticalPadding + fontSize,
                contentEdgeInsets.bottom + Self.verticalPadding + lineHeight - fontSize)
    }
}
