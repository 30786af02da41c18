import OpenAutoLayout

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute starts a line.
public final class ConstraintMaker {
    public let item: any LayoutItem
    private var descriptions: [ConstraintDescription] = []
    let log = IssueLog()

    /// Making a maker for a view turns off its autoresizing-mask constraints, as SnapKit's
    /// `prepare()` does (for prepare, update and remake too).
    init(item: any LayoutItem) {
        self.item = item
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
    }

    private func extendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, log: log)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var left: ConstraintMakerExtendable { extendable(.left) }
    public var top: ConstraintMakerExtendable { extendable(.top) }
    public var bottom: ConstraintMakerExtendable { extendable(.bottom) }
    public var right: ConstraintMakerExtendable { extendable(.right) }
    public var leading: ConstraintMakerExtendable { extendable(.leading) }
    public var trailing: ConstraintMakerExtendable { extendable(.trailing) }
    public var width: ConstraintMakerExtendable { extendable(.width) }
    public var height: ConstraintMakerExtendable { extendable(.height) }
    public var centerX: ConstraintMakerExtendable { extendable(.centerX) }
    public var centerY: ConstraintMakerExtendable { extendable(.centerY) }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { extendable(.lastBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { extendable(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { extendable(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { extendable(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { extendable(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { extendable(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { extendable(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { extendable(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { extendable(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { extendable(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { extendable(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { extendable(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { extendable(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { extendable(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { extendable(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { extendable(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { extendable(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { extendable(.size) }
    public var center: ConstraintMakerExtendable { extendable(.center) }
    public var margins: ConstraintMakerExtendable { extendable(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { extendable(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { extendable(.centerWithinMargins) }

    /// The constraints of the lines that have a relation, in the order written.
    private var constraints: [Constraint] { descriptions.compactMap(\.constraintIfValid) }
}

extension ConstraintMaker {
    static func prepareConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void)
        -> (constraints: [Constraint], log: IssueLog)
    {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return (maker.constraints, maker.log)
    }

    static func makeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        let (constraints, log) = prepareConstraints(item: item, closure: closure)
        for constraint in constraints { activate(constraint, log: log) }
        return log.issues
    }

    static func remakeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        removeConstraints(item: item)
        return makeConstraints(item: item, closure: closure)
    }

    /// SnapKit's rule: with no DSL constraints yet this is `makeConstraints`; otherwise each new
    /// layout constraint must match an existing one, whose constant alone is changed.
    static func updateConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) -> [ConstraintMakerIssue] {
        let existing = item.activeDSLConstraints
        if existing.isEmpty { return makeConstraints(item: item, closure: closure) }
        let (constraints, log) = prepareConstraints(item: item, closure: closure)
        for constraint in constraints {
            for case let wanted as SnapLayoutConstraint in constraint.layoutConstraints {
                guard let match = existing.first(where: { $0.matches(wanted) }) else {
                    log.record(.noMatchingConstraintToUpdate, wanted.sourceLocation,
                               "Updated constraint could not find existing matching constraint to update: \(wanted)")
                    continue
                }
                match.constant = wanted.constant
            }
        }
        return log.issues
    }

    static func removeConstraints(item: any LayoutItem) {
        LayoutConstraint.deactivate(item.activeDSLConstraints)
    }

    /// Activates and notes layout constraints that cannot be (UIKit would throw).
    private static func activate(_ constraint: Constraint, log: IssueLog) {
        constraint.activate()
        for case let layoutConstraint as SnapLayoutConstraint in constraint.layoutConstraints
        where !layoutConstraint.isActive {
            log.record(.noCommonAncestor, layoutConstraint.sourceLocation,
                       "Unable to activate constraint because its items have no common ancestor: \(layoutConstraint)")
        }
    }
}
