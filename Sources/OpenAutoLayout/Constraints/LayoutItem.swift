/// Anything a constraint can relate: a `View` or a `LayoutGuide` (UIKit types these as `AnyObject`).
///
/// Other conforming classes may be used as constraint items but belong to no hierarchy,
/// so constraints mentioning them are never installed.
public protocol LayoutItem: AnyObject {}

extension LayoutItem {
    /// The view whose interior coordinates the item's frame is expressed in:
    /// the superview of a view, the owning view of a guide.
    var coordinateHost: View? {
        if let view = self as? View { return view.superview }
        if let guide = self as? LayoutGuide { return guide.owningView }
        return nil
    }

    /// The item itself (for a view) or its owning view (for a guide): where the
    /// chain of ancestors used to find a common ancestor starts.
    var hierarchyAnchorView: View? {
        if let view = self as? View { return view }
        if let guide = self as? LayoutGuide { return guide.owningView }
        return nil
    }
}
