import Foundation

// Data sources and delegates as app controllers adopt them. Every method but the two a data
// source must answer has a default, as UIKit's optional methods have. Nothing calls them during
// layout (rows are not laid out); a test may call them to get a configured cell.

public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Double
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> Double
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
}

extension UITableView {
    /// A new plain cell with `identifier`, at the table's width and UIKit's default height of 44.
    /// It is never of the registered class: without the Objective-C runtime a class can only be
    /// made through a required initializer, and `init(style:reuseIdentifier:)` is not one, so a
    /// test makes its cells itself.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        if bounds.size.width > 0 { cell.frame = Rect(x: 0, y: 0, width: bounds.size.width, height: 44) }
        return cell
    }

    /// As above, or nil when nothing is registered for `identifier` (UIKit's older call).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        !registeredIdentifiers.contains(identifier) ? nil : dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    // Row updates change no layout here: accepted and ignored.
    public func reloadData() {}
    public func beginUpdates() {}
    public func endUpdates() {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

    /// UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Hashable, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable { case none, top, middle, bottom }
}

public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// UIKit's `UICollectionViewDelegateFlowLayout`: item sizes and spacing per section.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> Size {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? Size(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
}

extension UICollectionView {
    /// A new plain cell with `identifier`, the flow layout's item size; never of the registered
    /// class (see `UITableView.dequeueReusableCell(withIdentifier:for:)`).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let size = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? Size(width: 50, height: 50)
        let cell = UICollectionViewCell(frame: Rect(origin: .zero, size: size))
        cell.reuseIdentifier = identifier
        return cell
    }

    // Item updates change no layout here: accepted and ignored.
    public func reloadData() {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}
