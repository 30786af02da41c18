import Foundation
import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering

/// `check --html DIR`: the checked documents as a self-contained HTML report (LayoutRendering's
/// `HTMLReport`), each scene drawn by `ScenePicture`, each issue with its explanation and
/// verified fix-its.
public enum HTMLReportWriter {
    public enum Failure: Error, CustomStringConvertible {
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .cannotWrite(let path, let reason): "\(path): cannot write the HTML report: \(reason)"
            }
        }
    }

    /// Writes `index.html` and one page per document into `directory` (created if needed);
    /// never writes over one of the inputs, nor through an existing link, device or FIFO unless
    /// `followingLinks`.
    public static func write(_ checks: [CheckedDocument], mode: IBLayoutMode, to directory: String,
                             followingLinks: Bool = false) throws(Failure) {
        let report = self.report(checks, mode: mode)
        let folder = URL(fileURLWithPath: directory)
        do throws(OutputFile.Failure) {
            try OutputFolder.create(directory)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        // Each input examined once, not once per page (960 files made 921,600 `stat` calls).
        let inputs = FileIdentity.Set(checks.map(\.path))
        for page in report.pages() {
            let url = folder.appendingPathComponent(page.fileName)
            if OutputFile(url.path).isOneOf(inputs) {
                throw .cannotWrite(path: url.path, reason: "it is one of the inputs")
            }
            do throws(OutputFile.Failure) {
                try OutputFile(url.path, report: true, followingLinks: followingLinks).write(page.html)
            } catch {
                throw .cannotWrite(path: url.path, reason: error.reason)
            }
        }
    }

    /// The report's values (what `write` turns into pages).
    public static func report(_ checks: [CheckedDocument], mode: IBLayoutMode) -> HTMLReport {
        HTMLReport(title: "autolayout check", subtitle: subtitle(mode: mode), documents: checks.map(document))
    }

    private static func subtitle(mode: IBLayoutMode) -> String {
        mode == .buildTime ? "Laid out as at launch (placeholder constraints removed)"
            : "Laid out as Xcode's canvas shows it"
    }

    /// One document: scenes with their pictures and issues; issues that belong to no scene
    /// (reader errors) are the document's own.
    static func document(_ check: CheckedDocument) -> HTMLReport.Document {
        let models = check.document.map { IBLayout.models(of: $0, mode: check.mode) } ?? []
        let explanations = IssueExplanations(check: check)
        var scenes: [HTMLReport.Scene] = []
        for names in check.sceneDiagnostics {
            let scene = names.scene
            // The issues the check reported (rules, ignore: and baselines applied), in its order,
            // each with the objects its scene issue highlights.
            let issues = check.diagnostics.compactMap { diagnostic -> HTMLReport.Issue? in
                guard let finding = diagnostic.finding, finding.scene == names.sceneIndex else { return nil }
                return issue(diagnostic, objectIDs: ScenePicture.objectIDs(of: scene.issues[finding.issue]),
                             explanation: explanations.explanation(of: diagnostic))
            }
            let svg = models.first { $0.sceneID == scene.id }.map {
                ScenePicture(scene: names, model: $0).svg(inline: true)
            }
            let summary = scene.scrollViews.map {
                "\(names.name(of: $0.id)) (\($0.id)): \(SceneSummary.contentSizeText($0))"
            }
            scenes.append(HTMLReport.Scene(id: scene.id, name: scene.name, summary: summary, svg: svg, issues: issues))
        }
        let own = check.diagnostics.filter { $0.kind == .document }.map { issue($0, objectIDs: [], explanation: nil) }
        return HTMLReport.Document(path: check.path, error: check.readError?.message, scenes: scenes, issues: own,
                                   notes: check.notes)
    }

    /// One issue with its reasons (as one paragraph) and verified fix-its.
    private static func issue(_ diagnostic: Diagnostic, objectIDs: [String],
                              explanation: IssueExplanations.Entry?) -> HTMLReport.Issue {
        var ids = objectIDs
        if ids.isEmpty, let id = diagnostic.objectID { ids = [id] }
        let reasons = explanation?.reasons ?? []
        return HTMLReport.Issue(severity: diagnostic.severity.rawValue, kind: diagnostic.kind.rawValue,
                                message: diagnostic.message, line: diagnostic.line, column: diagnostic.column,
                                objectIDs: ids, explanation: reasons.isEmpty ? nil : reasons.joined(separator: " "),
                                fixIts: explanation?.fixIts ?? [])
    }
}
