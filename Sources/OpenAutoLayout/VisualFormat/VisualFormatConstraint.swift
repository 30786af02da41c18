import TextOutput

/// A layout attribute as UIKit names it (`NSLayoutConstraint.Attribute`).
public typealias VisualFormatAttribute = LayoutConstraint.Attribute

/// `<=`, `==` or `>=` (`NSLayoutConstraint.Relation`).
public typealias VisualFormatRelation = LayoutConstraint.Relation

/// One constraint a visual format asks for, before it is bound to views:
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`.
///
/// With `secondItem == nil` the constraint sets `firstAttribute` against `constant` alone and
/// `secondAttribute` is `.notAnAttribute`; `multiplier` is then 1 and carries no meaning.
public struct VisualFormatConstraint: Hashable, Sendable, CustomStringConvertible {
    /// A name from the views dictionary, or the superview of the constraint's other item.
    public enum ItemRef: Hashable, Sendable, CustomStringConvertible {
        case view(String)
        /// The superview of the view next to the `|`, which is always this constraint's
        /// other item (a `.view`).
        case superview

        public var description: String {
            switch self {
            case .view(let name): name
            case .superview: "superview"
            }
        }
    }

    public var firstItem: ItemRef
    public var firstAttribute: VisualFormatAttribute
    public var relation: VisualFormatRelation
    public var secondItem: ItemRef?
    public var secondAttribute: VisualFormatAttribute
    public var multiplier: Double
    public var constant: Double
    /// 1000 (required) unless the format gives one; in `(0, 1000]`.
    public var priority: Double
    /// The constant came from a lone `-` (UIKit's `NSSpace`), not from a number.
    public var isStandardSpacing: Bool

    public init(
        _ firstItem: ItemRef, _ firstAttribute: VisualFormatAttribute,
        _ relation: VisualFormatRelation = .equal,
        _ secondItem: ItemRef? = nil, _ secondAttribute: VisualFormatAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        isStandardSpacing: Bool = false
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isStandardSpacing = isStandardSpacing
    }

    /// `b.leading == a.trailing + 8`, `a.width >= 70 @750`, `superview.trailing == a.trailing + 20 (standard)`.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute) \(relation)"
        if let secondItem {
            text += " \(secondItem).\(secondAttribute)"
            if multiplier != 1 { text += " * \(NumberText.plain(multiplier))" }
            if constant > 0 { text += " + \(NumberText.plain(constant))" }
            if constant < 0 { text += " - \(NumberText.plain(-constant))" }
        } else {
            text += " \(NumberText.plain(constant))"
        }
        if priority != 1000 { text += " @\(NumberText.plain(priority))" }
        if isStandardSpacing { text += " (standard)" }
        return text
    }
}
