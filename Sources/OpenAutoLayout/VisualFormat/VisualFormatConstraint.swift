/// A layout attribute named as UIKit names it; `rawValue` is `NSLayoutConstraint.Attribute`'s.
public enum VisualFormatAttribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

/// `<=`, `==` or `>=`; `rawValue` is `NSLayoutConstraint.Relation`'s.
public enum VisualFormatRelation: Int, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

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
            if multiplier != 1 { text += " * \(Self.number(multiplier))" }
            if constant > 0 { text += " + \(Self.number(constant))" }
            if constant < 0 { text += " - \(Self.number(-constant))" }
        } else {
            text += " \(Self.number(constant))"
        }
        if priority != 1000 { text += " @\(Self.number(priority))" }
        if isStandardSpacing { text += " (standard)" }
        return text
    }

    /// Integral values without the `.0` that `Double.description` adds.
    private static func number(_ value: Double) -> String {
        if value.isIntegral { return String(Int64(value)) }
        return value.description
    }
}
