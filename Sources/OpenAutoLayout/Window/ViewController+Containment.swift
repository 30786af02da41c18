/// Child view controllers, as UIKit keeps them. `addChild(_:)` calls `willMove(toParent:)` and
/// `removeFromParent()` calls `didMove(toParent: nil)`; the other two calls are the caller's, as
/// UIKit documents ("Implementing a Container View Controller"). Adding the child's view to the
/// hierarchy stays the caller's job too.
extension ViewController {
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        childrenStorage.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        guard let parent else { return }
        parent.childrenStorage.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The child controllers, in the order they were added.
    public var children: [ViewController] { childrenStorage }
}

/// Identity equality, as `NSObject`'s default `==` and `hash` give UIKit's view controllers.
extension ViewController: Hashable {
    public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
