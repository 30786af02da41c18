import OpenAutoLayout

/// What `view.snp` and `guide.snp` have in common: the item and its debug label.
public protocol ConstraintDSL {
    var target: AnyObject? { get }

    func setLabel(_ value: String?)
    func label() -> String?
}

extension ConstraintDSL {
    /// Sets the name used in constraint descriptions. Stored in the item's own name
    /// (`accessibilityIdentifier` of a view, `identifier` of a guide), so OpenAutoLayout's
    /// messages show it too.
    public func setLabel(_ value: String?) {
        if let view = target as? View {
            view.accessibilityIdentifier = value
        } else if let guide = target as? LayoutGuide {
            guide.identifier = value ?? ""
        }
    }

    public func label() -> String? {
        if let view = target as? View { return view.accessibilityIdentifier }
        if let guide = target as? LayoutGuide { return guide.identifier.isEmpty ? nil : guide.identifier }
        return nil
    }
}

/// The basic attributes of an item, as targets: `view.snp.top`, `view.snp.edges`, …
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

extension ConstraintBasicAttributesDSL {
    func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: target as? any LayoutItem, attributes: attributes)
    }

    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var right: ConstraintItem { item(.right) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var edges: ConstraintItem { item(.edges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
}

/// Baselines and margins on top of the basic attributes.
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { item(.lastBaseline) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}
