/// The root of a screen's hierarchy (UIKit's `UIWindow`): a fixed frame, the device's
/// safe-area insets and status bar, and an optional on-screen keyboard.
open class Window: View {
    /// The insets of the screen's unsafe regions (status bar, sensor housing, home indicator).
    public var windowSafeAreaInsets: EdgeInsets {
        didSet { if windowSafeAreaInsets != oldValue { hierarchyDidChange() } }
    }

    /// The status bar's height (20 on iPhones without a notch); a navigation bar sits below it.
    public var statusBarHeight: Double {
        didSet { if statusBarHeight != oldValue { hierarchyDidChange() } }
    }

    /// The window's traits (size classes, content size category); nil takes
    /// `TraitCollection.current`. Setting new ones tells every view and controller inside
    /// (`traitCollectionDidChange(_:)`) and rescales the fonts of labels that adjust to the
    /// content size category.
    public var windowTraits: TraitCollection? {
        didSet { traitsDidChange(from: oldValue ?? .current) }
    }

    /// The keyboard's frame in window coordinates while it is shown.
    public private(set) var keyboardFrame: Rect?

    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.view.removeFromSuperview()
            oldValue?.window = nil
            guard let controller = rootViewController else { return }
            controller.window = self
            let view = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    /// A window with the given frame; the safe area and status bar are zero unless given.
    public init(frame: Rect, safeAreaInsets: EdgeInsets = .zero, statusBarHeight: Double = 0) {
        windowSafeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        super.init(frame: frame)
        safeAreaInsetsStorage = safeAreaInsets
    }

    /// A window from an archive has no safe area or status bar.
    public required init?(coder: Coder) {
        windowSafeAreaInsets = .zero
        statusBarHeight = 0
        super.init(coder: coder)
    }

    public override convenience init(frame: Rect) {
        self.init(frame: frame, safeAreaInsets: .zero, statusBarHeight: 0)
    }

    /// A full-screen portrait window of `device`.
    public convenience init(device: Device) {
        self.init(frame: Rect(origin: .zero, size: device.screenSize),
                  safeAreaInsets: device.safeAreaInsets, statusBarHeight: device.statusBarHeight)
    }

    /// Shows a keyboard of `height` points docked at the bottom of the window.
    public func showKeyboard(height: Double) {
        showKeyboard(frame: Rect(x: 0, y: bounds.size.height - height, width: bounds.size.width, height: height))
    }

    /// Shows a keyboard occupying `frame` (window coordinates).
    public func showKeyboard(frame: Rect) {
        keyboardFrame = frame
        hierarchyDidChange()
    }

    public func hideKeyboard() {
        guard keyboardFrame != nil else { return }
        keyboardFrame = nil
        hierarchyDidChange()
    }

    /// Portrait screens of common devices. Sizes, status bars and safe areas are Apple's figures
    /// for these models in portrait.
    public enum Device: String, Hashable, Sendable, CaseIterable {
        case iPhoneSE, iPhone8, iPhoneX, iPhone15, iPadPro11

        public var screenSize: Size {
            switch self {
            case .iPhoneSE: Size(width: 320, height: 568)
            case .iPhone8: Size(width: 375, height: 667)
            case .iPhoneX: Size(width: 375, height: 812)
            case .iPhone15: Size(width: 393, height: 852)
            case .iPadPro11: Size(width: 834, height: 1194)
            }
        }

        public var statusBarHeight: Double {
            switch self {
            case .iPhoneSE, .iPhone8: 20
            case .iPhoneX: 44
            case .iPhone15: 54
            case .iPadPro11: 24
            }
        }

        /// On devices without a notch the safe area's top is the status bar.
        public var safeAreaInsets: EdgeInsets {
            switch self {
            case .iPhoneSE, .iPhone8: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            case .iPhoneX: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
            case .iPhone15: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            case .iPadPro11: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            }
        }
    }
}
