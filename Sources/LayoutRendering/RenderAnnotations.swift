import OpenAutoLayout

/// What to mark on a picture, as plain values keyed by object identity.
///
/// Rendering never asks a layout why it is wrong: the caller (the CLI, diagnostics, a test)
/// says which views are ambiguous, which constraints conflict and what each object is called.
/// The dictionaries and sets are only looked up, never iterated, so their order cannot reach
/// the output.
public struct RenderAnnotations: Sendable, Hashable {
    /// Object ids written as `data-id` (Interface Builder ids); views without one get `view-N`
    /// (N in tree order, the root is `view-0`), constraints `constraint-N` (N in drawing order).
    /// Keys are `ObjectIdentifier`s of views, constraints or layout guides.
    public var ids: [ObjectIdentifier: String] = [:]
    /// Display names; a view without one shows its `accessibilityIdentifier`, else its type name.
    public var labels: [ObjectIdentifier: String] = [:]
    /// Views whose frame the constraints leave undetermined, and in which parts.
    public var ambiguousViews: [ObjectIdentifier: LayoutIssue.AmbiguousAttributes] = [:]
    /// Scroll views whose content size the constraints leave undetermined, per axis.
    public var ambiguousContentSizes: [ObjectIdentifier: LayoutIssue.Axes] = [:]
    /// Constraints that take part in a conflict (drawn in red).
    public var conflictingConstraints: Set<ObjectIdentifier> = []
    /// The constraints broken to recover from a conflict (drawn in red, dashed).
    public var brokenConstraints: Set<ObjectIdentifier> = []
    /// Views inside a scroll view constrained to something outside it, so they do not scroll.
    public var floatingViews: Set<ObjectIdentifier> = []
    /// Misplaced views: the frame the file records (in the superview's coordinates, as the file
    /// has it), drawn beside the frame the constraints give, with the move between them.
    public var recordedFrames: [ObjectIdentifier: Rect] = [:]
    /// The content offset to draw a scroll view at, instead of its current `contentOffset`.
    ///
    /// Only the drawing moves: frames are not solved again, so content pinned to the
    /// `frameLayoutGuide` is drawn where it was solved. To see such content at another offset,
    /// set `contentOffset` on the scroll view and call `layoutIfNeeded()` before rendering.
    public var contentOffsets: [ObjectIdentifier: Point] = [:]
    /// What the canvas lays over the root view (status bar, navigation bar, tab bar, …), in drawing
    /// order; see `addCanvasBar(_:frame:)`.
    public var canvasBars: [CanvasBar] = []

    public init() {}

    /// Gives an object (view, constraint or layout guide) its `data-id`.
    public mutating func setID(_ id: String, for object: AnyObject) {
        ids[ObjectIdentifier(object)] = id
    }

    /// Gives a view its display name.
    public mutating func setLabel(_ label: String, for object: AnyObject) {
        labels[ObjectIdentifier(object)] = label
    }

    /// Highlights the given parts of a view's frame as ambiguous (added to any already marked).
    public mutating func markAmbiguous(_ view: View, _ attributes: LayoutIssue.AmbiguousAttributes) {
        ambiguousViews[ObjectIdentifier(view), default: []].formUnion(attributes)
    }

    /// Highlights the axes of a scroll view's content size as ambiguous.
    public mutating func markAmbiguousContentSize(of scrollView: ScrollView, axes: LayoutIssue.Axes) {
        ambiguousContentSizes[ObjectIdentifier(scrollView), default: []].formUnion(axes)
    }

    /// Draws a constraint in red; `broken` also dashes it.
    public mutating func markConflicting(_ constraint: LayoutConstraint, broken: Bool = false) {
        conflictingConstraints.insert(ObjectIdentifier(constraint))
        if broken { brokenConstraints.insert(ObjectIdentifier(constraint)) }
    }

    /// Marks a view that does not scroll with its scroll view's content.
    public mutating func markFloating(_ view: View) {
        floatingViews.insert(ObjectIdentifier(view))
    }

    /// Marks a view whose recorded frame (`recordedFrame`, in its superview's coordinates) is not
    /// where its constraints put it.
    public mutating func markMisplaced(_ view: View, recordedFrame: Rect) {
        recordedFrames[ObjectIdentifier(view)] = recordedFrame
    }

    /// Draws `scrollView` as if scrolled to `contentOffset`.
    public mutating func setContentOffset(_ contentOffset: Point, for scrollView: ScrollView) {
        contentOffsets[ObjectIdentifier(scrollView)] = contentOffset
    }

    /// Draws every scroll view in `root`'s tree (the root included) as if scrolled to
    /// `contentOffset` (what `autolayout render --offset X,Y` asks for).
    public mutating func setContentOffset(_ contentOffset: Point, forEveryScrollViewIn root: View) {
        var pending: [View] = [root]
        while let view = pending.popLast() {
            if let scrollView = view as? ScrollView { setContentOffset(contentOffset, for: scrollView) }
            pending.append(contentsOf: view.subviews)
        }
    }
}

extension RenderAnnotations {
    /// Annotations that highlight what a layout pass found: ambiguous views and content sizes,
    /// conflicting and broken constraints. Ids, labels and floating views are left to the caller.
    public init(issues: [LayoutIssue]) {
        self.init()
        add(issues)
    }

    /// Adds the highlights for `issues` (see `init(issues:)`).
    public mutating func add(_ issues: [LayoutIssue]) {
        for issue in issues {
            switch issue {
            case .unsatisfiableConstraints(let conflicting, let broken):
                for constraint in conflicting { markConflicting(constraint) }
                markConflicting(broken, broken: true)
            case .ambiguousLayout(let view, let attributes):
                markAmbiguous(view, attributes)
            case .ambiguousScrollableContentSize(let scrollView, let axes):
                markAmbiguousContentSize(of: scrollView, axes: axes)
            case .contentPriorityAmbiguity(let views, let axis, _, _):
                // Equal content priorities leave the size along that axis to chance.
                for view in views { markAmbiguous(view, axis == .horizontal ? .width : .height) }
            }
        }
    }

    /// The constraints named by conflicts in `issues` that are not installed on any view
    /// (generated ones: autoresizing masks, intrinsic sizes), once each, in issue order.
    /// Pass them to the renderer as `additionalConstraints` to draw them too.
    public static func uninstalledConstraints(in issues: [LayoutIssue]) -> [LayoutConstraint] {
        var seen: Set<ObjectIdentifier> = []
        var result: [LayoutConstraint] = []
        for case .unsatisfiableConstraints(let conflicting, let broken) in issues {
            for constraint in conflicting + [broken] where !constraint.isActive {
                if seen.insert(ObjectIdentifier(constraint)).inserted { result.append(constraint) }
            }
        }
        return result
    }
}
