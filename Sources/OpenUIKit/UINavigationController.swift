// Containers as apps build their screens: a navigation controller shows its top controller's
// view full-screen under a 44-point bar (the safe area starts below it), a tab bar controller
// shows the selected controller's view above a 49-point bar. Transitions are immediate; bars are
// not views in the hierarchy, their appearance is accepted and ignored.

/// UIKit's `UINavigationController`.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    public var isNavigationBarHidden = false { didSet { viewControllers.last?.hasNavigationBar = !isNavigationBarHidden } }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { viewControllers.last }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = viewControllers.last { show(top) }
    }

    public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for old in viewControllers where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        let previousTop = viewControllers.last
        viewControllers = controllers
        for controller in controllers where controller.parent !== self { addChild(controller) }
        if previousTop !== controllers.last { previousTop?.viewIfLoaded?.removeFromSuperview() }
        if isViewLoaded, let top = controllers.last { show(top) }
    }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [controller], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first, viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    private func show(_ controller: UIViewController) {
        controller.hasNavigationBar = !isNavigationBarHidden
        embed(controller, in: self)
    }
}

/// UIKit's `UITabBarController`: every controller is a child; the selected one's view is shown.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()
    public var viewControllers: [UIViewController]? {
        didSet { replaceChildren(oldValue ?? []) }
    }
    public var selectedIndex = 0 { didSet { showSelected() } }

    public var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { if let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }

    public func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    private func replaceChildren(_ old: [UIViewController]) {
        for controller in old {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in viewControllers ?? [] { addChild(controller) }
        if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 } else { showSelected() }
    }

    private func showSelected() {
        guard isViewLoaded else { return }
        for controller in viewControllers ?? [] where controller !== selectedViewController {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        guard let selected = selectedViewController else { return }
        selected.hasTabBar = !tabBar.isHidden
        embed(selected, in: self)
    }
}

/// Puts a child's view in its container's view, filling it and following its size.
private func embed(_ child: UIViewController, in container: UIViewController) {
    let childView = child.view
    guard childView.superview !== container.view else { return }
    childView.frame = container.view.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.view.addSubview(childView)
    child.didMove(toParent: container)
}
