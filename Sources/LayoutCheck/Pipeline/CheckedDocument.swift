import Foundation
import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// One input file checked in one mode: its text, document, scene layouts and diagnostics (or why
/// it could not be read), made once and handed to every reporter, the HTML report, `explain`,
/// `fix` and `render`, so each file is opened and parsed once per run.
public struct CheckedDocument: Sendable {
    /// The path as the user gave it (messages use it).
    public var path: String
    public var mode: IBLayoutMode
    /// The file's text (empty when it could not be read or is not UTF-8).
    public var text = ""
    /// Where each element lies in `text` (what `fix` edits); nil when the document was handed in without it.
    public var elements: IBElementRanges?
    /// The document as laid out (with the configuration's assumptions); nil when unreadable.
    public var document: IBDocument?
    public var scenes: [SceneLayout] = []
    /// Each scene's objects' names and its issues in Xcode's words (`scenes`' order), made once.
    public private(set) var sceneDiagnostics: [SceneDiagnostics] = []
    /// Every issue in Xcode's words, with the configuration's rules applied, in output order.
    public var diagnostics: [Diagnostic] = []
    /// The reader's notes (unknown elements read as plain views, …).
    public var notes: [String] = []
    public var readError: IBReadError?
    /// Each issue's reasons and verified fix-its, once `explain()` has run.
    public var explanation: DocumentExplanation?

    /// Reads and lays out `path`; never throws: a file that cannot be read is recorded as such.
    /// `assumptions` fill in what the document does not say; `rules` turns the diagnostics into
    /// the ones to report (the configuration's severities; every one as is by default).
    public init(path: String, mode: IBLayoutMode, assumptions: IBCanvasAssumptions = IBCanvasAssumptions(),
                rules: ([Diagnostic]) -> [Diagnostic] = { $0 }) {
        do {
            let source = try IBReader.readSource(contentsOf: URL(fileURLWithPath: path))
            self.init(path: path, mode: mode, document: source.document, text: source.text ?? "",
                      assumptions: assumptions, rules: rules)
            elements = source.text == nil ? nil : source.elements
        } catch {
            self.init(path: path, mode: mode, readError: error)
        }
    }

    /// A file that could not be read: one document error, located where the reader stopped.
    public init(path: String, mode: IBLayoutMode, readError: IBReadError) {
        self.path = path
        self.mode = mode
        // Paths in messages are the ones the user gave, not the reader's absolute form.
        var error = readError
        error.file = path
        self.readError = error
        diagnostics = [Diagnostic(severity: .error, kind: .document, objectID: nil, path: path,
                                  line: error.line ?? 1, column: error.column ?? 1, message: error.message)]
    }

    /// Lays out a document already read from `path` (whose text is `text`).
    public init(path: String, mode: IBLayoutMode, document: IBDocument, text: String,
                assumptions: IBCanvasAssumptions = IBCanvasAssumptions(),
                rules: ([Diagnostic]) -> [Diagnostic] = { $0 }) {
        self.path = path
        self.mode = mode
        self.text = text
        let document = assumptions.isEmpty ? document : document.assuming(assumptions)
        self.document = document
        for issue in document.issues {
            if let diagnostic = Diagnostic(documentIssue: issue, path: path) {
                diagnostics.append(diagnostic)
            } else {
                notes.append("\(issue.location.line):\(issue.location.column): \(issue.message)")
            }
        }
        scenes = IBLayout.layOut(document, mode: mode)
        sceneDiagnostics = scenes.enumerated().map {
            SceneDiagnostics(scene: $0.element, index: $0.offset, path: path, document: document)
        }
        for (scene, named) in zip(scenes, sceneDiagnostics) {
            diagnostics += named.all()
            diagnostics += scene.overflowingConstraints.compactMap { Diagnostic(documentIssue: $0, path: path) }
        }
        diagnostics = Diagnostic.sortedForOutput(rules(diagnostics))
    }

    /// Explains every issue (nothing for a file that could not be read); idempotent.
    public mutating func explain() {
        guard explanation == nil, document != nil else { return }
        explanation = DocumentExplanation(check: self)
    }

    /// A copy with `explain()` done.
    public func explained() -> CheckedDocument {
        var copy = self
        copy.explain()
        return copy
    }
}
