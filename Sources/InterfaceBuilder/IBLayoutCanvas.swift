import OpenAutoLayout

/// What the canvas of one scene simulates: its size (the root view's recorded frame), the status
/// bar, a navigation or tab bar, the device's sensor housing and home indicator, and the root view's
/// system minimum margins.
///
/// Rules (checked against the frames of the corpus):
/// - the status bar is 20 pt unless the metrics switch it off (`<nil key="simulatedStatusBarMetrics">`);
///   a xib's top-level view shows none unless its metrics name one;
/// - on notch devices (`retina5_9`, `retina6_1`, `retina6_5`, …) the safe area is 44 pt at the top
///   (47 on `retina6_7`, 59 on the Dynamic Island phones; see `IBLayoutCanvas+Xcode.swift` for what
///   changed between Xcode versions) and 34 at the bottom, in place of the status bar;
/// - a navigation bar adds 44 pt below the status bar when the controller simulates one, or when
///   the segues put it in a navigation controller, or it has a navigation item; a tab bar 49 pt at
///   the bottom when simulated or when a tab bar controller shows it;
/// - a controller's view does not extend under an opaque bar (`translucent="NO"` on its navigation
///   controller's bar, or on a simulated bar) unless it sets `extendedLayoutIncludesOpaqueBars`, nor
///   under a top bar when `edgesForExtendedLayout` leaves out the top edge: the view then starts below
///   the bars (the status bar included) and has no top inset, as UIKit lays it out (sowenjub@350de1d2
///   records such a root view 536 pt tall, its content from y = 0, under an opaque navigation bar);
///   the same holds at the bottom for an opaque tab bar;
/// - the root view's left and right margins are the system minimum: 20 on canvases 600 pt wide or
///   more (400 on device canvases, see `wideRootWidth`), 16 otherwise; top and bottom are 0 (plus the safe
///   area in documents with safe areas, as UIKit insets margins from it since iOS 11).
struct IBCanvasMetrics {
    var canvas: Size
    var statusBar: Double
    var navigationBar: Double
    var tabBar: Double
    var deviceTop: Double
    var deviceBottom: Double
    var rootHorizontalMargin: Double
    /// The canvas's size classes (`compact`/`regular`), nil ("any") without a `<device>` (Xcode 6–7).
    var widthClass: String?
    var heightClass: String?

    /// The window's safe-area insets (the navigation bar is the view controller's, added on top).
    var windowInsets: EdgeInsets {
        EdgeInsets(top: max(statusBar, deviceTop), left: 0, bottom: deviceBottom + tabBar, right: 0)
    }

    var safeAreaInsets: EdgeInsets {
        let window = windowInsets
        return EdgeInsets(top: window.top + navigationBar, left: 0, bottom: window.bottom, right: 0)
    }

    static let notchDevices: [String: (top: Double, bottom: Double)] = [
        "retina5_9": (44, 34), "retina6_1": (44, 34), "retina6_5": (44, 34), "retina6_0": (44, 34),
        "retina5_4": (44, 34), "retina6_12": (59, 34), "retina6_7": (47, 34), "retina6_3": (59, 34),
        "retina6_9": (59, 34),
    ]

    init(document: IBDocument, root: IBView, controller: IBViewController?, containment: IBContainment? = nil) {
        let frame = root.recordedFrame
        canvas = Size(width: frame?.size.width ?? 0, height: frame?.size.height ?? 0)
        var metrics = controller?.simulatedMetrics ?? root.simulatedMetrics
        let defaults = document.defaultSimulatedMetrics ?? IBSimulatedMetrics()
        if metrics.statusBar == nil { metrics.statusBar = defaults.statusBar }
        if metrics.topBar == nil { metrics.topBar = defaults.topBar }
        if metrics.bottomBar == nil { metrics.bottomBar = defaults.bottomBar }

        let statusBarShown: Bool
        if let bar = metrics.statusBar {
            statusBarShown = !bar.isNone
        } else {
            // Storyboard scenes show the status bar by default; a xib view shows none unless it says so.
            statusBarShown = controller != nil
        }
        let toolsVersion = document.toolsVersionNumber
        let notch = document.device.flatMap { Self.sensorHousingInsets(device: $0.id, toolsVersion: toolsVersion) }
        let landscape = document.device?.orientation == "landscape"
        if let notch, !landscape {
            // A xib's top-level view drawn at the device's size (no freeform metrics) sits under the
            // sensor housing too (VLC's 393 × 852 audio player, toolsVersion 21507, records 59).
            let deviceSized = metrics.destination == nil && metrics.statusBar == nil
            deviceTop = statusBarShown || controller != nil || deviceSized ? notch.top : 0
            deviceBottom = notch.bottom
            statusBar = 0
        } else {
            deviceTop = 0
            deviceBottom = 0
            statusBar = statusBarShown && !landscape && Self.drawsStatusBar(toolsVersion: toolsVersion) ? 20 : 0
        }
        let id = controller?.id ?? ""
        let inferredBar = containment.map { $0.inNavigationController.contains(id) && !$0.underHiddenNavigationBar.contains(id) }
        navigationBar = Self.navigationBarHeight(metrics.topBar, inferred: inferredBar ?? false)
        if containment?.inSheet.contains(id) == true {
            statusBar = 0
            deviceTop = 0
            if navigationBar > 0 { navigationBar = IBContainment.sheetNavigationBarHeight }
        }
        if let bottom = metrics.bottomBar {
            tabBar = !bottom.isNone && bottom.elementName.contains("TabBar") ? 49 : 0
        } else {
            tabBar = containment?.inTabBarController.contains(id) == true ? 49 : 0
        }
        let includesOpaqueBars = controller?.extendedLayoutIncludesOpaqueBars == true
        if navigationBar > 0 {
            let opaque = metrics.topBar.map { $0.translucent == false }
                ?? (containment?.underOpaqueNavigationBar.contains(id) == true)
            let extendsUnderTop = controller?.edgesForExtendedLayout.map { $0.contains("top") } ?? true
            if (opaque && !includesOpaqueBars) || !extendsUnderTop {
                navigationBar = 0
                statusBar = 0
                deviceTop = 0
            }
        }
        if tabBar > 0 {
            let opaque = metrics.bottomBar.map { $0.translucent == false }
                ?? (containment?.aboveOpaqueTabBar.contains(id) == true)
            let extendsUnderBottom = controller?.edgesForExtendedLayout.map { $0.contains("bottom") } ?? true
            if (opaque && !includesOpaqueBars) || !extendsUnderBottom {
                tabBar = 0
                deviceBottom = 0
            }
        }
        // Xcode 6–7 canvases gave 20 only to regular widths (the 600 pt "any" canvas included);
        // device canvases give 20 to the wider phones too.
        rootHorizontalMargin = canvas.width >= Self.wideRootWidth(document) ? 20 : 16
        (widthClass, heightClass) = Self.sizeClasses(of: document.device)
    }

    /// Size classes of a device canvas (Apple's table): iPads are regular both ways; iPhones are
    /// compact × regular in portrait and compact height in landscape, where the large phones
    /// (Plus, XR/11, Max) have a regular width.
    static func sizeClasses(of device: IBDevice?) -> (String?, String?) {
        guard let device, !device.id.isEmpty else { return (nil, nil) }
        if device.id.hasPrefix("ipad") { return ("regular", "regular") }
        guard device.orientation == "landscape" else { return ("compact", "regular") }
        let large: Set = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_9"]
        return (large.contains(device.id) ? "regular" : "compact", "compact")
    }

    /// A simulated bar, else the bar the segues infer. A navigation item alone adds none: Xcode 9 to
    /// 16 record controllers with one that no navigation controller reaches without a bar
    /// (KeePassium, Habitica, Instructions, iNaturalist's presented controller).
    private static func navigationBarHeight(_ topBar: IBSimulatedMetric?, inferred: Bool) -> Double {
        if let topBar {
            if topBar.isNone { return 0 }
            guard topBar.elementName.contains("NavigationBar") else { return 0 }
            return topBar.prompted == true ? 74 : 44
        }
        return inferred ? 44 : 0
    }
}
