import LayoutDiagnostics

/// `explain` over a run's files: each document's issues (those `check` reports with the
/// configuration) with their explanations, as text, limited to one scene or view when asked.
package struct ExplainRun {
    /// `--scene`: one scene's issues (storyboard scene id, or a xib's top-level view id).
    package var scene: String?
    /// `--view`: the issues about one object.
    package var view: String?

    /// What the arguments ask for and the document does not have: a usage error, as in `render`,
    /// not "no issues"; `known` lists the ids it has.
    package enum UnknownID: Error, Equatable {
        case scene(path: String, requested: String, known: [String])
        case view(path: String, requested: String, known: [String])
    }

    /// How the run ended, for the exit status.
    package struct Outcome: Equatable {
        package var unreadable = false
        /// An error (a conflict or an ambiguity) was explained.
        package var errors = false
    }

    package init(scene: String? = nil, view: String? = nil) {
        self.scene = scene
        self.view = view
    }

    /// Explains each file in order: `say` gets each document's text (ending in a newline), `warn`
    /// each unreadable file's error and each skipped document's note (one line each).
    package func run(_ files: [String], documents: DocumentInputs, say: (String) -> Void,
                     warn: (String) -> Void) throws(UnknownID) -> Outcome {
        var outcome = Outcome()
        for file in files {
            let check = explained(documents.check(file))
            if let note = DocumentInputs.skipNote(check) {
                warn(note)
            } else if let error = check.readError {
                warn(error.description)
                outcome.unreadable = true
            } else {
                let shown = try items(check)
                let findings = documentFindings(check)
                let text = findings.map { XcodeReporter.line($0, colour: false) + "\n" }.joined()
                    + shown.map { ExplanationText.text(of: $0, path: file) }.joined()
                say(text.isEmpty ? "\(SafeText.escaped(file)): no layout issues\n" : text)
                outcome.errors = outcome.errors || Self.hasError(shown, in: check)
                    || findings.contains { $0.severity == .error }
            }
        }
        return outcome
    }

    /// The document explained: with `--scene`, that scene alone, so a scene past the document's
    /// budget (`LayoutBudget`) is explained when asked for by itself.
    private func explained(_ check: CheckedDocument) -> CheckedDocument {
        guard let scene, check.document != nil else { return check.explained() }
        var copy = check
        copy.explanation = DocumentExplanation(check: check, budget: LayoutBudget(), onlyScene: scene)
        return copy
    }

    /// The items `scene` and `view` leave, of the issues `check` reports with the configuration.
    package func items(_ check: CheckedDocument) throws(UnknownID) -> [DocumentExplanation.Item] {
        if let scene, !check.scenes.contains(where: { $0.id == scene }) {
            throw .scene(path: check.path, requested: scene, known: KnownIDs.scenes(check))
        }
        if let view, !KnownIDs.views(check, sceneID: scene).contains(view) {
            throw .view(path: check.path, requested: view, known: KnownIDs.views(check, sceneID: scene))
        }
        let reported = DiagnosticIndex(check)
        return (check.explanation?.items ?? []).filter { item in
            (scene == nil || item.sceneID == scene) && (view == nil || item.objectID == view)
                && reported.diagnostic(of: item) != nil
        }
    }

    /// What `check` reports about the document as read rather than about a scene's layout (a value or
    /// constraint left out, a constraint whose result overflows, a `type` that disagrees with the
    /// content, no view at all), printed as `check` prints them: no explanation is traced for
    /// them, but leaving them out made `explain` say "no layout issues" (exit 0) of a document
    /// `check` fails. Only without `--scene`/`--view`, which ask about one scene or object.
    package func documentFindings(_ check: CheckedDocument) -> [Diagnostic] {
        guard scene == nil, view == nil else { return [] }
        return check.diagnostics.filter { $0.kind == .document }
    }

    package static func hasError(_ items: [DocumentExplanation.Item], in check: CheckedDocument) -> Bool {
        let reported = DiagnosticIndex(check)
        return items.contains { reported.diagnostic(of: $0)?.severity == .error }
    }
}
