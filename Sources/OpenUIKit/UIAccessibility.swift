import Foundation

// Accessibility as layout code sets it up. The properties themselves are open members of the
// model's `Responder` (apps override them); here are UIKit's namespace and its notifications.
// No assistive technology runs here: posts are recorded for tests, and every setting is off.

/// UIKit's `UIAccessibility` namespace.
public enum UIAccessibility {
    /// UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var posts: [(Notification, String?)] = []

    /// Recorded: `postedNotifications` lists what was posted (an argument as its description).
    public static func post(notification: Notification, argument: Any?) {
        lock.lock()
        defer { lock.unlock() }
        posts.append((notification, argument.map { String(describing: $0) }))
    }

    /// What was posted so far, in order (for tests; not UIKit's).
    public static var postedNotifications: [(notification: Notification, argument: String?)] {
        lock.lock()
        defer { lock.unlock() }
        return posts.map { (notification: $0.0, argument: $0.1) }
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// An element that is not a view (UIKit's `UIAccessibilityElement`), for `accessibilityElements`.
open class UIAccessibilityElement: Responder {
    public weak var accessibilityContainer: AnyObject?
    public var accessibilityFrameInContainerSpace: Rect = .zero

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}

/// A custom action (UIKit's `UIAccessibilityCustomAction`), closure form; kept, never performed.
open class UIAccessibilityCustomAction {
    public let name: String
    public let actionHandler: (UIAccessibilityCustomAction) -> Bool

    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }
}

extension Responder {
    public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { (self as? View)?.attached("accessibilityCustomActions", default: nil) }
        set { (self as? View)?.attach(newValue, as: "accessibilityCustomActions") }
    }
}
