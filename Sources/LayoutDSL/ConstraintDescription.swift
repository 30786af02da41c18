import OpenAutoLayout

/// What one maker line has said so far (`make.left.top.equalTo(x).offset(8).priority(.high)`).
/// The `Constraint` is made once, on first request, from the final state.
final class ConstraintDescription {
    enum Related {
        case item(ConstraintItem)
        case constant(ConstraintConstant)
    }

    let item: any LayoutItem
    let log: IssueLog
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var sourceLocation = SourceLocation(file: "", line: 0)
    var label: String?
    var related: Related?
    var multiplier = 1.0
    var constant = ConstraintConstant.number(0)
    var priority: Float = 1000
    /// Set when the relation could not be made; the line then makes no constraint.
    var isInvalid = false

    init(item: any LayoutItem, attributes: ConstraintAttributes, log: IssueLog) {
        self.item = item
        self.attributes = attributes
        self.log = log
    }

    /// The constraint, or `nil` for a line without a relation (`make.top` alone) or an invalid one.
    var constraintIfValid: Constraint? {
        guard relation != nil, !isInvalid else { return nil }
        return constraint
    }

    private(set) lazy var constraint: Constraint = {
        let made = Constraint(sourceLocation: sourceLocation, label: label, constant: constant, priority: priority)
        if !isInvalid, let related { made.setLayoutConstraints(layoutConstraints(to: related)) }
        return made
    }()

    /// One layout constraint per attribute, with SnapKit's implied targets:
    /// no item → the superview (a size → a constant); a number for centerX/centerY → the
    /// superview's left/top.
    private func layoutConstraints(to related: Related) -> [SnapLayoutConstraint] {
        var made: [SnapLayoutConstraint] = []
        for fromAttribute in attributes.layoutAttributes {
            var toItem: (any LayoutItem)?
            var toAttribute: LayoutAttribute
            switch related {
            case .item(let target):
                toItem = target.target
                toAttribute = attributes.targetAttribute(for: fromAttribute, to: target.attributes) ?? fromAttribute
            case .constant:
                toAttribute = fromAttribute == .centerX ? .left : fromAttribute == .centerY ? .top : fromAttribute
            }
            if toItem == nil && !toAttribute.isSize {
                toItem = item.impliedSuperview
                if toItem == nil {
                    log.record(.missingSuperview, sourceLocation,
                               "\(fromAttribute) needs a superview to relate to, and the item has none")
                    continue
                }
            }
            let layoutConstraint = SnapLayoutConstraint(
                item: item, attribute: fromAttribute, relatedBy: relation ?? .equal, toItem: toItem,
                attribute: toAttribute, multiplier: multiplier, constant: constant.value(for: toAttribute),
                sourceLocation: sourceLocation)
            layoutConstraint.label = label
            layoutConstraint.priority = LayoutPriority(rawValue: priority)
            made.append(layoutConstraint)
        }
        return made
    }
}
