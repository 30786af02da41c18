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
            let files = try documents.files(inputs)
            let outcome: ExplainRun.Outcome
            do throws(ExplainRun.UnknownID) {
                outcome = try ExplainRun(scene: scene, view: view)
                    .run(files, documents: documents, say: StandardStreams.writeOutput, warn: printError)
            } catch {
                switch error {
                case .scene(let path, let requested, let known):
                    throw .unknownScene(path: path, requested: requested, known: known)
                case .view(let path, let requested, let known):
                    throw .unknownView(path: path, requested: requested, known: known)
                }
            }
            if outcome.unreadable { throw .unreadableInputsReported }
            if outcome.errors { throw .issuesFound }
        }
    }
}
