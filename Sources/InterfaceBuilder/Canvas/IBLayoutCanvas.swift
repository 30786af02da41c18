import OpenAutoLayout

/// What the canvas of one scene simulates: its size (the root view's recorded frame), the status
/// bar, a navigation or tab bar, the device's sensor housing and home indicator, and the root view's
/// system minimum margins.
///
/// Rules (checked against the frames of the corpus):
/// - the status bar is 20 pt unless the metrics switch it off (`<nil key="simulatedStatusBarMetrics">`);
///   a xib's top-level view shows none unless its metrics name one;
/// - on devices with a sensor housing the safe area takes the housing's inset at the top and the
///   home indicator's at the bottom in place of the status bar (`IBDeviceModel`; see
///   `IBLayoutCanvas+Xcode.swift` for what changed between Xcode versions); in landscape an
///   iPhone shows no status bar, the housing's inset moves to both sides and 21 pt stay at the bottom;
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
    /// What the root view is drawn as: a controller's view, a view as wide as the screen, a freeform view, a cell.
    var kind: IBCanvasKind
    var statusBar: Double
    var navigationBar: Double
    var tabBar: Double
    var deviceTop: Double
    var deviceBottom: Double
    /// The sensor housing's inset at each side in landscape (the notch phones), else 0.
    var deviceSide: Double = 0
    /// Whether the navigation bar is one that prefers large titles, whose height Xcode draws
    /// differently from one version to another (`IBCanvasMetrics.largeTitleExtension`).
    var largeTitleUndecided = false
    var rootHorizontalMargin: Double
    /// The canvas's size classes (`compact`/`regular`), nil ("any") without a `<device>` (Xcode 6–7).
    var widthClass: String?
    var heightClass: String?

    /// The window's safe-area insets (the navigation bar is the view controller's, added on top).
    var windowInsets: EdgeInsets {
        EdgeInsets(top: max(statusBar, deviceTop), left: deviceSide, bottom: deviceBottom + tabBar, right: deviceSide)
    }

    var safeAreaInsets: EdgeInsets {
        let window = windowInsets
        return EdgeInsets(top: window.top + navigationBar, left: window.left, bottom: window.bottom, right: window.right)
    }

    /// The parts of `safeAreaInsets`, for pictures.
    var bars: SceneCanvasBars {
        var bars = SceneCanvasBars()
        (bars.statusBar, bars.sensorHousing, bars.sensorHousingSide) = (statusBar, deviceTop, deviceSide)
        (bars.navigationBar, bars.tabBar, bars.homeIndicator) = (navigationBar, tabBar, deviceBottom)
        return bars
    }

    init(document: IBDocument, root: IBView, controller: IBViewController?, containment: IBContainment? = nil) {
        canvas = Self.rootFrame(root, in: document).size
        var metrics = controller?.simulatedMetrics ?? root.simulatedMetrics
        let defaults = document.defaultSimulatedMetrics ?? IBSimulatedMetrics()
        if metrics.statusBar == nil { metrics.statusBar = defaults.statusBar }
        if metrics.topBar == nil { metrics.topBar = defaults.topBar }
        if metrics.bottomBar == nil { metrics.bottomBar = defaults.bottomBar }

        kind = IBCanvasKind(root: root, controller: controller, canvas: canvas, device: document.canvasDevice)
        let statusBarShown = kind.showsStatusBar(metric: metrics.statusBar)
        let insets = kind.isInset(statusBar: metrics.statusBar) ? Self.deviceInsets(document, metrics: metrics, statusBarShown: statusBarShown)
                                  : DeviceInsets()
        (statusBar, deviceTop, deviceSide, deviceBottom) = (insets.statusBar, insets.top, insets.side, insets.bottom)
        let id = controller?.id ?? ""
        let inferredBar = containment.map { $0.inNavigationController.contains(id) && !$0.underHiddenNavigationBar.contains(id) }
        navigationBar = Self.navigationBarHeight(metrics.topBar, inferred: inferredBar ?? false)
        if navigationBar == 44 { navigationBar = Self.standardNavigationBarHeight(document) }
        largeTitleUndecided = navigationBar > 0 && metrics.topBar == nil
            && containment?.underLargeTitleBar.contains(id) == true
            && controller?.navigationItem?.largeTitleDisplayMode != "never"
        if containment?.inSheet.contains(id) == true {
            statusBar = 0
            deviceTop = 0
            if navigationBar > 0 { navigationBar = IBContainment.sheetNavigationBarHeight }
        }
        if let bottom = metrics.bottomBar {
            tabBar = !bottom.isNone && bottom.elementName.contains("TabBar") ? 49 : 0
            if !bottom.isNone, bottom.elementName.contains("Toolbar") {
                let version = document.toolsVersionNumber
                if IBXcodeBehaviour.simulatedToolbars49.holds(for: version) { tabBar = 49 }
                if IBXcodeBehaviour.simulatedToolbars44.holds(for: version) { tabBar = 44 }
            }
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
        (widthClass, heightClass) = Self.sizeClasses(of: document)
    }

    /// Size classes of a device canvas (Apple's table): iPads are regular both ways; iPhones are
    /// compact × regular in portrait and compact height in landscape, where the large phones
    /// (414 pt wide and more: Plus, XR/11, Max) have a regular width. Without a `<device>` (Xcode
    /// 6–7) the canvas is "any" × "any".
    static func sizeClasses(of document: IBDocument) -> (String?, String?) {
        guard document.device != nil, let device = document.canvasDevice else { return (nil, nil) }
        if device.model.family == .pad { return ("regular", "regular") }
        guard device.landscape else { return ("compact", "regular") }
        return (device.model.portrait.width >= 414 ? "regular" : "compact", "compact")
    }

    /// The frame of a root view: its record, else the canvas device's screen (a document that
    /// records no frame for it, as format 2.0 files and hand-written ones do), else empty.
    static func rootFrame(_ root: IBView, in document: IBDocument) -> Rect {
        if let frame = root.recordedFrame { return frame }
        let size = document.canvasDevice?.size ?? Size(width: 0, height: 0)
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// A simulated bar, else the bar the segues infer. A navigation item alone adds none: Xcode 9 to
    /// 16 record controllers with one that no navigation controller reaches without a bar
    /// (KeePassium, Habitica, Instructions, iNaturalist's presented controller).
    /// A standard (not prompted, not large-title) bar's height on the document's device and Xcode.
    private static func standardNavigationBarHeight(_ document: IBDocument) -> Double {
        let toolsVersion = document.toolsVersionNumber
        switch document.canvasDevice?.model.family {
        case .pad: return IBXcodeBehaviour.padNavigationBars50.holds(for: toolsVersion) ? 50 : 44
        case .phone: return IBXcodeBehaviour.phoneNavigationBars54.holds(for: toolsVersion) ? 54 : 44
        default: return 44
        }
    }

    private static func navigationBarHeight(_ topBar: IBSimulatedMetric?, inferred: Bool) -> Double {
        if let topBar {
            if topBar.isNone { return 0 }
            guard topBar.elementName.contains("NavigationBar") else { return 0 }
            return topBar.prompted == true ? 74 : 44
        }
        return inferred ? 44 : 0
    }
}

extension IBCanvasMetrics {
    /// The status bar and the device's own insets for one root view, before any bar.
    struct DeviceInsets {
        var statusBar = 0.0, top = 0.0, side = 0.0, bottom = 0.0
    }

    /// The status bar, or the sensor housing and home indicator in its place; in landscape an iPhone
    /// shows no status bar and its housing's inset moves to both sides (iPads keep theirs at the top).
    static func deviceInsets(_ document: IBDocument, metrics: IBSimulatedMetrics, statusBarShown: Bool) -> DeviceInsets {
        let toolsVersion = document.toolsVersionNumber
        let device = document.canvasDevice
        let housing = device.flatMap { sensorHousingInsets(model: $0.model, toolsVersion: toolsVersion) }
        // Xcode 5–7 documents (no `<device>`) give each scene its own simulated orientation.
        let sceneLandscape = metrics.orientation?.orientation.map { $0.hasPrefix("landscape") }
        let landscape = document.device == nil ? sceneLandscape ?? device?.landscape ?? false : device?.landscape ?? false
        let phoneLandscape = landscape && device?.model.family != .pad
        var insets = DeviceInsets()
        guard let housing else {
            let shown = statusBarShown && !phoneLandscape && drawsStatusBar(toolsVersion: toolsVersion)
            insets.statusBar = shown ? 20 : 0
            return insets
        }
        // Every root that gets here is drawn as a screen (`IBCanvasKind.isInset`): under the housing.
        // A rounded iPad's top inset is its status bar, which Xcode 11 and 12 do not draw.
        let padStatusBarDrawn = device?.model.family != .pad || drawsStatusBar(toolsVersion: toolsVersion)
        insets.top = phoneLandscape || !padStatusBarDrawn ? 0 : housing.top
        insets.side = phoneLandscape ? min(housing.top, device?.model.landscapeSide ?? housing.top) : 0
        insets.bottom = phoneLandscape ? landscapeHomeIndicator : housing.bottom
        if landscape, device?.model.family == .pad, IBXcodeBehaviour.padLandscapeBottom50.holds(for: toolsVersion) {
            insets.bottom = padLandscapeBottom
        }
        return insets
    }
}
