import OpenAutoLayout

/// What `equalTo(_:)` and its siblings accept: a view, a layout guide, `view.snp.<attribute>`,
/// a number, a `Point`, a `Size`, or insets (SnapKit's `ConstraintRelatableTarget`).
public protocol ConstraintRelatableTarget {}

/// A target that is a constant rather than an item: numbers, `Point`, `Size` and insets.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

/// What `offset(_:)` and `update(offset:)` accept: a number, used as the raw constant.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {
    var constraintOffsetTargetValue: Double { get }
}

/// What `inset(_:)` and `update(inset:)` accept: a number (the same inset on every edge) or `EdgeInsets`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {
    var constraintInsetTargetValue: EdgeInsets { get }
}

/// Directional insets for `inset(_:)`: leading and trailing follow the reading direction.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {
    var constraintDirectionalInsetTargetValue: DirectionalEdgeInsets { get }
}

/// What `multipliedBy(_:)` and `dividedBy(_:)` accept.
public protocol ConstraintMultiplierTarget {
    var constraintMultiplierTargetValue: Double { get }
}

/// What `priority(_:)` and `update(priority:)` accept: numbers, `ConstraintPriority`, `LayoutPriority`.
public protocol ConstraintPriorityTarget {
    var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintOffsetTargetValue: Double { Double(self) }
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(all: Double(self)) }
    public var constraintMultiplierTargetValue: Double { Double(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintOffsetTargetValue: Double { Double(self) }
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(all: Double(self)) }
    public var constraintMultiplierTargetValue: Double { Double(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintOffsetTargetValue: Double { Double(self) }
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(all: Double(self)) }
    public var constraintMultiplierTargetValue: Double { Double(self) }
    public var constraintPriorityTargetValue: Float { self }
}

extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintOffsetTargetValue: Double { self }
    public var constraintInsetTargetValue: EdgeInsets { EdgeInsets(all: self) }
    public var constraintMultiplierTargetValue: Double { self }
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension EdgeInsets: ConstraintInsetTarget {
    public var constraintInsetTargetValue: EdgeInsets { self }

    init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
}

extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {
    public var constraintDirectionalInsetTargetValue: DirectionalEdgeInsets { self }
}

extension Point: ConstraintConstantTarget {}
extension Size: ConstraintConstantTarget {}
extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}

extension LayoutPriority: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { rawValue }
}

/// A constraint's constant as written; the number each layout attribute gets is worked out
/// per attribute (`value(for:)`), which is how `inset` flips signs on right and bottom.
enum ConstraintConstant: Equatable {
    case number(Double)
    case point(Point)
    case size(Size)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// The constant target as a value; `nil` for a type this module does not know.
    init?(_ target: any ConstraintRelatableTarget) {
        switch target {
        case let value as any ConstraintOffsetTarget: self = .number(value.constraintOffsetTargetValue)
        case let value as Point: self = .point(value)
        case let value as Size: self = .size(value)
        case let value as EdgeInsets: self = .insets(value)
        case let value as DirectionalEdgeInsets: self = .directionalInsets(value)
        default: return nil
        }
    }

    /// The constant for one layout attribute (SnapKit's `constraintConstantTargetValueFor`).
    /// Only left-to-right layout is modelled, so leading is left and trailing is right.
    func value(for attribute: LayoutAttribute) -> Double {
        switch self {
        case .number(let value):
            return value
        case .size(let size):
            return attribute == .width ? size.width : attribute == .height ? size.height : 0
        case .point(let point):
            if attribute.isSize || attribute == .notAnAttribute { return 0 }
            return attribute.axis == .horizontal ? point.x : point.y
        case .insets(let insets):
            return Self.inset(attribute, top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        case .directionalInsets(let insets):
            return Self.inset(attribute, top: insets.top, left: insets.leading, bottom: insets.bottom,
                              right: insets.trailing)
        }
    }

    /// Insets push edges inwards: + on left/top/leading, − on right/bottom/trailing,
    /// the difference halved on centers, the sum subtracted from sizes.
    private static func inset(_ attribute: LayoutAttribute,
                              top: Double, left: Double, bottom: Double, right: Double) -> Double {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: left
        case .top, .topMargin, .firstBaseline: top
        case .right, .rightMargin, .trailing, .trailingMargin: -right
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        case .notAnAttribute: 0
        }
    }
}
