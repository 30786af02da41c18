import OpenAutoLayout
/// Whether a document is a single-nib `.xib` or a `.storyboard`.
public enum IBDocumentKind: String, Sendable, Hashable {
    case xib
    case storyboard
}

/// Something a constraint can name as `firstItem` or `secondItem`.
public enum IBLayoutItem: Sendable, Hashable {
    /// A view, by index into `IBDocument.views`.
    case view(Int)
    /// A `<viewLayoutGuide>` with its key, owned by the view at that index.
    case viewLayoutGuide(owner: Int, key: String)
    /// A view controller's old-style `top`/`bottom` guide, by scene index.
    case viewControllerLayoutGuide(scene: Int, type: String)
}

/// A typed reading of one `.xib` or `.storyboard` (document format 3.0, Cocoa Touch).
public struct IBDocument: Sendable, Hashable {
    public var path: String
    public var kind: IBDocumentKind
    /// The `type` attribute, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var typeIdentifier: String
    /// The `version` attribute (`3.0`; Xcode 4.6 wrote `2.0`).
    public var formatVersion: String?
    public var toolsVersion: String?
    /// The version of `<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin">` in `<dependencies>`.
    public var cocoaTouchPluginVersion: String?
    public var systemVersion: String?
    public var targetRuntime: String?
    public var useAutolayout: Bool?
    public var useTraitCollections: Bool?
    public var useSafeAreas: Bool?
    public var isLaunchScreen: Bool?
    public var initialViewController: String?
    public var device: IBDevice? {
        didSet { canvasDevice = resolvedCanvasDevice() }
    }
    /// The device the canvas simulates, resolved from `device` or the simulated metrics (see
    /// `resolvedCanvasDevice`); set when the document is read and whenever `device` changes.
    public internal(set) var canvasDevice: IBCanvasDevice?
    /// The document-wide `<simulatedMetricsContainer key="defaultSimulatedMetrics">` (Xcode 6–7).
    public var defaultSimulatedMetrics: IBSimulatedMetrics?

    public var scenes: [IBScene] = []
    /// A xib's top-level views (children of `<objects>`), as indices into `views`.
    public var topLevelViews: [Int] = []
    public var placeholders: [IBPlaceholder] = []
    /// Every view of the document, in document order (parents before children).
    public var views: [IBView] = []
    /// Every readable constraint, in document order.
    public var constraints: [IBConstraint] = []
    public var images: [IBImageResource] = []
    public var designables: [IBDesignable] = []
    /// Storyboard segues, in document order.
    public var segues: [IBSegue] = []
    /// Every `<outlet>` and `<outletCollection>` (File's Owner's, view controllers', any object's), in document order.
    public var outlets: [IBOutlet] = []
    /// Notes (unknown elements) and problems found while reading, ordered by location.
    public var issues: [IBIssue] = []
    /// Whether this is a "what if" copy whose constraints or frames a fix changed: its records are
    /// then the fix's own and every one is judged (`NotJudgedPolicy.staleRecordReason` reads records
    /// as Xcode left them in the file).
    public var isEditedCopy = false

    var layoutItemsByID: [String: IBLayoutItem] = [:]
    var viewIndicesByID: [String: Int] = [:]
    var constraintIndicesByID: [String: Int] = [:]

    init(path: String, kind: IBDocumentKind, typeIdentifier: String) {
        self.path = path
        self.kind = kind
        self.typeIdentifier = typeIdentifier
    }

    /// The index in `views` of the view with this id.
    public func viewIndex(withID id: String) -> Int? { viewIndicesByID[id] }

    /// The view with this id.
    public func view(withID id: String) -> IBView? { viewIndex(withID: id).map { views[$0] } }

    /// The constraint with this id.
    public func constraint(withID id: String) -> IBConstraint? { constraintIndicesByID[id].map { constraints[$0] } }

    /// The view or layout guide this id names, as a constraint item.
    public func layoutItem(withID id: String) -> IBLayoutItem? { layoutItemsByID[id] }

    /// The size `<resources>` records for an image name.
    public func imageSize(named name: String) -> Size? {
        images.first { $0.name == name }?.size
    }

    /// The subviews of a view, as values.
    public func subviews(of view: IBView) -> [IBView] { view.subviews.map { views[$0] } }

    /// The constraints a view declares, as values.
    public func constraints(declaredBy view: IBView) -> [IBConstraint] { view.constraints.map { constraints[$0] } }

    /// The notes and problems of one severity.
    public func issues(_ severity: IBIssue.Severity) -> [IBIssue] { issues.filter { $0.severity == severity } }
}
