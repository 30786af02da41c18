/// Lays out a row or column of views by generating constraints (UIKit's `UIStackView`).
///
/// The stack view installs its constraints on itself with UIKit's identifiers: 'UISV-canvas-
/// connection', 'UISV-spacing', 'UISV-fill-equally', 'UISV-fill-proportionally',
/// 'UISV-distributing', 'UISV-alignment', 'UISV-spanning-boundary', 'UISV-spanning-fit' and
/// 'UISV-hiding'. Arranged subviews get `translatesAutoresizingMaskIntoConstraints = false`.
open class StackView: View {
    public private(set) var arrangedSubviews: [View] = []
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            arrangementDidChange()
            for case let stack as StackView in arrangedSubviews { stack.refreshDistributingFit() }
        }
    }
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    public var spacing: Double = 0 { didSet { if spacing != oldValue { arrangementDidChange() } } }
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Spacing set with `setCustomSpacing(_:after:)`, by arranged view.
    var customSpacings: [ObjectIdentifier: Double] = [:]

    var generatedConstraints: [LayoutConstraint] = []
    var spacerGuides: [LayoutGuide] = []
    /// The pull of the first gap towards zero (equal spacing or centring), whose priority depends on
    /// the stacks this one is arranged in (`nestedDistributingFitPriority`).
    var distributingFit: LayoutConstraint?
    /// Whether this stack fits its own views across its axis before a stack of the same axis it is
    /// arranged in pulls it to that stack's edge (`nestedSpanningFitPriority`). Off by default: the
    /// model's one spanning-fit priority stands in for UIKit's private constraints; a checker lays a
    /// scene out both ways to see what rests on that stand-in.
    package var fitsOwnViewsFirst = false { didSet { if fitsOwnViewsFirst != oldValue { refreshDistributingFit() } } }

    public override init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: Coder) { super.init(coder: coder) }

    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts at `stackIndex` (clamped); the view also becomes a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
        (view as? StackView)?.refreshDistributingFit()
    }

    /// Stops arranging the view; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
        (view as? StackView)?.refreshDistributingFit()
    }

    /// UIKit's marker for "no custom spacing after this view: use `spacing`".
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)

    /// UIKit's marker for "the system spacing" (as `spacing` or a custom spacing): 8 points here,
    /// the standard space between sibling views that Interface Builder's "standard" spacing also
    /// gives. (UIKit measures text baseline to baseline for it; that is not modelled.)
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// `spacing` with the system marker resolved to points.
    var resolvedSpacing: Double { Self.resolved(spacing) }

    static func resolved(_ value: Double) -> Double { value == spacingUseSystem ? 8 : value }

    /// Sets the space after `arrangedSubview` (UIKit's `setCustomSpacing(_:after:)`); passing
    /// `spacingUseDefault` removes it. Ignored for a view that is not arranged, as in UIKit.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let new: Double? = spacing == Self.spacingUseDefault || !spacing.isFinite ? nil : spacing
        guard customSpacings[key] != new else { return }
        customSpacings[key] = new
        arrangementDidChange()
    }

    /// The custom space after `arrangedSubview`, or `spacingUseDefault` when it has none.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Replaces the generated constraints (and spacer guides) with ones for the current settings.
    func arrangementDidChange() {
        arrangedSubviews.removeAll { $0.superview !== self }
        removeConstraints(generatedConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        distributingFit = nil
        generatedConstraints = makeArrangementConstraints()
        addConstraints(generatedConstraints)
    }

    /// How arranged views share the stack's length (UIKit's raw values).
    public enum Distribution: Int, Hashable, Sendable, CaseIterable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit across the stack's axis (UIKit's raw values; `.top` is `.leading`,
    /// `.bottom` is `.trailing`).
    public enum Alignment: Int, Hashable, Sendable, CaseIterable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
}
