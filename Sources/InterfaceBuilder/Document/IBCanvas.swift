import OpenAutoLayout
/// `<device id="retina4_7" orientation="portrait" appearance="light">` (Xcode 8 and later).
public struct IBDevice: Sendable, Hashable {
    public var id: String
    public var orientation: String?
    public var appearance: String?
    /// `layout=` (newer) or the child `<adaptation id=…>` (older), e.g. `fullscreen`.
    public var adaptation: String?

    public init(id: String, orientation: String? = nil, appearance: String? = nil, adaptation: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.adaptation = adaptation
    }
}

/// One simulated metric, e.g. `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>`.
public struct IBSimulatedMetric: Sendable, Hashable {
    /// The element name: `simulatedStatusBarMetrics`, `freeformSimulatedSizeMetrics`, … or `nil` for
    /// `<nil key=…>`, which switches the metric off (no status bar, no top bar).
    public var elementName: String
    /// `type` (`retina4`, `retina4_7.fullscreen`), `orientation` or `statusBarStyle`, when written.
    public var type: String?
    public var orientation: String?
    public var prompted: Bool?
    /// `translucent="NO"` on a simulated navigation or tab bar makes it opaque.
    public var translucent: Bool?

    /// True for `<nil key=…>`.
    public var isNone: Bool { elementName == "nil" }
}

/// The simulated metrics of a view controller, a xib view or the document (`<simulatedMetricsContainer>`).
///
/// Keys are normalised: `simulatedTopBarMetrics` and the container's `topBar` both land in `topBar`.
public struct IBSimulatedMetrics: Sendable, Hashable {
    public var statusBar: IBSimulatedMetric?
    public var topBar: IBSimulatedMetric?
    public var bottomBar: IBSimulatedMetric?
    public var orientation: IBSimulatedMetric?
    public var destination: IBSimulatedMetric?

    public init() {}

    public var isEmpty: Bool {
        statusBar == nil && topBar == nil && bottomBar == nil && orientation == nil && destination == nil
    }

    /// Stores `metric` under `key` (either spelling); false when the key is not a simulated metric.
    mutating func set(_ metric: IBSimulatedMetric, key: String) -> Bool {
        switch key {
        case "simulatedStatusBarMetrics", "statusBar": statusBar = metric
        case "simulatedTopBarMetrics", "topBar": topBar = metric
        case "simulatedBottomBarMetrics", "bottomBar": bottomBar = metric
        case "simulatedOrientationMetrics", "orientation": orientation = metric
        case "simulatedDestinationMetrics", "destination": destination = metric
        default: return false
        }
        return true
    }
}

/// `<image name= width= height=>` in `<resources>`: the size of an image the document uses.
public struct IBImageResource: Sendable, Hashable {
    public var name: String
    public var size: Size?
    /// `system` for SF Symbols.
    public var catalog: String?
}

/// `<designable name="id"><size key="intrinsicContentSize" …>`: the intrinsic size IB measured for a designable view.
public struct IBDesignable: Sendable, Hashable {
    public var viewID: String
    public var intrinsicContentSize: Size?
}

/// A non-view object in a xib's `<objects>` (File's Owner, First Responder).
public struct IBPlaceholder: Sendable, Hashable {
    public var id: String
    public var placeholderIdentifier: String?
    public var customClass: String?
    /// The destination of its `view` outlet: the view a File's Owner controller loads as its view.
    public var viewOutlet: String? = nil
}
