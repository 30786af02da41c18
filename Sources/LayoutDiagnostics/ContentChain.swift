import OpenAutoLayout

/// The line of constraints from a container's near edge (leading or top) towards its far edge
/// (trailing or bottom), as far as it reaches: Xcode's hint "trace a line of continuously
/// connected constraints … from the leading (or top) edge of scroll view to the trailing (or
/// bottom) edge", followed for the reader.
public struct ContentChain {
    public enum Stop {
        /// The chain reaches the far edge: this axis is determined.
        case complete
        /// No content view is pinned to the near edge (`candidate`: the first content view).
        case noNearEdgePin(candidate: View?)
        /// `view` has no size on the axis; `farEdgePinned` tells whether its far edge reaches the
        /// container's far edge (then the view and the content decide each other's size).
        case missingSize(view: View, farEdgePinned: Bool)
        /// `view`'s size only refers back to the scroll view's content (seed 004's first rule).
        case sizeRefersToContent(view: View, constraint: LayoutConstraint)
        /// `view`'s far edge is not pinned to `container`'s far edge or to a next view (the
        /// container is the scroll view, or a content view sized by its subviews).
        case missingFarEdgePin(view: View, container: View)
    }

    public var axis: LayoutConstraint.Axis
    /// The constraints followed, in order from the near edge.
    public var links: [LayoutConstraint]
    public var stop: Stop
}

/// Follows content chains through a hierarchy's installed constraints (public API only).
public struct ContentChainTracer {
    /// Every installed user constraint of the hierarchy, in hierarchy then installation order.
    let constraints: [LayoutConstraint]
    /// Positions in `constraints` of the constraints naming each item, ascending: what one view's
    /// explanation reads, so explaining every view of a hierarchy does not scan it once per view.
    private let positionsByItem: [ObjectIdentifier: [Int]]

    /// Built once per hierarchy and shared by the explanations of its issues.
    public init(root: View) {
        var all: [LayoutConstraint] = []
        var stack = [root]
        var ordered: [View] = []
        while let view = stack.popLast() {
            ordered.append(view)
            stack += view.subviews.reversed()
        }
        for view in ordered { all += view.constraints }
        constraints = all
        var positions: [ObjectIdentifier: [Int]] = [:]
        for (position, constraint) in all.enumerated() {
            let items = [constraint.firstItem, constraint.secondItem].compactMap { item in item.map { ObjectIdentifier($0) } }
            for item in Set(items) { positions[item, default: []].append(position) }
        }
        positionsByItem = positions
    }

    /// The constraints naming `item` as either item, in `constraints`' order.
    package func constraints(naming item: any LayoutItem) -> [LayoutConstraint] {
        (positionsByItem[ObjectIdentifier(item)] ?? []).map { constraints[$0] }
    }

    static func nearAttributes(_ axis: LayoutConstraint.Axis) -> [LayoutConstraint.Attribute] {
        axis == .horizontal ? [.leading, .left] : [.top]
    }

    static func farAttributes(_ axis: LayoutConstraint.Axis) -> [LayoutConstraint.Attribute] {
        axis == .horizontal ? [.trailing, .right] : [.bottom]
    }

    static func sizeAttribute(_ axis: LayoutConstraint.Axis) -> LayoutConstraint.Attribute {
        axis == .horizontal ? .width : .height
    }

    /// Whether (item, attribute) is the container's edge: for a scroll view its content edge
    /// (the scroll view's own edge attribute, or its content layout guide's).
    static func isContainerEdge(_ item: (any LayoutItem)?, _ attribute: LayoutConstraint.Attribute, container: View,
                                edges: [LayoutConstraint.Attribute]) -> Bool {
        guard edges.contains(attribute), let item else { return false }
        if item === container { return true }
        if let guide = item as? LayoutGuide, guide.owningView === container,
           guide.identifier == "UIScrollView-contentLayoutGuide" { return true }
        return false
    }

    /// The chain along `axis` inside `container` (a scroll view's content, or a plain view).
    public func chain(in container: View, axis: LayoutConstraint.Axis, visited: [View] = []) -> ContentChain {
        let near = Self.nearAttributes(axis), far = Self.farAttributes(axis)
        var links: [LayoutConstraint] = []
        guard let (start, first) = pin(of: nil, toContainer: container, edges: near, viewEdges: near) else {
            return ContentChain(axis: axis, links: [], stop: .noNearEdgePin(candidate: container.subviews.first))
        }
        links.append(start)
        var current = first
        var seen = visited + [container]
        while true {
            seen.append(current)
            switch sizeState(of: current, axis: axis, seen: seen) {
            case .free:
                let pinned = pin(of: current, toContainer: container, edges: far, viewEdges: far) != nil
                return ContentChain(axis: axis, links: links, stop: .missingSize(view: current, farEdgePinned: pinned))
            case .refersToContent(let constraint):
                return ContentChain(axis: axis, links: links + [constraint],
                                    stop: .sizeRefersToContent(view: current, constraint: constraint))
            case .fixed(let constraint):
                if let constraint { links.append(constraint) }
            case .stopsInside(let inner):
                // A content view meant to be sized by its subviews whose row stops short of its far edge.
                return ContentChain(axis: axis, links: links + inner.links, stop: inner.stop)
            }
            if let (end, _) = pin(of: current, toContainer: container, edges: far, viewEdges: far) {
                return ContentChain(axis: axis, links: links + [end], stop: .complete)
            }
            guard let (spacing, next) = nextView(after: current, axis: axis, seen: seen) else {
                return ContentChain(axis: axis, links: links, stop: .missingFarEdgePin(view: current, container: container))
            }
            links.append(spacing)
            current = next
        }
    }

    enum SizeState {
        /// Fixed by this constraint (nil: by intrinsic size or by the view's own content chain).
        case fixed(LayoutConstraint?)
        case refersToContent(LayoutConstraint)
        /// No size of its own, and the chain through its subviews misses its far edge.
        case stopsInside(ContentChain)
        case free
    }

    func sizeState(of view: View, axis: LayoutConstraint.Axis, seen: [View]) -> SizeState {
        let size = Self.sizeAttribute(axis)
        for constraint in constraints where constraint.relation == .equal {
            let other: (any LayoutItem)?, otherAttribute: LayoutConstraint.Attribute
            if constraint.firstItem === view && constraint.firstAttribute == size {
                (other, otherAttribute) = (constraint.secondItem, constraint.secondAttribute)
            } else if constraint.secondItem === view && constraint.secondAttribute == size {
                (other, otherAttribute) = (constraint.firstItem, constraint.firstAttribute)
            } else {
                continue
            }
            guard let other else { return .fixed(constraint) }
            if let guide = other as? LayoutGuide, guide.identifier == "UIScrollView-contentLayoutGuide",
               otherAttribute.isSize {
                return .refersToContent(constraint)
            }
            if let otherView = other as? View, seen.contains(where: { $0 === otherView }) { continue }
            return .fixed(constraint)
        }
        let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        if intrinsic >= 0 { return .fixed(nil) }
        // A container sized by its own content (seed 004's container with its row of boxes).
        if !view.subviews.isEmpty {
            let inner = chain(in: view, axis: axis, visited: seen)
            switch inner.stop {
            case .complete: return .fixed(nil)
            case .missingFarEdgePin: return .stopsInside(inner)
            default: break
            }
        }
        return .free
    }

    /// An equality pinning a view's edge (`viewEdges`) to the container's edge (`edges`); with
    /// `view` nil, any view inside the container. Returns the constraint and the view.
    func pin(of view: View?, toContainer container: View, edges: [LayoutConstraint.Attribute],
             viewEdges: [LayoutConstraint.Attribute]) -> (LayoutConstraint, View)? {
        for constraint in constraints where constraint.relation == .equal && constraint.multiplier == 1 {
            let pairs: [((any LayoutItem)?, LayoutConstraint.Attribute, (any LayoutItem)?, LayoutConstraint.Attribute)] = [
                (constraint.firstItem, constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute),
                (constraint.secondItem, constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute),
            ]
            for (a, aAttribute, b, bAttribute) in pairs {
                guard let candidate = a as? View, candidate !== container, candidate.superview === container,
                      view == nil || candidate === view, viewEdges.contains(aAttribute),
                      Self.isContainerEdge(b, bAttribute, container: container, edges: edges) else { continue }
                return (constraint, candidate)
            }
        }
        return nil
    }

    /// A sibling whose near edge is spaced from `view`'s far edge.
    func nextView(after view: View, axis: LayoutConstraint.Axis, seen: [View]) -> (LayoutConstraint, View)? {
        let near = Self.nearAttributes(axis), far = Self.farAttributes(axis)
        for constraint in constraints where constraint.relation == .equal && constraint.multiplier == 1 {
            guard let a = constraint.firstItem as? View, let b = constraint.secondItem as? View else { continue }
            if a === view, far.contains(constraint.firstAttribute), near.contains(constraint.secondAttribute),
               b.superview === view.superview, !seen.contains(where: { $0 === b }) { return (constraint, b) }
            if b === view, far.contains(constraint.secondAttribute), near.contains(constraint.firstAttribute),
               a.superview === view.superview, !seen.contains(where: { $0 === a }) { return (constraint, a) }
        }
        return nil
    }
}
