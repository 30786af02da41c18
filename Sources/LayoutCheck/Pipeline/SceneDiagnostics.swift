import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// Turns one scene's layout issues into Xcode's words, located at the objects concerned, each
/// object named with its id, at the severity Xcode shows (each rule's `info.defaultSeverity`).
public struct SceneDiagnostics: Sendable {
    public let scene: SceneLayout
    /// The scene's position among its document's scenes (what its findings' ids name).
    public let sceneIndex: Int
    public let path: String
    /// Views by display name, told apart by id where two share one; the scene's layout guides
    /// (when the document is given) by Xcode's names.
    public let names: ObjectNameTable

    public init(scene: SceneLayout, index: Int = 0, path: String, document: IBDocument? = nil) {
        self.scene = scene
        sceneIndex = index
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
    public func all() -> [Diagnostic] { scene.issues.indices.compactMap(diagnostic(ofIssueAt:)) }

    /// The scene's issue at `index` (in `scene.issues`) in Xcode's words, carrying its finding id.
    public func diagnostic(ofIssueAt index: Int) -> Diagnostic? {
        var diagnostic = diagnostic(scene.issues[index])
        diagnostic?.finding = FindingID(scene: sceneIndex, issue: index)
        return diagnostic
    }

    /// Xcode's name of the object with this id (the id itself, or `?`, when there is none).
    public func name(of id: String?) -> String {
        guard let id else { return "?" }
        return names.name(of: id) ?? id
    }

    /// `"Label" (Sda-5Y-KZT)`: how an issue line names the object.
    public func reference(to id: String?) -> ObjectReference { ObjectReference(name: name(of: id), id: id) }

    /// One issue in Xcode's words, at its rule's default severity; nil when the view's "Ambiguity"
    /// setting silences it.
    public func diagnostic(_ issue: SceneLayoutIssue) -> Diagnostic? {
        let rule = LayoutRules.rule(of: issue)
        guard let finding = rule.finding(issue, in: self) else { return nil }
        let place = finding.location ?? finding.objectID.flatMap { scene.view(withID: $0)?.location } ?? scene.location
        return Diagnostic(severity: rule.info.defaultSeverity, kind: rule.kind, objectID: finding.objectID,
                          path: path, line: place.line, column: place.column, message: finding.message)
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
