import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// Turns one scene's layout issues into Xcode's words, located at the objects concerned.
public struct SceneDiagnostics: Sendable {
    public let scene: SceneLayout
    public let path: String

    public init(scene: SceneLayout, path: String) {
        self.scene = scene
        self.path = path
    }

    /// Every issue of the scene that the file's settings do not silence, in the scene's order.
    public func all() -> [Diagnostic] { scene.issues.compactMap(diagnostic) }

    /// Xcode's name of the view with this id (the id itself, or `?`, when there is none).
    public func name(of id: String?) -> String {
        guard let id, let view = scene.view(withID: id) else { return id ?? "?" }
        return ObjectNames.displayName(elementName: view.elementName, userLabel: view.userLabel, text: view.text)
    }

    /// One issue in Xcode's words; nil when the view's "Ambiguity" setting silences it.
    public func diagnostic(_ issue: SceneLayoutIssue) -> Diagnostic? {
        switch issue {
        case .ambiguousScrollableContentSize(let id, _):
            return warning(.scrollableContentSizeAmbiguity, id,
                           XcodeMessages.scrollableContentSizeAmbiguous(name: name(of: id)))
        case .ambiguousLayout(let id, var attributes):
            // The file's "Ambiguity" setting: off never warns, ignoreSizes warns about positions only.
            switch scene.view(withID: id)?.verifyAmbiguity {
            case "off": return nil
            case "ignoreSizes": attributes.subtract([.width, .height])
            default: break
            }
            guard let message = XcodeMessages.missingConstraints(attributes) else { return nil }
            return warning(.missingConstraints, id, message)
        case .contentPriorityAmbiguity(let ids, let axis, let kind, let priority):
            return warning(.contentPriorityAmbiguity, ids.first,
                           XcodeMessages.contentPriorityAmbiguity(names: ids.map(name(of:)), axis: axis, kind: kind,
                                                                  priority: priority))
        case .misplacedView(let id, let expected, let actual):
            return warning(.misplacedView, id, XcodeMessages.misplacedView(name: name(of: id), expected: expected.modelRect,
                                                                          actual: actual.modelRect))
        case .conflictingConstraints(let conflicting, let broken):
            let place = broken.location ?? conflicting.compactMap(\.location).first ?? scene.location
            return Diagnostic(severity: .error, kind: .conflictingConstraints, objectID: broken.id ?? broken.firstItemID,
                              path: path, line: place.line, column: place.column,
                              message: XcodeMessages.conflictingConstraints(conflicting.map(describe),
                                                                            broken: describe(broken)))
        }
    }

    private func warning(_ kind: DiagnosticKind, _ id: String?, _ message: String) -> Diagnostic {
        let place = id.flatMap { scene.view(withID: $0)?.location } ?? scene.location
        return Diagnostic(severity: .warning, kind: kind, objectID: id, path: path, line: place.line,
                          column: place.column, message: message)
    }

    /// A constraint in Xcode's words, its items by name.
    public func describe(_ constraint: ConstraintReference) -> String {
        guard constraint.firstItemID != nil else { return constraint.modelDescription }
        func itemName(_ id: String?) -> String? {
            guard let id else { return nil }
            return scene.view(withID: id) != nil ? name(of: id) : id
        }
        return ConstraintText.describe(
            firstItem: itemName(constraint.firstItemID), firstAttribute: constraint.firstAttribute,
            relation: constraint.relation, secondItem: itemName(constraint.secondItemID),
            secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
            constant: constraint.constant, priority: constraint.priority)
    }
}

extension IBRect {
    /// The same rectangle in the model's vocabulary.
    var modelRect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
