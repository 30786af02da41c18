// Control events with closures (iOS 14's `UIAction`), images on buttons and symbol settings.
// Target–action (`addTarget(_:action:for:)`) needs `#selector`, which needs the Objective-C
// runtime, so it cannot exist here; `addAction(_:for:)` is its closure form, and compiles with
// UIKit too. Nothing is tapped here: `sendActions(for:)` runs the actions, as in UIKit.

extension Control {
    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private var registeredActions: [(action: UIAction, events: Event)] {
        get { attached("actions", default: []) }
        set { attach(newValue, as: "actions") }
    }

    /// Kept; run by `sendActions(for:)` for any of `controlEvents` (nothing taps a control here).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        registeredActions.append((action, controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        registeredActions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs, in the order they were added, the actions registered for any of `controlEvents`.
    public func sendActions(for controlEvents: Event) {
        for registered in registeredActions where !registered.events.isDisjoint(with: controlEvents) {
            registered.action.handler(registered.action)
        }
    }
}

extension Button {
    /// UIKit's `UIButton(type:primaryAction:)`: the action's title becomes the normal title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
    }

    /// The image view the image is shown in (not placed; the button's size includes the image).
    public var imageView: ImageView? { nil }

    // Accepted and ignored: the insets between image and title are not modelled.
    public var imageEdgeInsets: EdgeInsets { get { .zero } set {} }
    public var titleEdgeInsets: EdgeInsets { get { .zero } set {} }
    public var adjustsImageWhenHighlighted: Bool { get { true } set {} }
}

extension Image {
    /// UIKit's `UIImage.SymbolConfiguration`, accepted and ignored (a registered symbol keeps
    /// its registered size).
    public struct SymbolConfiguration: Hashable, Sendable {
        public init(pointSize: Double) {}
        public init(pointSize: Double, weight: SymbolWeight) {}
        public init(pointSize: Double, weight: SymbolWeight, scale: SymbolScale) {}
        public init(weight: SymbolWeight) {}
        public init(scale: SymbolScale) {}
        public init(textStyle: Font.TextStyle) {}
        public init(font: Font) {}
    }

    /// UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Hashable, Sendable { case `default` = -1, unspecified, small, medium, large }

    /// UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }
    public func withTintColor(_ color: UIColor) -> Image { self }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image { self }
}

extension ImageView {
    public var preferredSymbolConfiguration: Image.SymbolConfiguration? { get { nil } set {} }
    /// UIKit's `init(image:highlightedImage:)`: the highlighted image is ignored.
    public convenience init(image: Image?, highlightedImage: Image?) { self.init(image: image) }
}
