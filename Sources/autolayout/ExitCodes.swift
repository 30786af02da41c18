import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutCheck

/// Every way a subcommand fails after its arguments were accepted: the text each prints is
/// written here, and its exit status is chosen here.
enum CommandFailure: Error, CustomStringConvertible {
    /// A check ran and found issues (nothing more to print: the report says which).
    case issuesFound
    /// An input file could not be read (its messages are already printed: `check`, `solve`).
    case unreadableInputsReported
    case unreadableDocument(IBReadError)
    case notUTF8(path: String)
    case configuration(ConfigurationError)
    case baseline(BaselineError)
    /// `check`: the paths name no Interface Builder file (or every one is excluded).
    case noInputFiles(paths: [String])
    case htmlReport(HTMLReportWriter.Failure)
    case cannotWrite(path: String, what: String, reason: String)
    /// `render`: the scene asked for is not in the document (or it has none to draw).
    case unknownScene(path: String, requested: String?, known: [String])
    /// `explain --view`: no scene has a view (or issue) with this id.
    case unknownView(path: String, requested: String, known: [String])
    /// `render`: the document has no scene at all (a document problem, not a usage error).
    case noSceneToDraw(path: String)
    case sceneNotLaidOut(path: String, sceneID: String)
    /// `fix -o`: the paths name several files (a folder), but one output holds one file.
    case severalInputsForOneOutput(paths: [String])
    /// `fix -o`: the output is the input found in a folder (by identity).
    case outputIsInput(path: String)

    var description: String {
        switch self {
        case .issuesFound, .unreadableInputsReported: ""
        case .unreadableDocument(let error): error.description
        case .notUTF8(let path): "\(path): the file is not UTF-8 text"
        case .configuration(let error): error.description
        case .baseline(let error): error.description
        case .noInputFiles(let paths): "No Interface Builder files (.storyboard, .xib) found in: " + paths.joined(separator: ", ")
        case .htmlReport(let failure): failure.description
        case .cannotWrite(let path, let what, let reason): "\(path): cannot write \(what): \(reason)"
        case .unknownScene(let path, let requested, let known):
            "\(path) has no scene \(requested ?? "")" + (known.isEmpty ? "; it has no scenes"
                : "; its scenes are: " + known.joined(separator: ", "))
        case .unknownView(let path, let requested, let known):
            "\(path) has no view \(requested)" + (known.isEmpty ? "; it has no views"
                : "; its views are: " + known.joined(separator: ", "))
        case .noSceneToDraw(let path): "\(path) has no scene with a view to draw"
        case .sceneNotLaidOut(let path, let sceneID): "\(path): scene \(sceneID) could not be laid out"
        case .severalInputsForOneOutput(let paths):
            "-o takes a single input, but these name \(paths.count) files (use --in-place or --dry-run): "
                + paths.joined(separator: ", ")
        case .outputIsInput(let path): "refusing to overwrite the input \(path) with the fixed copy; use --in-place"
        }
    }

    /// 1: issues found; 2: a file could not be read or written; 64: the arguments name something
    /// the input does not have.
    var exitCode: ExitCode {
        switch self {
        case .issuesFound: ExitCode(1)
        case .unreadableInputsReported, .unreadableDocument, .notUTF8, .configuration, .baseline, .noInputFiles,
             .htmlReport, .cannotWrite, .noSceneToDraw:
            ExitCode(2)
        case .unknownScene, .unknownView, .sceneNotLaidOut, .severalInputsForOneOutput, .outputIsInput: .validationFailure
        }
    }
}

/// Runs a subcommand's body, printing a failure's text to standard error and exiting with its code.
func reportingFailures(_ body: () throws(CommandFailure) -> Void) throws {
    do {
        try body()
    } catch {
        if !error.description.isEmpty { printError(error.description) }
        throw error.exitCode
    }
}

/// Writes one line to standard error (diagnostics never go to standard output); names and paths
/// in it cannot break it into several (`SafeText`).
func printError(_ message: String) {
    StandardStreams.writeError(SafeText.escaped(message) + "\n")
}
