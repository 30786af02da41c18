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
        get { ScrollViewDelegates.shared.delegate(of: self) }
        set { ScrollViewDelegates.shared.set(newValue, for: self) }
    }
}

/// Weak delegates by scroll view: an extension cannot add stored properties, and the model's
/// scroll view does not know UIKit's protocol. Each entry remembers its scroll view weakly too,
/// so a new scroll view at a freed one's address does not inherit its delegate.
final class ScrollViewDelegates: @unchecked Sendable {
    static let shared = ScrollViewDelegates()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    private struct Entry {
        weak var owner: ScrollView?
        weak var delegate: UIScrollViewDelegate?
    }

    func delegate(of scrollView: ScrollView) -> UIScrollViewDelegate? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(scrollView)], entry.owner === scrollView else { return nil }
        return entry.delegate
    }

    func set(_ delegate: UIScrollViewDelegate?, for scrollView: ScrollView) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.value.owner != nil }
        entries[ObjectIdentifier(scrollView)] = Entry(owner: scrollView, delegate: delegate)
    }
}
