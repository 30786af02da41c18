import Foundation

/// UIKit's `UIViewController` initializers over the model's `ViewController`, so an app's
/// controller subclasses compile as written: `init(nibName:bundle:)` is designated,
/// `init?(coder:)` required, `init()` a convenience, as in UIKit. Nibs are not loaded: the view
/// comes from `loadView()`, as for a controller without a nib.
///
/// The root view gets UIKit's margins: none of its own, and at least the system minimum on the
/// sides (16 points on phones narrower than 414 points, 20 on wider screens), so
/// `view.layoutMarginsGuide` is inset 16 on an iPhone 8 and starts at the top of the safe area.
///
/// Not `Sendable`, although UIKit's main-actor controllers are: an inherited `@unchecked Sendable`
/// makes the compiler warn on every controller subclass an app declares ("must restate inherited
/// '@unchecked Sendable' conformance"), in Swift 5 mode too. App code in Swift 5 mode (Xcode's
/// default for app targets) captures `self` in `@Sendable` closures without a word; Swift 6 code
/// marks its controllers `@MainActor`, which makes them `Sendable` (docs/openuikit.md).
open class UIViewController: ViewController {
    public let nibName: String?
    public let nibBundle: Bundle?
    public let navigationItem = UINavigationItem()
    public lazy var tabBarItem = UITabBarItem(title: nil, image: nil, tag: 0)

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Archives are not read; the controller starts as if made in code.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// 16 on the sides below 414 points of width, 20 from there (UIKit's values on iPhones and
    /// iPads; Apple documents that they depend on the environment, not the figures). None above
    /// and below: the safe area gives those.
    open override var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let width = isViewLoaded && view.bounds.size.width > 0 ? view.bounds.size.width : UIScreen.main.bounds.size.width
        let side: Double = width >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// A root view has no margins of its own in UIKit: the system minimum and the safe area make them.
    open override var rootViewLayoutMargins: DirectionalEdgeInsets? {
        DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// The nearest navigation controller above this controller.
    public var navigationController: UINavigationController? { nearestAncestor() }

    /// The nearest tab bar controller above this controller.
    public var tabBarController: UITabBarController? { nearestAncestor() }

    public var viewIfLoaded: View? { isViewLoaded ? view : nil }

    private func nearestAncestor<T>() -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }

    // Presentation and navigation do not take part in layout: accepted and ignored.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    public var edgesForExtendedLayout: UIRectEdge = .all
    public var extendedLayoutIncludesOpaqueBars = false
    public var definesPresentationContext = false

    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }

    public func setNeedsStatusBarAppearanceUpdate() {}
}

/// UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Hashable, Sendable { case `default`, lightContent, darkContent = 3 }

/// UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
    case popover, none = -1, automatic = -2
}

/// UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
