import ArgumentParser
import Foundation
import LayoutCheck
import LayoutDiagnostics

/// `autolayout explain FILE_OR_FOLDER...`: why each layout issue happens — the chain of constraints
/// along each ambiguous scroll axis, the free parts of each view, the conflicting set — and verified fix-its.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the layout issues of storyboards and xibs and propose fixes that were checked to work.",
        discussion: """
            Files and folders are found as `check` finds them (the same excludes and .autolayout.yml, \
            whose rules decide what is reported and how severe it is). The first fix listed under an issue \
            (the first per ambiguous scroll axis) is what `autolayout fix` applies.

            Exit status: 0 nothing is wrong (or only warnings, such as misplaced views); 1 an error \
            was explained (a conflict or an ambiguity); 2 a file could not be read (the others are \
            still explained), or no file was found; 64 bad arguments (an unknown --scene or --view \
            lists the valid ids; they need a single file).
            """)

    @Argument(help: ArgumentHelp("Interface Builder files, or folders to search (default: the current folder).",
                                 valueName: "FILE_OR_FOLDER"))
    var inputs: [String] = []

    @Option(help: "Only this scene (storyboard scene id, or a xib's top-level view id); a single file only.")
    var scene: String?

    @Option(help: "Only issues about this view (IB object id); a single file only.")
    var view: String?

    @Option(help: ArgumentHelp("The configuration file (default: the nearest .autolayout.yml).", valueName: "PATH"))
    var config: String?

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    func validate() throws {
        if (scene != nil || view != nil) && inputs.count != 1 {
            throw ValidationError("--scene and --view take a single file")
        }
    }

    func run() throws {
        try reportingFailures { () throws(CommandFailure) in
            let documents = try DocumentInputs(config: config, buildTime: buildTime)
            var (unreadable, errors) = (false, false)
            for file in try documents.files(inputs) {
                let check = documents.check(file).explained()
                if DocumentInputs.isSkipped(check) { continue }
                if let error = check.readError {
                    printError(error.description)
                    unreadable = true
                    continue
                }
                let shown = try shownItems(check)
                let text = shown.map { ExplanationText.text(of: $0, path: file) }.joined()
                print(text.isEmpty ? "\(SafeText.escaped(file)): no layout issues" : text, terminator: text.isEmpty ? "\n" : "")
                errors = errors || Self.hasError(shown, in: check)
            }
            if unreadable { throw .unreadableInputsReported }
            if errors { throw .issuesFound }
        }
    }

    /// The items `--scene` and `--view` leave, of the issues `check` reports with the configuration.
    private func shownItems(_ check: CheckedDocument) throws(CommandFailure) -> [DocumentExplanation.Item] {
        // An id the document does not have is a usage error, as in `render`, not "no issues".
        if let scene, !check.scenes.contains(where: { $0.id == scene }) {
            throw .unknownScene(path: check.path, requested: scene, known: KnownIDs.scenes(check))
        }
        if let view, !KnownIDs.views(check, sceneID: scene).contains(view) {
            throw .unknownView(path: check.path, requested: view, known: KnownIDs.views(check, sceneID: scene))
        }
        return (check.explanation?.items ?? []).filter { item in
            (scene == nil || item.sceneID == scene) && (view == nil || item.objectID == view)
                && check.diagnostic(of: item) != nil
        }
    }

    static func hasError(_ items: [DocumentExplanation.Item], in check: CheckedDocument) -> Bool {
        items.contains { check.diagnostic(of: $0)?.severity == .error }
    }
}
