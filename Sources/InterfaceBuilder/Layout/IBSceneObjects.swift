import OpenAutoLayout

/// The model objects of one laid-out scene, for callers that draw or inspect the layout itself
/// rather than its plain values (`SceneLayout`): the root view, laid out in its window, and the
/// IB ids of the views, constraints and layout guides made from the document.
///
/// The model is the scene's main root (the view controller's view, or a xib's top-level view),
/// mapped exactly as `IBLayout.layOut` maps it for its frames; views of a scene's dock, which
/// `SceneLayout` lists after it, are not part of it.
public final class IBSceneObjects {
    /// The scene id, or the top-level view's id in a xib (as `SceneLayout.id`).
    public let sceneID: String
    /// The window the root is laid out in (its size is the canvas).
    public let window: Window
    /// The scene's root view.
    public let rootView: View
    /// The views made from the document, in document order (parents first).
    public let views: [View]
    /// The constraints made from the document's constraints, in document order.
    public let constraints: [LayoutConstraint]
    /// The layout guides the document's constraints name (safe area, content and frame guides,
    /// controller guides), sorted by IB id.
    public let layoutGuides: [LayoutGuide]
    private let idsByObject: [ObjectIdentifier: String]
    private let viewsByID: [String: View]

    init(sceneID: String, mapper: IBSceneMapper) {
        self.sceneID = sceneID
        window = mapper.window
        rootView = mapper.controller.view
        let document = mapper.document
        var ids: [ObjectIdentifier: String] = [:]
        var views: [(Int, View)] = mapper.viewsByIndex.map { ($0.key, $0.value) }
        views.sort { $0.0 < $1.0 }
        self.views = views.map(\.1)
        var byID: [String: View] = [:]
        for (index, view) in views {
            ids[ObjectIdentifier(view)] = document.views[index].id
            byID[document.views[index].id] = view
        }
        viewsByID = byID
        // Installed constraints are found on the views; their document index gives the order.
        var constraints: [(Int, LayoutConstraint)] = []
        for (_, view) in views {
            for constraint in view.constraints {
                guard let index = mapper.constraintIndexByObject[ObjectIdentifier(constraint)] else { continue }
                constraints.append((index, constraint))
                ids[ObjectIdentifier(constraint)] = document.constraints[index].id
            }
        }
        constraints.sort { $0.0 < $1.0 }
        self.constraints = constraints.map(\.1)
        var guides: [(String, LayoutGuide)] = []
        for constraint in self.constraints {
            for case let guide as LayoutGuide in [constraint.firstItem, constraint.secondItem] {
                guard let id = mapper.guideIDs[ObjectIdentifier(guide)], ids[ObjectIdentifier(guide)] == nil else { continue }
                ids[ObjectIdentifier(guide)] = id
                guides.append((id, guide))
            }
        }
        layoutGuides = guides.sorted { $0.0 < $1.0 }.map(\.1)
        idsByObject = ids
    }

    /// The IB id of a view, constraint or layout guide of this model; nil for generated objects.
    public func id(of object: AnyObject) -> String? {
        idsByObject[ObjectIdentifier(object)]
    }

    /// The view made from the element with this IB id.
    public func view(withID id: String) -> View? {
        viewsByID[id]
    }

    /// Scrolls every scroll view of the scene to `contentOffset` and lays the scene out again, so
    /// content pinned outside its scroll view (floating content) moves with the viewport.
    public func setContentOffsetOfEveryScrollView(_ contentOffset: Point) {
        for case let scrollView as ScrollView in views { scrollView.contentOffset = contentOffset }
        window.layoutIfNeeded()
    }
}
