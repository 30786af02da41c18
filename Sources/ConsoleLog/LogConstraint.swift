import OpenAutoLayout

/// One constraint entry of a console log, read into the model's terms:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant @priority`.
/// An entry the reader cannot understand keeps `parsed == false` and its text.
public struct LogConstraint: Sendable {
    /// The entry exactly as the log printed it (without the surrounding quotes).
    public var text: String
    public var parsed: Bool
    /// Why the entry could not be read, when `parsed` is false.
    public var problem: String?
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, …
    public var className: String = ""
    public var address: String?
    /// The constraint's `identifier` (`'UIView-Encapsulated-Layout-Height'`), or a Masonry key.
    public var identifier: String?
    /// `h=--& v=--&` of an autoresizing-mask constraint.
    public var autoresizingMask: String?
    /// SnapKit's `@File.swift#42`.
    public var sourceFile: String?
    public var sourceLine: Int?
    public var firstItem: LogItem?
    public var firstAttribute: LayoutConstraint.Attribute = .notAnAttribute
    public var relation: LayoutConstraint.Relation = .equal
    public var secondItem: LogItem?
    public var secondAttribute: LayoutConstraint.Attribute = .notAnAttribute
    public var multiplier: Double = 1
    public var constant: Double = 0
    public var priority: Float = 1000
    /// `(active)` → true, `(inactive)` → false; nil on logs older than iOS 10, which print neither.
    public var isActive: Bool?
    /// The constant is the system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
    public var usesSystemSpacing = false
    /// Printed in the visual format language (`V:|-(8)-[UILabel:0x…]`).
    public var isVisualFormat = false
    /// How the two items sit in the view hierarchy, when the entry's form says so; nil otherwise.
    public var hierarchy: ItemHierarchy?

    public init(text: String) {
        self.text = text
        parsed = false
    }

    public var isRequired: Bool { priority >= 1000 }

    /// Made by UIKit or AppKit rather than by the app (its identifier or class says so).
    public var isSystemMade: Bool { systemRole != nil }

    /// What UIKit made the constraint for, when it did; nil for the app's own constraints.
    public var systemRole: SystemRole? { SystemRole(constraint: self) }

    /// Every item the constraint names.
    public var items: [LogItem] { [firstItem, secondItem].compactMap { $0 } }
}

/// What a visual-format entry says about its two items: its `|` is the superview of the bracketed
/// view, and two bracketed views are siblings. Other forms say nothing about the hierarchy.
public enum ItemHierarchy: String, Sendable {
    case firstContainsSecond, secondContainsFirst, siblings
}
