import OpenAutoLayout

/// A laid-out tree read once for drawing: views in tree order, their ids and names, and
/// rectangles in the root's coordinates at the content offsets the picture is drawn at.
struct RenderScene {
    let root: View
    let annotations: RenderAnnotations
    /// Depth first, subviews in order; the root first.
    let views: [View]
    private let generatedIDs: [ObjectIdentifier: String]

    init(root: View, annotations: RenderAnnotations) {
        self.root = root
        self.annotations = annotations
        var views: [View] = []
        var pending: [View] = [root]
        while let view = pending.popLast() {
            views.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        self.views = views
        var generated: [ObjectIdentifier: String] = [:]
        for (index, view) in views.enumerated() { generated[ObjectIdentifier(view)] = "view-\(index)" }
        generatedIDs = generated
    }

    // MARK: Names

    func id(of view: View) -> String {
        annotations.ids[ObjectIdentifier(view)] ?? generatedIDs[ObjectIdentifier(view)] ?? "view"
    }

    func name(of view: View) -> String {
        annotations.labels[ObjectIdentifier(view)] ?? view.accessibilityIdentifier
            ?? String(describing: type(of: view))
    }

    /// A constraint item's id: its annotated id, a view's id, or `owner-id.guide-identifier`.
    func id(of item: any LayoutItem) -> String {
        if let id = annotations.ids[ObjectIdentifier(item)] { return id }
        if let view = item as? View { return id(of: view) }
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map { id(of: $0) } ?? "unowned"
            return owner + "." + (guide.identifier.isEmpty ? "guide" : guide.identifier)
        }
        return "item"
    }

    /// A constraint item's name for labels ("container", "scroll.contentLayoutGuide").
    func name(of item: any LayoutItem) -> String {
        if let view = item as? View { return name(of: view) }
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map { name(of: $0) + "." } ?? ""
            switch guide.identifier {
            case "UIScrollView-contentLayoutGuide": return owner + "contentLayoutGuide"
            case "UIScrollView-frameLayoutGuide": return owner + "frameLayoutGuide"
            case "": return owner + "guide"
            default: return owner + guide.identifier
            }
        }
        return "item"
    }

    // MARK: Geometry

    /// The offset a view's interior is drawn at: the annotated one, else its `bounds.origin`.
    func drawnOffset(of view: View) -> Point {
        annotations.contentOffsets[ObjectIdentifier(view)] ?? view.bounds.origin
    }

    /// A rectangle in `view`'s interior coordinates, in the picture's coordinates (the root's
    /// interior). The model's conversion honours the current offsets; each view on the way up
    /// drawn at another offset then shifts by the difference.
    func rectInRoot(_ rect: Rect, inInteriorOf view: View) -> Rect {
        var result = view.convert(rect, to: nil)
        var current: View? = view
        while let step = current, step.superview != nil {
            let drawn = drawnOffset(of: step)
            result.origin.x += step.bounds.origin.x - drawn.x
            result.origin.y += step.bounds.origin.y - drawn.y
            current = step.superview
        }
        return result
    }

    /// The view's frame in the picture's coordinates (the root's frame is its visible interior).
    func frame(of view: View) -> Rect {
        guard let superview = view.superview else {
            return Rect(origin: drawnOffset(of: view), size: view.bounds.size)
        }
        return rectInRoot(view.frame, inInteriorOf: superview)
    }

    /// The scroll view's content rectangle `(0, 0, contentSize)` in the picture's coordinates.
    func contentArea(of scrollView: ScrollView) -> Rect {
        rectInRoot(Rect(origin: .zero, size: scrollView.contentSize), inInteriorOf: scrollView)
    }

    /// Whether the view can be seen through every scroll view above it (false: drawn faded).
    func isVisibleThroughViewports(_ view: View) -> Bool {
        let rect = frame(of: view)
        var ancestor = view.superview
        while let current = ancestor {
            if current is ScrollView, rect.intersection(frame(of: current)) == nil { return false }
            ancestor = current.superview
        }
        return true
    }
}
