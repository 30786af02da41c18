/// A tappable title (UIKit's `UIButton`, system type). Intrinsic size: the measured title plus
/// `contentEdgeInsets`, and 6 points of built-in padding above and below the title, so a
/// one-line 15 pt title is `ceil(18) + 12 = 30` tall, like UIKit's standard button.
///
/// Titles are kept per control state (`setTitle(_:for:)`); the one shown, and measured, is the
/// current state's, falling back to the normal title, as in UIKit. The title's font is
/// `titleLabel?.font` (15 pt by default).
open class Button: Control {
    /// The normal state's title.
    public var title: String? {
        get { titles[State.normal.rawValue] ?? nil }
        set { setTitle(newValue, for: .normal) }
    }
    public var fontSize: Double {
        get { titleLabelStorage.fontSize }
        set { titleLabelStorage.fontSize = newValue }
    }
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The label whose font the title is measured in (optional, as UIKit types it; always there
    /// in this model, and not a subview).
    public var titleLabel: Label? { titleLabelStorage }
    private let titleLabelStorage = Label(frame: .zero)
    public internal(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String?] = [:]

    static let verticalPadding: Double = 6

    public override init(frame: Rect) {
        super.init(frame: frame)
        titleLabelStorage.font = .systemFont(ofSize: 15)
        titleLabelStorage.sizingOwner = self
    }

    /// UIKit's `UIButton(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(title: String?, fontSize: Double = 15) {
        self.init(type: .system)
        self.title = title
        self.fontSize = fontSize
    }

    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    /// The title for `state`, or the normal title when `state` has none (UIKit's fallback).
    public func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue] ?? nil
    }

    public var currentTitle: String? { title(for: state) }

    open override var intrinsicContentSize: Size {
        let font: Font = titleLabelStorage.font
        let text = textMeasurer.size(of: currentTitle ?? "", font: font, numberOfLines: 1, maxWidth: nil)
        let lineHeight = textMeasurer.lineHeight(font: font)
        return Size(width: text.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: lineHeight + 2 * Self.verticalPadding + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    override var baselineOffsets: (fromTop: Double, fromBottom: Double)? {
        let lineHeight = textMeasurer.lineHeight(font: titleLabelStorage.font)
        return (contentEdgeInsets.top + Self.verticalPadding + fontSize,
                contentEdgeInsets.bottom + Self.verticalPadding + lineHeight - fontSize)
    }

    /// UIKit's `UIButton.ButtonType`; the type does not change the size in this model.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }
}
