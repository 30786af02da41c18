import OpenUIKit

/// Puts a controller or a view on a device's screen and lays it out, as the app would show it
/// full screen: a window of the device's size, safe area, status bar and traits, with the
/// device's traits current while the view loads (so `UIFont.preferredFont(forTextStyle:)` in
/// `viewDidLoad` takes the device's content size category).
public enum LayoutHost {
    /// The window showing `controller` on `device`, laid out.
    public static func window(showing controller: ViewController, on device: LayoutDevice) -> UIWindow {
        device.traits.performAsCurrent {
            let window = UIWindow(frame: Rect(origin: .zero, size: device.size), safeAreaInsets: device.safeArea,
                                  statusBarHeight: device.currentStatusBarHeight)
            window.windowTraits = device.traits
            window.rootViewController = controller
            window.layoutIfNeeded()
            return window
        }
    }

    /// The window showing `view` as the root view of a plain controller on `device`, laid out.
    public static func window(showing view: View, on device: LayoutDevice) -> UIWindow {
        let controller = UIViewController()
        controller.view = view
        return window(showing: controller, on: device)
    }

    /// `view` alone at `width`, as tall as its constraints make it (`systemLayoutSizeFitting`
    /// with the width required and the height as small as allowed), laid out: how a self-sizing
    /// cell is measured.
    public static func fitting(_ view: View, width: Double, traits: TraitCollection = .current) -> View {
        traits.performAsCurrent {
            let size = view.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            view.frame = Rect(origin: .zero, size: Size(width: width, height: size.height))
            view.layoutIfNeeded()
            return view
        }
    }

    /// The first line of a snapshot: what it was laid out on.
    static func heading(_ device: LayoutDevice) -> String {
        let insets = device.safeArea
        let safeArea = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .map { "\($0.0) \(LayoutTree.number($0.1))" }.joined(separator: ", ")
        return "\(device): \(LayoutTree.size(device.size)), safe area \(safeArea)"
    }
}
