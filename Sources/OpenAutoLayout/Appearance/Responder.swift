/// What views and view controllers share in UIKit (`UIResponder` and the `NSObject`
/// accessibility properties): the trait environment and the accessibility description. Apps
/// override these, so they are `open` members here rather than extensions. Accessibility is
/// stored only: nothing reads it but the app and its tests.
open class Responder {
    public init() {}

    // MARK: Traits

    /// The traits the responder is laid out with: its window's for a view in one, the
    /// controller's view's for a controller, `TraitCollection.current` otherwise.
    public var traitCollection: TraitCollection { environmentTraits ?? .current }

    /// The traits of the window above, found by the subclass (View, ViewController).
    var environmentTraits: TraitCollection? { nil }

    /// Called after the traits changed (a window's traits were set), as in UIKit, top-down, with
    /// the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Accessibility

    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: AccessibilityTraits = .none
    open var accessibilityElements: [Any]?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityLanguage: String?
    open var accessibilityFrame: Rect = .zero
    open var accessibilityActivationPoint: Point = .zero
    open var accessibilityRespondsToUserInteraction = false

    /// VoiceOver's activate gesture: nothing performs it here; an override may be called by a test.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}

/// How assistive technologies describe an element (UIKit's `UIAccessibilityTraits`; the bit values
/// are this model's, UIKit keeps its own private).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 17)
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)
}
