/// A table (UIKit's `UITableView`), for layout a scroll view: it is placed and sized by its
/// constraints like any scroll view. Rows are not laid out (no data source is modelled);
/// set `contentSize` in code if a test needs one.
open class UITableView: ScrollView {
    public let style: Style
    public var rowHeight: Double = UITableView.automaticDimension
    public var estimatedRowHeight: Double = UITableView.automaticDimension
    public var sectionHeaderHeight: Double = UITableView.automaticDimension
    public var tableHeaderView: View?
    public var tableFooterView: View?
    public var separatorStyle: SeparatorStyle = .singleLine

    /// UIKit's marker for "size rows from their constraints".
    public static let automaticDimension: Double = -1

    public init(frame: Rect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: Rect) { self.init(frame: frame, style: .plain) }

    /// Cell registration is accepted and ignored: no rows are made.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable { case plain, grouped, insetGrouped }

    /// UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable { case none, singleLine }
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

    public init(frame: Rect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Cell registration is accepted and ignored: no items are made.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
}
