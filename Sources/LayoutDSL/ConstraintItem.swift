import OpenAutoLayout

/// An item and the attributes of it a constraint targets: what `view.snp.top` or
/// `guide.snp.edges` returns. The item is held weakly, as SnapKit does.
public final class ConstraintItem: ConstraintRelatableTarget {
    public private(set) weak var target: (any LayoutItem)?
    let attributes: ConstraintAttributes

    init(target: (any LayoutItem)?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The layout attributes this item stands for, in SnapKit's order (`edges`: left, top, right, bottom).
    public var layoutAttributes: [LayoutAttribute] { attributes.layoutAttributes }
}

extension LayoutItem {
    /// The view a constraint item hangs from: the view itself, or a guide's owning view.
    var anchorView: View? { (self as? View) ?? (self as? LayoutGuide)?.owningView }

    /// The view that an implied target means (SnapKit's `superview` of an item):
    /// a view's superview, a guide's owning view.
    var impliedSuperview: View? { (self as? View)?.superview ?? (self as? LayoutGuide)?.owningView }

    /// The active constraints the DSL made for this item (those whose first item it is), in the
    /// order they are installed from the item upwards. Derived from the installed constraints, so
    /// no table has to be kept beside the model.
    var activeDSLConstraints: [SnapLayoutConstraint] {
        var found: [SnapLayoutConstraint] = []
        var holder = anchorView
        while let view = holder {
            for case let constraint as SnapLayoutConstraint in view.constraints where constraint.firstItem === self {
                found.append(constraint)
            }
            holder = view.superview
        }
        return found
    }
}
