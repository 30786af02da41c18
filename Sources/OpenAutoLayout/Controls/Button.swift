/// A tappable title (UIKit's `UIButton`, system type). Intrinsic size: the measured title plus
/// `contentEdgeInsets`, and 6 points of built-in padding above and below the title, so a
/// one-line 15 pt title is `ceil(18) + 12 = 30` tall, like UIKit's standard button.
///
/// Titles are kept per control state (`setTitle(_:for:)`); the one shown, and measured, is the
/// current state's, falling back to the normal title, as in UIKit. The title's font is
/// `titleLabel?.font` (15 pt by default).
///
/// An image (`setImage(_:for:)`, kept per state the same way) sits before the title: the width
/// is the image's plus the title's, the height the taller of the image and the padded title; a
/// button with an image and no title is the image's size.
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
    private var images: [UInt: Image?] = [:]

    static let verticalPadding: Double = 6

    public override init(frame: Rect) {
        super.init(frame: frame)
        configureTitleLabel()
    }

    public required init?(coder: Coder) {
        super.init(coder: coder)
        configureTitleLabel()
    }

    private func configureTitleLabel() {
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

    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    /// The image for `state`, or the normal image when `state` has none.
    public func image(for state: State) -> Image? {
        images[state.rawValue] ?? images[State.normal.rawValue] ?? nil
    }

    public var currentImage: Image? { image(for: state) }

    open override var intrinsicContentSize: Size {
        let font: Font = titleLabelStorage.font
        let title = currentTitle ?? ""
        let text = textMeasurer.size(of: title, font: font, numberOfLines: 1, maxWidth: nil)
        let image = currentImage?.size ?? .zero
        let titleHeight = title.isEmpty && currentImage != nil
            ? 0 : textMeasurer.lineHeight(font: font) + 2 * Self.verticalPadding
        return Size(width: image.width + text.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: max(image.height, titleHeight) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// UIButton's baselines are its title label's, which `contentVerticalAlignment` (`.center` by
    /// default) centres in the area inside `contentEdgeInsets`: one line of text, so the first and last
    /// baselines coincide at any height. At the intrinsic height this is `baselineOffsets`.
    override var centredBaselineOffset: Double? {
        let lineHeight = textMeasurer.lineHeight(font: titleLabelStorage.font)
        return (contentEdgeInsets.top - contentEdgeInsets.bottom) / 2 - lineHeight / 2 + fontSize
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
