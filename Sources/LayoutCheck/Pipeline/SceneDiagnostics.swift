import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// Turns one scene's layout issues into Xcode's words, located at the objects concerned, each
/// object named with its id, at the severity Xcode shows (`DiagnosticRule.defaultSeverity`).
public struct SceneDiagnostics: Sendable {
    public let scene: SceneLayout
    public let path: String
    /// Views by display name, told apart by id where two share one; the scene's layout guides
    /// (when the document is given) by Xcode's names.
    public let names: ObjectNameTable

    public init(scene: SceneLayout, path: String, document: IBDocument? = nil) {
        self.scene = scene
        self.path = path
        var objects = scene.views.map {
            (id: $0.id, name: ObjectNames.displayName(elementName: $0.elementName, userLabel: $0.userLabel, text: $0.text))
        }
        objects += Self.layoutGuides(of: scene, in: document).compactMap { guide in
            ObjectNames.layoutGuideName(guide.key).map { (id: guide.id, name: $0) }
        }
        names = ObjectNameTable(objects)
    }

    /// The scene's own guides only: every scene has a "Safe Area", and only two in one scene need ids.
    static func layoutGuides(of scene: SceneLayout, in document: IBDocument?) -> [(id: String, key: String)] {
        guard let document else { return [] }
        // The scene's views by their index (in document order, as before), not by filtering every
        // view of the document: that was done per scene, so `check` cost scenes × views.
        let indices = Set(scene.views.compactMap { document.viewIndex(withID: $0.id) }).sorted()
        var guides = indices.flatMap { index in
            document.views[index].layoutGuides.map { (id: $0.id, key: $0.key) }
        }
        for controller in document.scenes.filter({ $0.sceneID == scene.id }).compactMap(\.viewController) {
            guides += controller.layoutGuides.map { (id: $0.id, key: $0.type) }
        }
        return guides
    }

    /// Every issue of the scene that the file's settings do not silence, in the scene's order.
    public func all() -> [Diagnostic] { scene.issues.compactMap(diagnostic) }

    /// Xcode's name of the object with this id (the id itself, or `?`, when there is none).
    public func name(of id: String?) -> String {
        guard let id else { return "?" }
        return names.name(of: id) ?? id
    }

    /// `"Label" (Sda-5Y-KZT)`: how an issue line names the object.
    public func reference(to id: String?) -> ObjectReference { ObjectReference(name: name(of: id), id: id) }

    /// One issue in Xcode's words; nil when the view's "Ambiguity" setting silences it.
    public func diagnostic(_ issue: SceneLayoutIssue) -> Diagnostic? {
        switch issue {
        case .ambiguousScrollableContentSize(let id, _):
            return located(.scrollableContentSizeAmbiguity, id, XcodeMessages.scrollableContentSizeAmbiguous(reference(to: id)))
        case .ambiguousLayout(let id, var attributes):
            // The file's "Ambiguity" setting: off never warns, ignoreSizes warns about positions only.
            switch scene.view(withID: id)?.verifyAmbiguity {
            case "off": return nil
            case "ignoreSizes": attributes.subtract([.width, .height])
            default: break
            }
            guard let message = XcodeMessages.missingConstraints(attributes, for: reference(to: id)) else { return nil }
            return located(.missingConstraints, id, message)
        case .contentPriorityAmbiguity(let ids, let axis, let kind, let priority):
            return located(.contentPriorityAmbiguity, ids.first,
                           XcodeMessages.contentPriorityAmbiguity(ids.map(reference(to:)), axis: axis, kind: kind,
                                                                  priority: priority))
        case .misplacedView(let id, let expected, let actual):
            return located(.misplacedView, id, XcodeMessages.misplacedView(reference(to: id), expected: expected,
                                                                          actual: actual, assumed: scene.assumptions))
        case .conflictingConstraints(let conflicting, let broken):
            let place = broken.location ?? conflicting.compactMap(\.location).first ?? scene.location
            let message = XcodeMessages.conflictingConstraints(conflicting.map(constraintReference),
                                                               broken: constraintReference(broken),
                                                               assumed: scene.assumptions)
            // The id that ignores it is one the line prints: the broken constraint's, or when UIKit
            // would break a generated one (a safe-area or autoresizing constraint, no id), the first
            // listed constraint's, never a layout guide's id the line does not show.
            let printedID = broken.id ?? conflicting.lazy.compactMap(\.id).first
            return Diagnostic(severity: DiagnosticRule.rule(for: .conflictingConstraints).defaultSeverity,
                              kind: .conflictingConstraints, objectID: printedID ?? broken.firstItemID,
                              path: path, line: place.line, column: place.column, message: message)
        }
    }

    /// A diagnostic at the view `id` (else at the scene), at its rule's default severity.
    private func located(_ kind: DiagnosticKind, _ id: String?, _ message: String) -> Diagnostic {
        let place = id.flatMap { scene.view(withID: $0)?.location } ?? scene.location
        return Diagnostic(severity: DiagnosticRule.rule(for: kind).defaultSeverity, kind: kind, objectID: id,
                          path: path, line: place.line, column: place.column, message: message)
    }

    /// The constraint described, with its IB id (generated constraints have none).
    func constraintReference(_ constraint: ConstraintReference) -> ObjectReference {
        ObjectReference(name: describe(constraint), id: constraint.id)
    }

    /// A constraint in Xcode's words, its items by name (with their ids where two share a name).
    public func describe(_ constraint: ConstraintReference) -> String {
        guard constraint.firstItemID != nil else { return constraint.modelDescription }
        func itemName(_ id: String?) -> String? {
            guard let id else { return nil }
            return names.distinctName(of: id) ?? id
        }
        return ConstraintText.describe(
            firstItem: itemName(constraint.firstItemID), firstAttribute: constraint.firstAttribute,
            relation: constraint.relation, secondItem: itemName(constraint.secondItemID),
            secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
            constant: constraint.constant, priority: constraint.priority)
    }
}
