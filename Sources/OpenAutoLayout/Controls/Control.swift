/// A view that responds to touches (UIKit's `UIControl`), reduced to the states that can change
/// what it shows and therefore its size. Targets and actions are not modelled.
open class Control: View {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// The control's current state, built from the flags above.
    public var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: Coder) { super.init(coder: coder) }

    /// UIKit's `UIControl.State`, with its raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// An on/off switch (UIKit's `UISwitch`): always 51 × 31 points, its intrinsic size, held there
/// with hugging and compression resistance of 750 on both axes, as UIKit's switch does
/// (its documentation: "the size of a switch is fixed"; 51 × 31 is the frame UIKit gives it).
open class Switch: Control {
    public var isOn = false

    public static let fixedSize = ControlMetrics.switchSize

    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.fixedSize))
        holdFixedSize()
    }

    public required init?(coder: Coder) {
        super.init(coder: coder)
        frame = Rect(origin: .zero, size: Switch.fixedSize)
        holdFixedSize()
    }

    private func holdFixedSize() {
        for axis in LayoutConstraint.Axis.allCases {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
    }

    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: Size { Switch.fixedSize }
}
