// The Core Graphics initializers and helpers layout code calls on `CGRect`, `CGSize` and
// `CGPoint` that the model's geometry does not already have.

extension Rect {
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// `CGRect.insetBy(dx:dy:)`: shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    public var isEmpty: Bool { size.width == 0 || size.height == 0 }
}

extension Size {
    public init(width: Int, height: Int) { self.init(width: Double(width), height: Double(height)) }
}

extension Point {
    public init(x: Int, y: Int) { self.init(x: Double(x), y: Double(y)) }
}

extension EdgeInsets {
    /// `UIEdgeInsets.init(top:left:bottom:right:)` with whole numbers.
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.init(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

// SnapKit accepts `CGFloat` wherever it accepts a number.
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget
{
    public var constraintOffsetTargetValue: Double { Double(self) }
    public var constraintInsetTargetValue: EdgeInsets {
        EdgeInsets(top: Double(self), left: Double(self), bottom: Double(self), right: Double(self))
    }
    public var constraintMultiplierTargetValue: Double { Double(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
