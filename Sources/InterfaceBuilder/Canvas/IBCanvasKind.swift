import OpenAutoLayout

/// What Interface Builder draws a root view as, which decides whether the device's safe area
/// (status bar, sensor housing, home indicator) reaches it.
///
/// Read from the corpus' xib top-level views whose subviews are pinned to their own safe area
/// (`docs/corpus.md`, "Canvas kinds"): every view as wide as its device's screen records the
/// device's insets, whether drawn at the device's size (VLC 21507: 59 / 34 on `retina6_12`; Pisth
/// 14854 and muun 14868: 44 / 34 on `retina5_9`; iNaturalist 21701: 20 on `retina4_7`) or freeform
/// at another height (AU-COVIDSafe 18122: a 414 × 2166 view on `retina6_1` records 44 / 34;
/// nightguard 24127: a 375 × 80 view on `retina4_7` records the 20-pt status bar). A freeform view
/// of another width is drawn as a screen of its own size too: its margins, which take in the safe
/// area, record the device's insets (MAME4iOS `GCAlertView` 14490: a 250 × 100 view on `retina6_1`,
/// 34 at the bottom; SwiftMessages `CardView` 17506: 510 × 160 on `retina6_1`, 44 / 34). A view of
/// another width with no simulated size is drawn on its own: Xcode records its safe area with insets
/// of 0 (issue 23's 422 × 145 content views), and so is a table view cell (nextcloud's room cell
/// 17506 records 0 under its content view's safe area on `retina4_7`). A collection view cell or
/// reusable view, whose safe area Xcode puts on the cell itself, is drawn as a screen of its own
/// size: Adguard's statistics and story cells and its DNS header (17701, 521 × 440 and others on
/// `retina6_1`) record 44 / 34, safe-ios' onboarding cell (21225, 549 × 981) is centred on a safe
/// area of 48 / 34; no top-level collection cell in the corpus or the held-out files records 0.
/// (Catty 15505, a freeform 409 × 260 view on `retina4_7` recording 0, tells nothing: Xcode 11 drew
/// no status bar there.)
enum IBCanvasKind: Sendable, Hashable {
    /// A storyboard scene's view controller view.
    case controllerView
    /// A top-level view drawn as a screen: as wide as the device's screen in the canvas's
    /// orientation, or of a freeform simulated size (a screen of that size).
    case screenView
    /// Any other top-level view (drawn at a size of its own, with no simulated size).
    case freeformView
    /// A top-level table view cell.
    case cell

    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    init(root: IBView, controller: IBViewController?, canvas: Size, device: IBCanvasDevice?) {
        if controller != nil {
            self = .controllerView
        } else if root.elementName == "tableViewCell" {
            self = .cell
        } else if Self.cellElements.contains(root.elementName) {
            self = .screenView
        } else if let device, abs(device.size.width - canvas.width) < 0.5
                    || root.simulatedMetrics.destination?.elementName == "freeformSimulatedSizeMetrics" {
            self = .screenView
        } else {
            self = .freeformView
        }
    }

    /// Whether the status bar is drawn: as the metric says, else on a controller's view or a screen-wide view.
    func showsStatusBar(metric: IBSimulatedMetric?) -> Bool {
        if self == .cell { return false }
        if let metric { return !metric.isNone }
        return self == .controllerView || self == .screenView
    }

    /// Whether the device's insets reach the root at all (a controller's view always: the housing
    /// stays when its status bar is switched off).
    func isInset(statusBar metric: IBSimulatedMetric?) -> Bool {
        self == .controllerView || showsStatusBar(metric: metric)
    }

    /// How a note names it.
    var description: String {
        switch self {
        case .controllerView: "a view controller's view"
        case .screenView: "a top-level view drawn as a screen"
        case .freeformView: "a top-level view drawn at a size of its own"
        case .cell: "a top-level cell"
        }
    }
}
