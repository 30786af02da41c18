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
        for scene in result.scenes { result.diagnostics += SceneDiagnostics(scene: scene, path: path).all() }
        result.diagnostics = Diagnostic.sortedForOutput(configuration.apply(to: result.diagnostics))
        return result
    }
}

/// Turns one scene's layout issues into Xcode's words, located at the objects concerned.
struct SceneDiagnostics {
    let scene: SceneLayout
    let path: String

    func all() -> [Diagnostic] { scene.issues.compactMap(diagnostic) }

    func name(of id: String?) -> String {
        guard let id, let view = scene.view(withID: id) else { return id ?? "?" }
        return ObjectNames.displayName(elementName: view.elementName, userLabel: view.userLabel, text: view.text)
    }

    func diagnostic(_ issue: SceneLayoutIssue) -> Diagnostic? {
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
            return warning(.misplacedView, id, XcodeMessages.misplacedView(name: name(of: id), expected: expected.rect,
                                                                          actual: actual.rect))
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

    func describe(_ constraint: ConstraintReference) -> String {
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
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
