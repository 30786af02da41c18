import OpenAutoLayout

/// Which constraints a layout of an Interface Builder document uses.
public enum IBLayoutMode: String, Sendable, Hashable, CaseIterable {
    /// As Xcode's canvas: placeholder constraints are active.
    case designTime
    /// As the app at launch: placeholder constraints are removed ("Remove at build time"), and views
    /// left with no constraint at all get IB's fixed-frame constraints from their recorded frame.
    case buildTime
}

/// Where a view's intrinsic content size came from, when it has one.
public enum IBIntrinsicSizeSource: String, Sendable, Hashable {
    /// `placeholderIntrinsicWidth/Height` (Size inspector ▸ Intrinsic Size ▸ Placeholder).
    case placeholder
    /// `<designables>`: the size IB measured for an `@IBDesignable` view.
    case designable
    /// The image's size from the document's `<resources>`.
    case imageResource
    /// The recorded frame's size: text, titles and controls record no intrinsic size, so the size
    /// IB last drew them at stands in for UIKit's measurement.
    case recordedFrame
    /// The system font's line height (`TextMetrics`): the height of a single-line label that
    /// records no frame; it has no intrinsic width then.
    case textMetrics
    /// UIKit's size where the record cannot be one: no frame recorded (the control's size, or for
    /// text a width estimated without the real font's glyphs), or a label recorded wider than its
    /// text could run (`ControlSizePolicy`).
    case uikitEstimate
}

/// One view of a laid-out scene, as plain values.
public struct ViewLayout: Sendable, Hashable {
    public var id: String
    /// The XML element name (`scrollView`, `label`, …).
    public var elementName: String
    public var customClass: String?
    public var userLabel: String?
    /// A label's text, a text field's text or a button's title (what Xcode names them by).
    public var text: String?
    public var location: IBSourceLocation
    public var superviewID: String?
    /// The solved frame, in the superview's coordinates (content coordinates inside a scroll view).
    public var frame: Rect
    public var recordedFrame: Rect?
    /// The parts of the frame the constraints leave undetermined.
    public var ambiguous: LayoutIssue.AmbiguousAttributes
    /// True when an ancestor's frame is ambiguous, so this view's place on the canvas is too, though
    /// its frame relative to its superview may be fixed (Xcode flags such views ambiguous as well).
    /// Also true on Xcode 7 to 11's canvas for a view that follows, by its autoresizing mask, a view without
    /// constraints (`FixedFrameSubviewPolicy`): that canvas does not place such a view.
    public var hasAmbiguousAncestor: Bool = false
    /// On Xcode 7 to 11's canvas, the view without constraints (`fixedFrame`) that this view follows
    /// by its autoresizing mask, which leaves it unplaced (`FixedFrameSubviewPolicy`); nil otherwise.
    public var unplacedByFixedFrameViewID: String? = nil
    /// True when the view is in a table row below the visible part of its table, which the canvas
    /// never lays out: Xcode 13.3 and later flag such views ambiguous (`UnlaidTableRowPolicy`).
    public var isInUnlaidTableRow: Bool = false
    /// Why the view's frame is not judged (never reported misplaced), when what decides it is not in
    /// the file (`NotJudgedPolicy`); nil for a judged view.
    public var notJudged: String? = nil
    /// Xcode's flags as saved in the file.
    public var xcodeAmbiguous: Bool
    public var xcodeMisplaced: Bool
    /// Ours: solved and recorded frames more than 0.5 pt apart on x, y, width or height
    /// (only when both exist and the view is not ambiguous).
    public var misplaced: Bool
    /// `verifyAmbiguity` (`off`, `ignoreSizes`); nil is Xcode's default (check all).
    public var verifyAmbiguity: String?
    public var intrinsicSizeSource: IBIntrinsicSizeSource?
    /// True when the view is not laid out by Auto Layout constraints of its own but by its frame and
    /// autoresizing mask (no `translatesAutoresizingMaskIntoConstraints="NO"`, or `fixedFrame`).
    public var isAutoresizing: Bool
}

/// A scroll view's content size as the constraints give it.
public struct ScrollViewLayout: Sendable, Hashable {
    public var id: String
    /// nil on an axis whose content size is ambiguous.
    public var contentWidth: Double?
    public var contentHeight: Double?
    public var ambiguousAxes: LayoutIssue.Axes
    /// False when no constraint relates the content to the scroll view's content edges (and it has no
    /// content layout guide): UIKit then keeps the content size set in code, zero here.
    public var isContentSizeFromConstraints: Bool
}

/// A constraint named in an issue: an IB constraint by id, or one UIKit generates.
public struct ConstraintReference: Sendable, Hashable {
    /// The IB id, nil for a generated constraint (autoresizing mask, intrinsic size, stack view, guide).
    public var id: String?
    public var location: IBSourceLocation?
    /// IB ids of the items (a layout guide's own id); nil for a constant or a generated item.
    public var firstItemID: String?
    public var firstAttribute: String
    public var relation: String
    public var secondItemID: String?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// UIKit's class for generated ones (`NSAutoresizingMaskLayoutConstraint`, …) or `NSLayoutConstraint`.
    public var className: String
    /// The model's own description (the fallback when items have no IB id).
    public var modelDescription: String
}

/// A layout problem of a scene, in IB ids.
public enum SceneLayoutIssue: Sendable, Hashable {
    case conflictingConstraints(conflicting: [ConstraintReference], broken: ConstraintReference)
    case ambiguousLayout(viewID: String, attributes: LayoutIssue.AmbiguousAttributes)
    case ambiguousScrollableContentSize(scrollViewID: String, axes: LayoutIssue.Axes)
    case contentPriorityAmbiguity(viewIDs: [String], axis: LayoutConstraint.Axis,
                                  kind: LayoutIssue.ContentPriorityKind, priority: Double)
    /// The constraints put the view at `expected`; the file records `actual`.
    case misplacedView(viewID: String, expected: Rect, actual: Rect)
    /// A label or button showing text, held at `width` by the required constant width constraint
    /// `constraintID` (at `location`): a longer translation is clipped (`FixedWidthTextPolicy`).
    case fixedWidthMayClip(viewID: String, constraintID: String, location: IBSourceLocation, width: Double)
}

/// One storyboard scene (or xib top-level view) laid out on its canvas.
public struct SceneLayout: Sendable, Hashable {
    /// The scene id, or the top-level view's id in a xib.
    public var id: String
    public var name: String
    public var location: IBSourceLocation
    public var mode: IBLayoutMode
    /// The root view's recorded size.
    public var canvas: Size
    /// The safe-area insets the canvas simulates (status bar, bars, sensor housing).
    public var safeAreaInsets: EdgeInsets
    /// Every laid-out view, in document order (parents before children).
    public var views: [ViewLayout]
    public var scrollViews: [ScrollViewLayout]
    public var issues: [SceneLayoutIssue]
    /// Choices the mapping made that a reader should know (constraints skipped, …), in order.
    public var notes: [String]
    /// Constraints left out because the layout with them overflowed (a frame or content size not finite),
    /// each an error at the constraint, in document order.
    public var overflowingConstraints: [IBIssue] = []
    /// What the verdicts of this scene assume that the file may not say: the canvas, its safe-area
    /// insets, the size class and the placeholder constraints (`IBCanvasMetrics.assumptions`), in
    /// words; misplaced warnings and conflicts repeat it.
    public var assumptions: String = ""
    /// Constraints skipped and views never laid out, with their notes (`SceneLeftOut`).
    public var leftOut = SceneLeftOut()
    /// The bars and device insets that make up `safeAreaInsets`, for pictures that draw them.
    public var canvasBars: SceneCanvasBars = SceneCanvasBars()

    /// The view with this id.
    public func view(withID id: String) -> ViewLayout? { views.first { $0.id == id } }

    /// The scroll view with this id.
    public func scrollView(withID id: String) -> ScrollViewLayout? { scrollViews.first { $0.id == id } }
}

/// What the canvas puts over a root view's edges, in points (0: none): the status bar, or the sensor
/// housing and home indicator in its place, a navigation bar under the top one and a tab bar above
/// the bottom one (`IBCanvasMetrics`). Their sum is the scene's `safeAreaInsets`.
public struct SceneCanvasBars: Sendable, Hashable {
    public var statusBar = 0.0
    public var sensorHousing = 0.0
    /// The housing's inset at each side in landscape (the notch phones).
    public var sensorHousingSide = 0.0
    public var navigationBar = 0.0
    public var tabBar = 0.0
    public var homeIndicator = 0.0

    public init() {}
}
