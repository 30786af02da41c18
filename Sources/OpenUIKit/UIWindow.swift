/// A window (UIKit's `UIWindow`). A window the size of the simulated screen
/// (`UIWindow(frame: UIScreen.main.bounds)`, `UIWindow(windowScene:)`) gets that device's status
/// bar and safe area, as an app's window does; any other frame gets none.
open class UIWindow: Window {
    public private(set) var isKeyWindow = false
    public var windowScene: UIWindowScene?

    public override init(frame: Rect, safeAreaInsets: EdgeInsets, statusBarHeight: Double) {
        super.init(frame: frame, safeAreaInsets: safeAreaInsets, statusBarHeight: statusBarHeight)
        // A window the size of a known screen has that device's traits, at the current text size.
        if let device = Window.Device.allCases.first(where: { $0.screenSize == frame.size }) {
            windowTraits = .portrait(on: device, scale: UIScreen.main.scale,
                                     contentSizeCategory: TraitCollection.current.preferredContentSizeCategory)
        }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(frame: Rect) {
        let screen = UIScreen.main
        let fullScreen = frame.size == screen.bounds.size
        self.init(frame: frame, safeAreaInsets: fullScreen ? screen.device.safeAreaInsets : .zero,
                  statusBarHeight: fullScreen ? screen.device.statusBarHeight : 0)
    }

    /// A full-screen window on the scene's (the simulated) screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    /// Presentation is not modelled: the window only remembers it is key.
    public func makeKeyAndVisible() { isKeyWindow = true }
    public func makeKey() { isKeyWindow = true }
}

/// A scene (UIKit's `UIWindowScene`), so scene-delegate code that makes its window compiles.
public final class UIWindowScene {
    public var screen: UIScreen { UIScreen.main }
    public init() {}
}

extension View {
    /// The window at the root of the view's hierarchy, if it is one (UIKit's `window`).
    public var window: UIWindow? {
        var top = self
        while let parent = top.superview { top = parent }
        return top as? UIWindow
    }
}
