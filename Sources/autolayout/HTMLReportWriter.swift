import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering

/// `check --html DIR`: the checked documents as a self-contained HTML report (LayoutRendering's
/// `HTMLReport`), each scene drawn by `ScenePicture`.
enum HTMLReportWriter {
    enum Failure: Error, CustomStringConvertible {
        case cannotWrite(path: String, reason: String)

        var description: String {
            switch self {
            case .cannotWrite(let path, let reason): "\(path): cannot write the HTML report: \(reason)"
            }
        }
    }

    /// Writes `index.html` and one page per document into `directory` (created if needed);
    /// never writes over one of the inputs.
    static func write(_ checks: [DocumentCheck], mode: IBLayoutMode, to directory: String) throws(Failure) {
        let report = HTMLReport(title: "autolayout check", subtitle: subtitle(mode: mode),
                                documents: checks.map { document($0, mode: mode) })
        let folder = URL(fileURLWithPath: directory)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: directory, reason: error.localizedDescription)
        }
        for page in report.pages() {
            let url = folder.appendingPathComponent(page.fileName)
            if checks.contains(where: { OutputPath.isSameFile($0.path, url.path) }) {
                throw .cannotWrite(path: url.path, reason: "it is one of the inputs")
            }
            do {
                try Data(page.html.utf8).write(to: url, options: .atomic)
            } catch {
                throw .cannotWrite(path: url.path, reason: error.localizedDescription)
            }
        }
    }

    private static func subtitle(mode: IBLayoutMode) -> String {
        mode == .buildTime ? "Laid out as at launch (placeholder constraints removed)"
            : "Laid out as Xcode's canvas shows it"
    }

    /// One document: scenes with their pictures and issues; issues that belong to no scene
    /// (reader errors) are the document's own.
    static func document(_ check: DocumentCheck, mode: IBLayoutMode) -> HTMLReport.Document {
        let models = check.readError == nil ? sceneModels(path: check.path, mode: mode) : []
        var scenes: [HTMLReport.Scene] = []
        for scene in check.scenes {
            let names = SceneDiagnostics(scene: scene, path: check.path, document: check.document)
            let pairs = scene.issues.compactMap { issue in names.diagnostic(issue).map { ($0, issue) } }
            let issues = sortedForOutput(pairs).map { diagnostic, issue in
                self.issue(diagnostic, objectIDs: ScenePicture.objectIDs(of: issue))
            }
            let svg = models.first { $0.sceneID == scene.id }.map {
                ScenePicture(scene: scene, model: $0, path: check.path).svg(inline: true)
            }
            let summary = scene.scrollViews.map {
                "\(names.name(of: $0.id)) (\($0.id)): \(CheckOutput.contentSizeText($0))"
            }
            scenes.append(HTMLReport.Scene(id: scene.id, name: scene.name, summary: summary, svg: svg, issues: issues))
        }
        let own = check.diagnostics.filter { $0.kind == .document }.map { issue($0, objectIDs: []) }
        return HTMLReport.Document(path: check.path, error: check.readError?.message, scenes: scenes, issues: own,
                                   notes: check.notes)
    }

    /// The document read again for its model objects (`DocumentCheck` keeps only plain values).
    private static func sceneModels(path: String, mode: IBLayoutMode) -> [IBSceneObjects] {
        guard let document = try? IBReader.read(contentsOf: URL(fileURLWithPath: path)) else { return [] }
        return IBLayout.models(of: document, mode: mode)
    }

    /// The order `check` prints in, keeping each diagnostic with the issue it came from.
    private static func sortedForOutput(_ pairs: [(Diagnostic, SceneLayoutIssue)]) -> [(Diagnostic, SceneLayoutIssue)] {
        let order = Diagnostic.sortedForOutput(pairs.map(\.0))
        var remaining = pairs
        return order.compactMap { diagnostic in
            guard let index = remaining.firstIndex(where: { $0.0 == diagnostic }) else { return nil }
            return remaining.remove(at: index)
        }
    }

    /// Explanations and fix-its are LayoutDiagnostics' to write; none are available yet.
    private static func issue(_ diagnostic: Diagnostic, objectIDs: [String]) -> HTMLReport.Issue {
        var ids = objectIDs
        if ids.isEmpty, let id = diagnostic.objectID { ids = [id] }
        return HTMLReport.Issue(severity: diagnostic.severity.rawValue, kind: diagnostic.kind.rawValue,
                                message: diagnostic.message, line: diagnostic.line, column: diagnostic.column,
                                objectIDs: ids)
    }
}

extension HTMLReportWriter {
    /// `write`, with a failure printed and turned into exit status 2 (a file could not be
    /// read or written).
    static func writeOrExit(_ checks: [DocumentCheck], mode: IBLayoutMode, to directory: String) throws {
        do {
            try write(checks, mode: mode, to: directory)
        } catch {
            printError(error.description)
            throw ExitCode.unreadableInput
        }
    }
}
