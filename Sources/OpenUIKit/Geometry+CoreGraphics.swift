// The Core Graphics initializers and helpers layout code calls on `CGRect`, `CGSize` and
// `CGPoint` that the model's geometry does not already have.

extension Rect {
    /// `CGRect()`: the zero rectangle.
    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }

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
    /// `CGSize()`: zero.
    public init() { self.init(width: 0, height: 0) }
    public init(width: Int, height: Int) { self.init(width: Double(width), height: Double(height)) }
}

extension Point {
    /// `CGPoint()`: the origin.
    public init() { self.init(x: 0, y: 0) }
    public init(x: Int, y: Int) { self.init(x: Double(x), y: Double(y)) }
}

extension EdgeInsets {
    /// `UIEdgeInsets()`: zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
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
