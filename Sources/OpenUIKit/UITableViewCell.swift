import Foundation

/// A table row (UIKit's `UITableViewCell`): a view whose `contentView` fills it, made with
/// UIKit's default frame, 320 × 44. An app's cell adds its subviews to `contentView` and pins them
/// there. `textLabel`, `detailTextLabel` and `imageView` exist for code that sets them but are
/// not placed (the built-in styles' layout is not modelled), and accessories do not narrow the
/// content view.
open class UITableViewCell: View {
    public let contentView: View
    public let reuseIdentifier: String?
    public let style: CellStyle
    public var selectionStyle: SelectionStyle = .default
    public var accessoryType: AccessoryType = .none
    public var accessoryView: View?
    public var backgroundView: View?
    public var selectedBackgroundView: View?
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    public var indentationLevel = 0
    open var isSelected = false
    open var isHighlighted = false
    public lazy var textLabel: Label? = Label()
    public lazy var detailTextLabel: Label? = Label()
    public lazy var imageView: ImageView? = ImageView()

    /// UIKit's designated initializer; the content view fills the cell and follows its size.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Archives are not read; the cell starts as if made in code with the default style.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public convenience override init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable { case `default`, value1, value2, subtitle }

    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable { case none, blue, gray, `default` }

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
}

/// A supplementary view of a collection view (UIKit's `UICollectionReusableView`).
open class UICollectionReusableView: View {
    public internal(set) var reuseIdentifier: String?

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func prepareForReuse() {}
}

/// A collection item (UIKit's `UICollectionViewCell`): its `contentView` fills it and follows
/// its size.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: View
    public var backgroundView: View?
    public var selectedBackgroundView: View?
    open var isSelected = false
    open var isHighlighted = false

    public override init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Archives are not read; the cell starts empty, as if made in code.
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

extension IndexPath {
    /// UIKit's table index path: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// UIKit's collection index path: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
