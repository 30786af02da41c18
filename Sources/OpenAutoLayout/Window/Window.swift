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

    /// Portrait screens of common devices, as UIKit reports them (`DeviceMetrics.table`); the
    /// iPhone X with the 44-pt housing it had before iOS 16.
    public enum Device: String, Hashable, Sendable, CaseIterable {
        case iPhoneSE, iPhone8, iPhoneX, iPhone15, iPadPro11

        /// The device's row of the one device table.
        public var metrics: DeviceMetrics {
            switch self {
            case .iPhoneSE: DeviceMetrics.row("retina4_0")
            case .iPhone8: DeviceMetrics.row("retina4_7")
            case .iPhoneX: DeviceMetrics.row("retina5_9")
            case .iPhone15: DeviceMetrics.row("retina6_12")
            case .iPadPro11: DeviceMetrics.row("ipad11_0rounded")
            }
        }

        public var screenSize: Size { metrics.portrait }

        public var statusBarHeight: Double { self == .iPhoneX ? metrics.housingTopBeforeIOS16 : metrics.statusBarHeight }

        /// On devices without a notch the safe area's top is the status bar.
        public var safeAreaInsets: EdgeInsets {
            let top = self == .iPhoneX ? metrics.housingTopBeforeIOS16 : max(metrics.housingTop, metrics.statusBarHeight)
            return EdgeInsets(top: top, left: 0, bottom: metrics.homeIndicator, right: 0)
        }
    }
}
