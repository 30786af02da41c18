import OpenAutoLayout
import TextOutput

extension UIKitConstraintDescription {
    /// The visual-format body UIKit prints for a spacing constraint (`H:|-(20)-[V]`, `V:[A]-(8)-[B]`,
    /// `H:[V]-(0)-|`), and the superview the `|` stands for; nil for any other constraint.
    ///
    /// A spacing constraint relates the far edge of one item to the near edge of the next (or a
    /// superview's edge to its subview's same edge) with multiplier 1. Written either way round, it
    /// reads as `gap relation constant`: `child.trailing == superview.trailing - 20` is `[child]-(20)-|`.
    static func visualFormat(_ constraint: LayoutConstraint, addresses: ObjectAddresses)
        -> (body: String, superview: View?)?
    {
        guard constraint.multiplier == 1, let first = constraint.firstItem as? View,
              let second = constraint.secondItem as? View,
              let axis = constraint.firstAttribute.axis, constraint.secondAttribute.axis == axis else { return nil }
        let a1 = constraint.firstAttribute, a2 = constraint.secondAttribute
        let letter = axis == .horizontal ? "H" : "V"
        // (later, earlier): the gap is later.nearEdge - earlier.farEdge.
        var later: View, earlier: View, firstIsLater: Bool
        var body: (String) -> String
        var superview: View?
        if a1 == a2, Self.nearEdges.contains(a1), first.superview === second || second.superview === first {
            // |-(gap)-[child]
            let child = first.superview === second ? first : second
            later = child; earlier = child.superview!; superview = earlier
            body = { "\(letter):|-(\($0))-[\(itemName(child, addresses))]" }
        } else if a1 == a2, Self.farEdges.contains(a1), first.superview === second || second.superview === first {
            // [child]-(gap)-|
            let child = first.superview === second ? first : second
            later = child.superview!; earlier = child; superview = later
            body = { "\(letter):[\(itemName(child, addresses))]-(\($0))-|" }
        } else if first.superview != nil, first.superview === second.superview,
                  let pairFirst = Self.spacingPair(a1, a2) {
            // [earlier]-(gap)-[later]; pairFirst tells whether the first item is the later one.
            later = pairFirst ? first : second
            earlier = pairFirst ? second : first
            body = { [later, earlier] in
                "\(letter):[\(itemName(earlier, addresses))]-(\($0))-[\(itemName(later, addresses))]"
            }
        } else {
            return nil
        }
        firstIsLater = first === later
        _ = earlier
        // first R second + c: if first is the later edge, gap R c; else gap R' -c (relation flipped).
        var relation = constraint.relation
        var constant = constraint.constant
        if !firstIsLater {
            constant = -constant
            relation = switch relation {
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            }
        }
        var gap = (relation == .equal ? "" : relation.description) + NumberText.format(constant)
        if !constraint.priority.isRequired { gap += "@\(constraint.priority)" }
        return (body(gap), superview)
    }

    static let nearEdges: [LayoutConstraint.Attribute] = [.leading, .left, .top]
    static let farEdges: [LayoutConstraint.Attribute] = [.trailing, .right, .bottom]

    /// For sibling spacing: true when `a1` is the later item's near edge and `a2` the earlier
    /// item's far edge, false for the reverse, nil when the attributes are not such a pair.
    static func spacingPair(_ a1: LayoutConstraint.Attribute, _ a2: LayoutConstraint.Attribute) -> Bool? {
        let pairs: [(LayoutConstraint.Attribute, LayoutConstraint.Attribute)] = [
            (.leading, .trailing), (.left, .right), (.top, .bottom),
        ]
        for (near, far) in pairs {
            if a1 == near && a2 == far { return true }
            if a1 == far && a2 == near { return false }
        }
        return nil
    }
}
