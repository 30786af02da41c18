/// Identity equality, as `NSObject`'s default `==` and `hash` give UIKit's views: two views are
/// equal only when they are the same object, so `==`, `!=`, `firstIndex(of:)` and sets of views
/// behave as in UIKit code.
extension View: Hashable {
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Layout guides are `NSObject`s in UIKit too.
extension LayoutGuide: Hashable {
    public static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
