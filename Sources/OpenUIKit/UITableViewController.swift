import Foundation

/// UIKit's `UITableViewController`: its view is a table whose data source and delegate it is.
/// Subclasses override the data-source and delegate methods, as in UIKit.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableViewStyle: UITableView.Style
    public var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The root view, a table.
    public var tableView: UITableView! {
        get { view as? UITableView }
        set { if let newValue { view = newValue } }
    }

    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
}

/// UIKit's `UICollectionViewController`: its view is a collection view whose data source and
/// delegate it is.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The root view, a collection view.
    public var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { if let newValue { view = newValue } }
    }

    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A section header or footer (UIKit's `UITableViewHeaderFooterView`): its `contentView` fills
/// it and follows its size, as a cell's does.
open class UITableViewHeaderFooterView: View {
    public let contentView: View
    public let reuseIdentifier: String?
    public lazy var textLabel: Label? = Label()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public convenience override init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    open func prepareForReuse() {}
}
