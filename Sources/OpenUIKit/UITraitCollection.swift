import Foundation

// Traits as UIKit gives them to windows, views and controllers. A window the size of the
// simulated screen gets that device's size classes (Apple's table: every iPhone is compact wide
// and regular tall in portrait; an iPad full screen is regular both ways), the default text size
// (Large), light style and the screen's scale. A test changes them with `window.windowTraits`
// (views and controllers hear `traitCollectionDidChange(_:)`) or runs code with
// `UITraitCollection(...).performAsCurrent { … }`.

/// UIKit's `UITraitEnvironment`: views and view controllers.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: TraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View: UITraitEnvironment {}
extension ViewController: UITraitEnvironment {}

extension TraitCollection {
    /// The traits of a full-screen portrait window on `device`.
    public static func portrait(on device: Window.Device, scale: Double,
                                contentSizeCategory: ContentSizeCategory = .large) -> TraitCollection {
        let isPad = device == .iPadPro11
        return TraitCollection(horizontalSizeClass: isPad ? .regular : .compact, verticalSizeClass: .regular,
                               preferredContentSizeCategory: contentSizeCategory, userInterfaceStyle: .light,
                               displayScale: scale)
    }

    /// The idiom of the simulated device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
    public var legibilityWeight: UILegibilityWeight { .regular }
    public var accessibilityContrast: UIAccessibilityContrast { .normal }

    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init() }
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable { case unspecified = -1, leftToRight, rightToLeft }
/// UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Hashable, Sendable { case unspecified = -1, regular, bold }
/// UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Hashable, Sendable { case unspecified = -1, normal, high }

extension UIScreen {
    public var traitCollection: TraitCollection { .portrait(on: device, scale: scale) }
}

extension UIApplication {
    /// The text size people chose: the current traits' (Large unless a test says otherwise).
    public var preferredContentSizeCategory: ContentSizeCategory {
        TraitCollection.current.preferredContentSizeCategory
    }
}

extension Notification.Name {
    public static let contentSizeCategoryDidChangeNotification = Notification.Name(
        "UIContentSizeCategoryDidChangeNotification")
}

extension ContentSizeCategory {
    public static let didChangeNotification = Notification.Name.contentSizeCategoryDidChangeNotification
}
