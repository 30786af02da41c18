/// A table (UIKit's `UITableView`), for layout a scroll view: it is placed and sized by its
/// constraints like any scroll view. Rows are not laid out: the data source and delegate are
/// kept (weakly, as in UIKit; the delegate is the scroll view's, see `UIScrollView+Delegate`) and `dequeueReusableCell` makes a cell of the registered class, so
/// a test can ask the data source for a cell and lay it out itself; set `contentSize` in code if
/// a test needs one.
open class UITableView: ScrollView {
    public weak var dataSource: UITableViewDataSource?
    var registeredIdentifiers: Set<String> = []
    public var estimatedSectionHeaderHeight: Double = UITableView.automaticDimension
    public var sectionFooterHeight: Double = UITableView.automaticDimension
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public let style: Style
    public var rowHeight: Double = UITableView.automaticDimension
    public var estimatedRowHeight: Double = UITableView.automaticDimension
    public var sectionHeaderHeight: Double = UITableView.automaticDimension
    /// Placed at the top of the content, as wide as the table, at its own height (UIKit keeps
    /// the header's frame height and sets its width); the footer below it (rows are not laid out).
    public var tableHeaderView: View? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    public var tableFooterView: View? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }
    public var separatorStyle: SeparatorStyle = .singleLine

    /// UIKit's marker for "size rows from their constraints".
    public static let automaticDimension: Double = -1

    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public override convenience init(frame: Rect) { self.init(frame: frame, style: .plain) }

    private func replaceAccessory(_ old: View?, with new: View?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var top = 0.0
        for accessory in [tableHeaderView, tableFooterView].compactMap({ $0 }) {
            accessory.frame = Rect(x: 0, y: top, width: bounds.size.width, height: accessory.frame.size.height)
            top += accessory.frame.size.height
        }
    }

    /// Remembers that `identifier` is registered (dequeued cells are plain cells, see
    /// `dequeueReusableCell(withIdentifier:for:)`).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredIdentifiers.insert(identifier)
    }

    /// Header and footer registration is accepted and ignored.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable { case plain, grouped, insetGrouped }

    /// UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable { case none, singleLine }
}

/// UIKit's `UIScrollView.KeyboardDismissMode`, accepted and ignored.
public enum KeyboardDismissMode: Int, Hashable, Sendable { case none, onDrag, interactive }

extension ScrollView {
    public typealias KeyboardDismissMode = OpenUIKit.KeyboardDismissMode
}

/// What lays out a collection view's items (UIKit's `UICollectionViewLayout`); items are not
/// modelled, so it only carries its settings.
open class UICollectionViewLayout {
    public init() {}
}

/// UIKit's `UICollectionViewFlowLayout`, settings only.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public var itemSize = Size(width: 50, height: 50)
    public var estimatedItemSize = Size.zero
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10
    public var sectionInset = EdgeInsets.zero
    public var scrollDirection: ScrollDirection = .vertical
    public static let automaticSize = Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    public override init() { super.init() }
}

/// UIKit's `UICollectionView.ScrollDirection`.
public enum ScrollDirection: Int, Hashable, Sendable { case vertical, horizontal }

extension UICollectionView {
    public typealias ScrollDirection = OpenUIKit.ScrollDirection
}

/// A grid of items (UIKit's `UICollectionView`), for layout a scroll view, like `UITableView`.
open class UICollectionView: ScrollView {
    public var collectionViewLayout: UICollectionViewLayout

    public weak var dataSource: UICollectionViewDataSource?
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public var allowsSelection = true

    public init(frame: Rect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Cell registration is accepted: dequeued cells are plain cells (see `dequeueReusableCell`).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    /// Supplementary-view registration is accepted and ignored.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {}
}
