extension LayoutConstraint {
    /// The part of an item's layout a constraint refers to (UIKit's `NSLayoutConstraint.Attribute`).
    /// Raw values are UIKit's.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The old `.baseline` is the last baseline.
        public static let baseline = Attribute.lastBaseline

        public var description: String {
            switch self {
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
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The axis the attribute measures along; `nil` for `.notAnAttribute`.
        public var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .notAnAttribute:
                nil
            }
        }

        /// Width and height; every other attribute (except `.notAnAttribute`) is a location.
        public var isSize: Bool { self == .width || self == .height }

        public var isLocation: Bool { !isSize && self != .notAnAttribute }

        /// The margin attributes, whose values are inset by the item's layout margins.
        public var isMargin: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins: true
            default: false
            }
        }

        /// Edge and margin attributes: inside a scroll view they mean the content rectangle.
        /// Width, height and centers mean the frame (Auto Layout Guide, "Working with Scroll Views").
        var isContentRelative: Bool {
            switch self {
            case .width, .height, .centerX, .centerY, .notAnAttribute: false
            default: true
            }
        }
    }

    /// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case horizontal = 0
        case vertical = 1

        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}
