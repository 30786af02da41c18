import Foundation

/// The delegate of a scroll view (UIKit's `UIScrollViewDelegate`); every method is optional.
/// Nothing scrolls by itself here, so nothing calls them; a test may.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}

extension ScrollView {
    /// The delegate, kept weakly as in UIKit. One property for every scroll view: a table's,
    /// collection view's or text view's delegate protocol refines `UIScrollViewDelegate`, so
    /// `tableView.delegate = self` sets it (reading it back gives the `UIScrollViewDelegate`).
    public var delegate: UIScrollViewDelegate? {
        get { WeakDelegates.shared.delegate(of: self) as? UIScrollViewDelegate }
        set { WeakDelegates.shared.set(newValue, for: self) }
    }
}

/// Weak delegates by owner (scroll views, text fields): an extension cannot add stored
/// properties, and the model's views do not know UIKit's protocols. Each entry remembers its
/// owner weakly too, so a new view at a freed one's address does not inherit its delegate.
final class WeakDelegates: @unchecked Sendable {
    static let shared = WeakDelegates()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        weak var owner: AnyObject?
        weak var delegate: AnyObject?
    }

    func delegate(of owner: AnyObject) -> AnyObject? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.delegate
    }

    func set(_ delegate: AnyObject?, for owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.value.owner != nil }
        entries[ObjectIdentifier(owner)] = Entry(owner: owner, delegate: delegate)
    }
}
