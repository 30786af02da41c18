/// Owns a root view and the bars around it (UIKit's `UIViewController`, with the navigation
/// bar of an enclosing navigation controller modelled as a flag).
open class ViewController: Responder {
    private var viewStorage: View?
    weak var window: Window?
    var childrenStorage: [ViewController] = []
    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?

    public override init() {}

    override var environmentTraits: TraitCollection? { viewStorage?.environmentTraits }

    /// The root view, loaded on first access by `loadView()` then `viewDidLoad()`.
    public var view: View {
        get {
            if let viewStorage { return viewStorage }
            loadView()
            let loaded = viewStorage ?? View(frame: .zero)
            viewStorage = loaded
            if let margins = rootViewLayoutMargins { loaded.directionalLayoutMargins = margins }
            loaded.owningViewController = self
            viewDidLoad()
            return loaded
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue.owningViewController = self
        }
    }

    public var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the root view; the default is a plain view the size of the window (or zero).
    open func loadView() {
        viewStorage = View(frame: window?.bounds ?? .zero)
    }

    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() { _ = view }

    // MARK: Lifecycle called by the layout pass

    /// Called by the update-constraints phase after the root view's `updateConstraints()`.
    open func updateViewConstraints() {}

    /// Called by the layout pass just before the view's `layoutSubviews()`, as in UIKit.
    open func viewWillLayoutSubviews() {}

    /// Called by the layout pass just after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Called after the view's `safeAreaInsetsDidChange()` when its safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called by `addChild(_:)` with the new parent, and by the caller with nil before removal.
    open func willMove(toParent parent: ViewController?) {}

    /// Called by the caller after adding the child's view, and by `removeFromParent()` with nil.
    open func didMove(toParent parent: ViewController?) {}

    public var title: String?

    /// Whether an enclosing navigation controller shows its bar above this controller's view.
    public var hasNavigationBar = false {
        didSet { if hasNavigationBar != oldValue { viewStorage?.hierarchyDidChange() } }
    }

    /// The bar's height below the status bar (44, UIKit's standard compact navigation bar).
    public var navigationBarHeight: Double = 44 {
        didSet { if navigationBarHeight != oldValue { viewStorage?.hierarchyDidChange() } }
    }

    /// Legacy (iOS 7–10) switch, default true: the controller's content scroll view (its view,
    /// or its view's first subview) is inset below the status and navigation bars
    /// (20 + 44 = 64 points on an iPhone 8). With `.automatic` adjustment, false means no adjustment.
    public var automaticallyAdjustsScrollViewInsets = true {
        didSet { viewStorage?.hierarchyDidChange() }
    }

    /// Whether an enclosing tab bar controller shows its bar below this controller's view.
    public var hasTabBar = false {
        didSet { if hasTabBar != oldValue { viewStorage?.hierarchyDidChange() } }
    }

    /// The tab bar's height above the bottom safe area (49, UIKit's standard tab bar).
    public var tabBarHeight: Double = 49 {
        didSet { if tabBarHeight != oldValue { viewStorage?.hierarchyDidChange() } }
    }

    /// The least margins the root view keeps on each side (UIKit's `systemMinimumLayoutMargins`).
    /// The model's controller has none; OpenUIKit's `UIViewController` gives UIKit's.
    open var systemMinimumLayoutMargins: DirectionalEdgeInsets { .zero }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (UIKit: true).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewStorage?.hierarchyDidChange() }
    }

    /// The margins the root view is given when it loads, before `viewDidLoad()`; nil keeps the
    /// view's own (the model's default). OpenUIKit's `UIViewController` gives UIKit's zero.
    open var rootViewLayoutMargins: DirectionalEdgeInsets? { nil }

    /// Extra insets added to the root view's safe area.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewStorage?.hierarchyDidChange() } }
    }

    /// Legacy guide whose bottom is the top of the safe area (status and navigation bars).
    public var topLayoutGuide: LayoutGuide { view.legacyLayoutGuide(.legacyTop) }

    /// Legacy guide whose top is the bottom of the safe area.
    public var bottomLayoutGuide: LayoutGuide { view.legacyLayoutGuide(.legacyBottom) }

    /// The bottom of the bars above the view, in window coordinates.
    var barsBottom: Double {
        guard let window = viewStorage?.root as? Window else { return 0 }
        return window.statusBarHeight + (hasNavigationBar ? navigationBarHeight : 0)
    }
}
