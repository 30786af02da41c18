/// A rectangle in a hierarchy, laid out by constraints (UIKit's `UIView`).
///
/// `frame` is in the superview's coordinates; `bounds` is the view's own interior coordinate
/// system, whose origin is where the interior is scrolled to (a scroll view's `contentOffset`).
/// Subclasses override `intrinsicContentSize` and `layoutSubviews()` as in UIKit.
open class View: Responder, LayoutItem, CustomStringConvertible {
    // MARK: Geometry storage

    /// The frame's origin in the superview's coordinates; the frame's size is `bounds.size`.
    var frameOrigin: Point
    var boundsStorage: Rect

    // MARK: Hierarchy storage

    public internal(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    public internal(set) var constraints: [LayoutConstraint] = []
    public internal(set) var layoutGuides: [LayoutGuide] = []

    /// The engine, kept by a hierarchy's root only.
    var rootEngine: LayoutEngine?
    var needsLayoutFlag = true
    var needsUpdateConstraintsFlag = true

    // MARK: Layout properties storage

    var huggingPriorities: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionPriorities: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var marginsStorage = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var marginsGuideStorage: LayoutGuide?
    var safeAreaGuideStorage: LayoutGuide?
    var keyboardGuideStorage: LayoutGuide?
    var readableGuideStorage: LayoutGuide?
    var legacyTopGuideStorage: LayoutGuide?
    var legacyBottomGuideStorage: LayoutGuide?
    /// Orders constraint activations in this hierarchy (kept by the root).
    var activationCounter = 0
    /// Computed by the layout pass from the window, the view controller and the frames.
    var safeAreaInsetsStorage = EdgeInsets.zero
    weak var owningViewController: ViewController?
    var autoresizingReference: AutoresizingReference?

    /// Set on a hierarchy's root: called by the layout pass once for each conflict it meets, as
    /// UIKit logs "Unable to simultaneously satisfy constraints." (see `View+UnsatisfiableConstraints`).
    public var unsatisfiableConstraintsHandler: ((LayoutIssue) -> Void)?

    /// A name for logs and diagnostics (UIKit's accessibility identifier, or the storyboard label).
    public var accessibilityIdentifier: String?

    /// Hidden views still take part in layout, except as a stack view's arranged subview,
    /// which then collapses (UIKit's 'UISV-hiding').
    public var isHidden = false {
        didSet { if isHidden != oldValue, let stack = superview as? StackView { stack.arrangementDidChange() } }
    }

    /// Whether the view's autoresizing mask becomes constraints. True for views made in code,
    /// as in UIKit; a storyboard loader sets it to false.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { hierarchyDidChange() } }
    }

    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue, translatesAutoresizingMaskIntoConstraints { hierarchyDidChange() } }
    }

    /// Whether the layout margins guide is inset by the safe area too (default true, as UIKit).
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsDidChange() } }
    }

    public init(frame: Rect) {
        frameOrigin = frame.origin
        boundsStorage = Rect(origin: .zero, size: frame.size)
    }

    public override convenience init() { self.init(frame: .zero) }

    /// UIKit's archive initializer, required as in UIKit (so subclasses that add initializers
    /// write `required init?(coder:)`, as they do for UIKit). Nothing is decoded: a zero frame.
    public required init?(coder: Coder) {
        frameOrigin = .zero
        boundsStorage = .zero
    }

    /// Frees the subtree without recursion: freed one by one, each view's `subviews` would free the next
    /// level inside its own deinit, and a tree a hundred thousand levels deep would overflow the stack.
    deinit {
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            // A subtree someone else still holds is theirs to free (by this same loop, later).
            guard isKnownUniquelyReferenced(&view) else { continue }
            pending.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }

    // MARK: Appearance apps override (stored: layout reads none of them)

    open var backgroundColor: Color?
    /// UIKit's default tint is its system blue; nil restores it, as in UIKit.
    open var tintColor: Color! {
        get { tintColorStorage ?? Color(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
        set { tintColorStorage = newValue; tintColorDidChange() }
    }
    private var tintColorStorage: Color?
    open func tintColorDidChange() {}
    open var alpha: Double = 1
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var isOpaque = true
    open var tag = 0
    /// Properties of other UIKit layers kept for them (the layer, a text field's side views):
    /// stored-only values that no model type needs to know.
    package var attachedValues: [String: Any] = [:]

    override var environmentTraits: TraitCollection? { (root as? Window)?.windowTraits }

    // MARK: Overridable hooks

    /// The natural size of the content; `View.noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Positions the subviews. The default assigns each subview the frame the engine solved for;
    /// overrides call `super.layoutSubviews()` first, as in UIKit.
    open func layoutSubviews() {
        existingEngine?.applySolvedFrames(toSubviewsOf: self)
    }

    /// Called when the computed safe-area insets change.
    open func safeAreaInsetsDidChange() {}

    /// Called when `layoutMargins` / `directionalLayoutMargins` change.
    open func layoutMarginsDidChange() {}

    /// Called by the layout pass, leaves first, before the constraints are solved, while the view
    /// needs it (every view on its first pass, then after `setNeedsUpdateConstraints()`): an
    /// override adds or changes constraints and calls `super.updateConstraints()` last, as in UIKit.
    open func updateConstraints() {}

    /// UIKit's opt-in for views that make their constraints in `updateConstraints()`; the model
    /// calls `updateConstraints()` on every view anyway, so it changes nothing.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called before and after the view moves to another superview (nil when removed).
    open func willMove(toSuperview newSuperview: View?) {}
    open func didMoveToSuperview() {}

    /// Called after the view's hierarchy joins or leaves a window.
    open func didMoveToWindow() {}

    /// Called on the superview after a subview is added and before one is removed.
    open func didAddSubview(_ subview: View) {}
    open func willRemoveSubview(_ subview: View) {}

    /// Drawing is not modelled: overrides compile and are never called.
    open func draw(_ rect: Rect) {}

    /// Distances of the first baseline from the top and of the last baseline from the bottom;
    /// `nil` for views without text, whose baselines are the bottom edge. A plain view returns
    /// `textBaselineOffsets`: a view that stands for a text view of a document (see there).
    var baselineOffsets: (fromTop: Double, fromBottom: Double)? { textBaselineOffsets }

    /// Baselines given to a plain view from outside: a document's non-scrolling text view, which a
    /// mapper lays out as a plain view sized by its record, keeps `TextView`'s text baselines.
    /// Classes with text of their own (`Label`, `TextField`, `Button`, `TextView`) ignore it.
    public var textBaselineOffsets: (fromTop: Double, fromBottom: Double)?

    /// For a view that centres its one line of text vertically (a button's title), the distance of
    /// that line's baseline from the view's vertical centre, which holds at any height; nil where
    /// `baselineOffsets` holds instead.
    var centredBaselineOffset: Double? { nil }

    /// Called by the layout pass after it gave the view a new width: text that wraps at its laid-out
    /// width measures itself again there (UIKit's second measuring pass for multi-line labels).
    func layoutWidthDidChange() {}

    /// Views without a baseline of their own report the bottom edge.
    public static let noIntrinsicMetric: Double = -1

    // MARK: Description

    open var description: String { "<\(debugName); frame = \(frame)>" }

    var debugName: String {
        let type = String(describing: Swift.type(of: self))
        if let accessibilityIdentifier { return "\(type) '\(accessibilityIdentifier)'" }
        return type
    }
}

/// Which of a view's margins and sizes follow its superview's size (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
