import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// One object an explanation's reasons name (a view of the chain, a constraint it follows or a
/// conflicting one), located in the file: SARIF's `relatedLocations`.
public struct RelatedObject: Sendable, Hashable {
    /// The Interface Builder object id.
    public var id: String
    /// As the reasons write it: a view's Xcode name in quotes (`"Image View"`), a constraint in
    /// the outline's words (`Image View.leading = Scroll View.leading`).
    public var name: String
    public var location: IBSourceLocation

    public init(id: String, name: String, location: IBSourceLocation) {
        self.id = id
        self.name = name
        self.location = location
    }

    /// The objects of `explanation` in the order its reasons name them: for a scroll view, the
    /// scroll view, then each axis's chain of constraints and the view where it stops; for missing
    /// constraints, the view and the constraints that touch it on its free axes; for a conflict,
    /// the conflicting constraints; for a priority tie, the views. Objects the document does not
    /// hold (UIKit's own constraints) are left out, and each object is named once.
    static func objects(of explanation: Explanation, model: IBSceneModel, tracer: ContentChainTracer,
                        describe: (LayoutConstraint) -> String, name: (any LayoutItem) -> String) -> [RelatedObject] {
        var objects: [RelatedObject] = []
        func add(_ view: View?) {
            guard let view, let element = model.element(of: view) else { return }
            objects.append(RelatedObject(id: element.id, name: "\"\(name(view))\"", location: element.location))
        }
        func add(_ constraints: [LayoutConstraint]) { objects += located(constraints, in: model, describe: describe) }
        switch explanation.issue {
        case .ambiguousScrollableContentSize(let scrollView, _):
            add(scrollView)
            for chain in explanation.chains {
                add(chain.links)
                add(chain.stop.view)
            }
        case .ambiguousLayout(let view, let attributes):
            add(view)
            add(constraints(touching: view, on: attributes, in: tracer))
        case .unsatisfiableConstraints(let conflicting, _):
            add(conflicting)
        case .contentPriorityAmbiguity(let views, _, _, _):
            views.forEach(add)
        }
        var seen: Set<String> = []
        return objects.filter { seen.insert($0.id).inserted }
    }

    /// The constraints the document holds, each once, named as `describe` words them.
    static func located(_ constraints: [LayoutConstraint], in model: IBSceneModel,
                        describe: (LayoutConstraint) -> String) -> [RelatedObject] {
        var seen: Set<ObjectIdentifier> = []
        return constraints.compactMap { constraint in
            guard seen.insert(ObjectIdentifier(constraint)).inserted, let element = model.element(of: constraint) else { return nil }
            return RelatedObject(id: element.id, name: describe(constraint), location: element.location)
        }
    }

    /// The view `id` of the document (a misplaced view), when the document has it.
    static func view(_ id: String, name: String, in document: IBDocument) -> [RelatedObject] {
        document.view(withID: id).map { [RelatedObject(id: id, name: "\"\(name)\"", location: $0.location)] } ?? []
    }

    /// The installed constraints of the tracer's hierarchy that mention `view` on an axis where
    /// part of its frame is free, in hierarchy then installation order (as the reasons list them).
    /// Read from the tracer's index of the constraints naming each item: one issue costs what its
    /// view's constraints cost, not a walk of the whole hierarchy.
    static func constraints(touching view: View, on attributes: LayoutIssue.AmbiguousAttributes,
                            in tracer: ContentChainTracer) -> [LayoutConstraint] {
        var axes: [LayoutConstraint.Axis] = []
        if !attributes.isDisjoint(with: [.xPosition, .width]) { axes.append(.horizontal) }
        if !attributes.isDisjoint(with: [.yPosition, .height]) { axes.append(.vertical) }
        return tracer.constraints(naming: view).filter {
            ($0.firstItem === view && $0.firstAttribute.axis.map(axes.contains) == true)
                || ($0.secondItem === view && $0.secondAttribute.axis.map(axes.contains) == true)
        }
    }
}

extension ContentChain.Stop {
    /// The view where the chain stops (nil when it is complete or no content view exists).
    var view: View? {
        switch self {
        case .complete: nil
        case .noNearEdgePin(let candidate): candidate
        case .missingSize(let view, _), .sizeRefersToContent(let view, _), .missingFarEdgePin(let view, _): view
        }
    }
}
