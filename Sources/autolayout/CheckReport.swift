import Foundation
import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// The result of checking one file: its layouts and diagnostics, or why it could not be read.
struct DocumentCheck {
    var path: String
    var scenes: [SceneLayout] = []
    var diagnostics: [Diagnostic] = []
    /// The reader's notes (unknown elements read as plain views, …).
    var notes: [String] = []
    var readError: IBReadError?
    var mode: IBLayoutMode = .designTime
    /// The document as laid out (with the configuration's assumptions), and its text; nil and
    /// empty when it could not be read.
    var document: IBDocument?
    var text = ""

    /// Reads and lays out `path`; never throws: a file that cannot be read is recorded as such.
    /// `configuration` supplies what to assume and which rules report at what severity.
    static func check(path: String, mode: IBLayoutMode,
                      configuration: CheckConfiguration = CheckConfiguration()) -> DocumentCheck {
        var result = DocumentCheck(path: path, mode: mode)
        var document: IBDocument
        do {
            document = try IBReader.read(contentsOf: URL(fileURLWithPath: path))
        } catch {
            // Paths in messages are the ones the user gave, not the reader's absolute form.
            var error = error
            error.file = path
            result.readError = error
            result.diagnostics = [Diagnostic(severity: .error, kind: .document, objectID: nil, path: path,
                                             line: error.line ?? 1, column: error.column ?? 1, message: error.message)]
            return result
        }
        if !configuration.assumptions.isEmpty { document = document.assuming(configuration.assumptions) }
        result.document = document
        result.text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for issue in document.issues {
            switch issue.severity {
            case .note: result.notes.append("\(issue.location.line):\(issue.location.column): \(issue.message)")
            case .error:
                result.diagnostics.append(Diagnostic(severity: .error, kind: .document, objectID: issue.objectID,
                                                     path: path, line: issue.location.line,
                                                     column: issue.location.column, message: issue.message))
            }
        }
        result.scenes = IBLayout.layOut(document, mode: mode)
        for scene in result.scenes { result.diagnostics += SceneDiagnostics(scene: scene, path: path, document: document).all() }
        result.diagnostics = Diagnostic.sortedForOutput(configuration.apply(to: result.diagnostics))
        return result
    }
}

/// Turns one scene's layout issues into Xcode's words, located at the objects concerned.
struct SceneDiagnostics {
    let scene: SceneLayout
    let path: String
    /// Views by display name, told apart by id where two share one; the document's layout guides
    /// (when `document` is given) by Xcode's names.
    let names: ObjectNameTable

    init(scene: SceneLayout, path: String, document: IBDocument? = nil) {
        self.scene = scene
        self.path = path
        var objects = scene.views.map {
            (id: $0.id, name: ObjectNames.displayName(elementName: $0.elementName, userLabel: $0.userLabel, text: $0.text))
        }
        // The scene's own guides only: every scene has a "Safe Area", and only two in one scene need ids.
        let viewIDs = Set(scene.views.map(\.id))
        let owners = (document?.views ?? []).filter { viewIDs.contains($0.id) }
        var guides = owners.flatMap { $0.layoutGuides.map { (id: $0.id, key: $0.key) } }
        let scenes: [IBScene] = document?.scenes.filter { $0.sceneID == scene.id } ?? []
        for controller in scenes.compactMap(\.viewController) {
            guides += controller.layoutGuides.map { (id: $0.id, key: $0.type) }
        }
        objects += guides.compactMap { guide in ObjectNames.layoutGuideName(guide.key).map { (id: guide.id, name: $0) } }
        names = ObjectNameTable(objects)
    }

    func all() -> [Diagnostic] { scene.issues.compactMap(diagnostic) }

    func name(of id: String?) -> String {
        guard let id else { return "?" }
        return names.name(of: id) ?? id
    }

    /// `"Label" (Sda-5Y-KZT)`: how an issue line names the object.
    func reference(to id: String?) -> ObjectReference { ObjectReference(name: name(of: id), id: id) }

    func diagnostic(_ issue: SceneLayoutIssue) -> Diagnostic? {
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
            return located(.misplacedView, id, XcodeMessages.misplacedView(reference(to: id), expected: expected.rect,
                                                                          actual: actual.rect))
        case .conflictingConstraints(let conflicting, let broken):
            let place = broken.location ?? conflicting.compactMap(\.location).first ?? scene.location
            let message = XcodeMessages.conflictingConstraints(conflicting.map(constraintReference),
                                                               broken: constraintReference(broken))
            return Diagnostic(severity: DiagnosticRule.rule(for: .conflictingConstraints).defaultSeverity,
                              kind: .conflictingConstraints, objectID: broken.id ?? broken.firstItemID,
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

    func describe(_ constraint: ConstraintReference) -> String {
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

extension IBRect {
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
