internal import ConstraintSolver

extension LayoutEngine {
    /// The constraint as a linear relation over frame variables, evaluated in the closest common
    /// ancestor's interior coordinates; `nil` if an item is gone or outside this hierarchy.
    func linearConstraint(for constraint: LayoutConstraint) -> LinearConstraint? {
        guard let first = constraint.firstItem, constraint.firstAttribute != .notAnAttribute else { return nil }
        let constant = constraint.constantProvider?() ?? constraint.constant
        let lhs: Expression
        let rhs: Expression
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let anchor1 = first.hierarchyAnchorView, let anchor2 = second.hierarchyAnchorView,
                  let ancestor = anchor1.closestCommonAncestor(with: anchor2),
                  let value1 = value(of: first, constraint.firstAttribute, in: ancestor),
                  let value2 = value(of: second, constraint.secondAttribute, in: ancestor)
            else { return nil }
            lhs = value1
            rhs = (constraint.multiplier * value2).shifted(by: constant)
        } else {
            // A size against a constant is the item's own; a location against a constant (which
            // UIKit rejects) is read in the item's host coordinates rather than trapping.
            let isOwnSize = constraint.firstAttribute.isSize
            guard let context = isOwnSize ? first.hierarchyAnchorView : (first.coordinateHost ?? first as? View),
                  let value1 = value(of: first, constraint.firstAttribute, in: context)
            else { return nil }
            lhs = value1
            rhs = Expression(constant: constant)
        }
        return LinearConstraint(expression: lhs - rhs, relation: constraint.relation.solverRelation)
    }

    /// The value of `attribute` of `item` in `ancestor`'s interior coordinates.
    func value(of item: any LayoutItem, _ attribute: LayoutConstraint.Attribute, in ancestor: View) -> Expression? {
        if let view = item as? View, view === ancestor { return interiorValue(of: view, attribute) }
        guard let own = variables[ObjectIdentifier(item)], var host = item.coordinateHost else { return nil }
        var result = frameValue(of: item, own, attribute)
        guard let axis = attribute.axis else { return nil }
        // Walk up to the ancestor, adding each intermediate view's origin minus its bounds origin:
        // that is how a point moves from a view's interior to its superview's interior.
        while host !== ancestor {
            guard let hostVariables = variables[ObjectIdentifier(host)], let parent = host.superview else { return nil }
            if attribute.isLocation {
                if axis == .horizontal {
                    result = (result + hostVariables.x).shifted(by: -host.bounds.origin.x)
                } else {
                    result = (result + hostVariables.y).shifted(by: -host.bounds.origin.y)
                }
            }
            host = parent
        }
        return result
    }

    /// A view's attribute seen from inside itself (it is the common ancestor). In a scroll view,
    /// edges and margins are the content rectangle's; width, height and centers the frame's.
    private func interiorValue(of view: View, _ attribute: LayoutConstraint.Attribute) -> Expression? {
        guard let own = variables[ObjectIdentifier(view)] else { return nil }
        let right = Expression(own.contentWidth ?? own.width)
        let bottom = Expression(own.contentHeight ?? own.height)
        let margins = view.effectiveLayoutMargins
        switch attribute {
        case .left, .leading, .top: return Expression(constant: 0)
        case .right, .trailing: return right
        case .bottom: return bottom
        case .width: return Expression(own.width)
        case .height: return Expression(own.height)
        case .centerX: return 0.5 * own.width
        case .centerY: return 0.5 * own.height
        case .leftMargin, .leadingMargin: return Expression(constant: margins.left)
        case .rightMargin, .trailingMargin: return right.shifted(by: -margins.right)
        case .topMargin: return Expression(constant: margins.top)
        case .bottomMargin: return bottom.shifted(by: -margins.bottom)
        case .centerXWithinMargins: return (0.5 * own.width).shifted(by: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return (0.5 * own.height).shifted(by: (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            // A centred title's one baseline is read once (a button measures its font for it).
            if let centred = view.centredBaselineOffset { return (0.5 * own.height).shifted(by: centred) }
            // Without a baseline, UIKit uses the top edge for the first and the bottom edge for the
            // last (`forFirstBaselineLayout`, `forBaselineLayout`).
            guard let offsets = view.baselineOffsets else { return attribute == .firstBaseline ? Expression(constant: 0) : bottom }
            return attribute == .firstBaseline ? Expression(constant: offsets.fromTop)
                : bottom.shifted(by: -offsets.fromBottom)
        case .notAnAttribute: return nil
        }
    }

    /// An item's attribute in its coordinate host's interior coordinates, from its frame variables.
    private func frameValue(of item: any LayoutItem, _ own: ItemVariables,
                            _ attribute: LayoutConstraint.Attribute) -> Expression {
        let view = item as? View
        // Guides have no margins or baselines: those attributes fall back to the plain edges.
        let margins = view?.effectiveLayoutMargins ?? .zero
        let left = Expression(own.x), top = Expression(own.y)
        let right: Expression = own.x + own.width, bottom: Expression = own.y + own.height
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return Expression(own.width)
        case .height: return Expression(own.height)
        case .centerX: return left + 0.5 * own.width
        case .centerY: return top + 0.5 * own.height
        case .leftMargin, .leadingMargin: return left.shifted(by: margins.left)
        case .rightMargin, .trailingMargin: return right.shifted(by: -margins.right)
        case .topMargin: return top.shifted(by: margins.top)
        case .bottomMargin: return bottom.shifted(by: -margins.bottom)
        case .centerXWithinMargins: return (left + 0.5 * own.width).shifted(by: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return (top + 0.5 * own.height).shifted(by: (margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            if let centred = view?.centredBaselineOffset { return (top + 0.5 * own.height).shifted(by: centred) }
            guard let offsets = view?.baselineOffsets else { return attribute == .firstBaseline ? top : bottom }
            return attribute == .firstBaseline ? top.shifted(by: offsets.fromTop) : bottom.shifted(by: -offsets.fromBottom)
        case .notAnAttribute: return Expression(constant: 0)
        }
    }
}

extension LayoutConstraint.Relation {
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension LayoutPriority {
    /// The solver strength; priorities outside 1…1000 are clamped (UIKit rejects them).
    var strength: Strength {
        if !rawValue.isFinite || rawValue >= 1000 { return .required }
        return Strength(priority: Double(max(rawValue, 1))) ?? .required
    }
}

extension Expression {
    /// The expression with `delta` added to its constant.
    func shifted(by delta: Double) -> Expression {
        var result = self
        result.constant += delta
        return result
    }
}
