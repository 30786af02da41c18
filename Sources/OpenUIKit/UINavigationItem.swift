// Bars and their items, for code that configures them. Their appearance is accepted and
// ignored: the bars' heights (44 and 49) are what layout sees.

/// UIKit's `UINavigationItem`.
public final class UINavigationItem {
    public var title: String?
    public var titleView: View?
    public var prompt: String?
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var leftBarButtonItem: UIBarButtonItem?
    public var rightBarButtonItem: UIBarButtonItem?
    public var leftBarButtonItems: [UIBarButtonItem]?
    public var rightBarButtonItems: [UIBarButtonItem]?
    public var backBarButtonItem: UIBarButtonItem?

    public init(title: String? = nil) { self.title = title }

    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable { case automatic, always, never }
}

/// UIKit's `UIBarButtonItem`. Target–action needs `#selector`, which needs the Objective-C
/// runtime: use the `primaryAction` and `customView` forms.
public final class UIBarButtonItem {
    public var title: String?
    public var image: Image?
    public var style: Style = .plain
    public var customView: View?
    public var primaryAction: UIAction?
    public var isEnabled = true
    public var tintColor: UIColor? { get { nil } set {} }

    public init(title: String? = nil, image: Image? = nil, primaryAction: UIAction? = nil) {
        (self.title, self.image, self.primaryAction) = (title, image, primaryAction)
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) { self.primaryAction = primaryAction }

    public init(customView: View) { self.customView = customView }

    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable { case plain, bordered, done }

    /// UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Hashable, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
}

/// UIKit's `UIAction`: a title and a handler (called by nothing here).
public final class UIAction {
    public let title: String
    public let image: Image?
    public let handler: (UIAction) -> Void

    public init(title: String = "", image: Image? = nil, handler: @escaping (UIAction) -> Void) {
        (self.title, self.image, self.handler) = (title, image, handler)
    }
}

/// UIKit's `UITabBarItem`.
public final class UITabBarItem {
    public var title: String?
    public var image: Image?
    public var selectedImage: Image?
    public var tag: Int
    public var badgeValue: String?

    public init(title: String?, image: Image?, tag: Int) { (self.title, self.image, self.tag) = (title, image, tag) }

    public init(title: String?, image: Image?, selectedImage: Image?) {
        (self.title, self.image, self.selectedImage, tag) = (title, image, selectedImage, 0)
    }
}

/// UIKit's `UINavigationBar`: only its settings; it is not placed in the hierarchy.
public final class UINavigationBar {
    public var prefersLargeTitles = false
    public var isTranslucent = true
    public var isHidden = false
    public var tintColor: UIColor? { get { nil } set {} }
    public var barTintColor: UIColor? { get { nil } set {} }
    public init() {}
}

/// UIKit's `UITabBar`: only its settings; it is not placed in the hierarchy. Hiding it (before
/// the selected view is shown) leaves the safe area without the bar.
public final class UITabBar {
    public var isHidden = false
    public var isTranslucent = true
    public var tintColor: UIColor? { get { nil } set {} }
    public var unselectedItemTintColor: UIColor? { get { nil } set {} }
    public init() {}
}
