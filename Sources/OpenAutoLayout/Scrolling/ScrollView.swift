/// A view whose interior is a larger content rectangle, scrolled by moving `bounds.origin`
/// (UIKit's `UIScrollView`).
///
/// Subviews' frames are in content coordinates: the content rectangle is
/// `(0, 0, contentSize.width, contentSize.height)`. Between the scroll view and its descendants,
/// edge and margin attributes mean the content rectangle and width, height and centers the frame.
/// `contentSize` is derived from the constraints on each axis they touch; an axis no constraint
/// touches keeps the value set in code.
open class ScrollView: View {
    /// The size of the content rectangle. Set it in code, or let constraints on the content edges
    /// (or `contentLayoutGuide`) define it; the layout pass then overwrites the axes they define.
    open var contentSize: Size = .zero {
        didSet { if contentSize != oldValue { needsLayoutFlag = true } }
    }

    /// The custom distance the content is inset from the scroll view's edges (default zero).
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isPagingEnabled = false
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { scrollEnabledDidChange() } } }
    public var bounces = true
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero

    /// Deprecated in UIKit; setting it sets both indicator insets.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// A text view without scrolling sizes to its text; plain scroll views ignore the switch.
    func scrollEnabledDidChange() {}

    var contentGuideStorage: LayoutGuide?
    var frameGuideStorage: LayoutGuide?
    /// The adjusted inset the current `contentOffset` was chosen for: a scroll view resting at
    /// its top keeps resting at its top when the inset changes (as UIKit does for bars).
    var lastAdjustedContentInset: EdgeInsets = .zero
    /// The bottom inset in place before the keyboard helper changed it.
    var insetBeforeKeyboard: EdgeInsets?

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    public required init?(coder: Coder) { super.init(coder: coder) }

    /// The point of the content shown at the top-left corner: the same value as `bounds.origin`.
    /// Any value is accepted (pull-to-refresh scrolls past the edges).
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets `contentOffset` (animation is not modelled: the change is immediate).
    public func setContentOffset(_ contentOffset: Point, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The content rectangle `(0, 0, contentWidth, contentHeight)`; constraining content to its
    /// four edges defines `contentSize`.
    public var contentLayoutGuide: LayoutGuide {
        if let guide = contentGuideStorage { return guide }
        let guide = LayoutGuide(role: .content, owner: self)
        contentGuideStorage = guide
        hierarchyDidChange()
        return guide
    }

    /// The scroll view's frame, in content coordinates `(contentOffset, bounds.size)`:
    /// content pinned to it does not scroll.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = frameGuideStorage { return guide }
        let guide = LayoutGuide(role: .frame, owner: self)
        frameGuideStorage = guide
        hierarchyDidChange()
        return guide
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    func adjustedContentInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedContentInset else { return }
        let old = lastAdjustedContentInset
        lastAdjustedContentInset = adjusted
        // Resting at the top (or left) edge stays there, as UIKit keeps a list scrolled to its top.
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
    }

    /// How the safe area enters `adjustedContentInset` (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
        /// Like `.scrollableAxes`, and vertically always when the scroll view is a navigation
        /// child's content view (the view controller's view or its first subview).
        case automatic = 0
        /// Per axis, when the content is larger than the frame (or the axis always bounces).
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
}
