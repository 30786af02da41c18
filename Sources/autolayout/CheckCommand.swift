import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics

/// `autolayout check [FILE_OR_FOLDER...]`: lays out storyboards and xibs as Xcode's canvas does and
/// reports scroll views' content sizes and layout issues in Xcode's words.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check storyboards and xibs: content sizes, ambiguity, misplaced views, conflicts.",
        discussion: """
            Folders are searched recursively for .xib and .storyboard files (in sorted path order), \
            never into .git, .build, Pods, Carthage, DerivedData or node_modules. Prints, per document \
            and scene, each scroll view's content size (or which axis is ambiguous), then every issue \
            as path:line:column: severity: message [rule]; `autolayout rules` lists the rules. Under \
            each issue, `note:` lines give its why (the broken chain) and its first verified fix-it \
            (--no-notes leaves them out, and is faster: the fix-its are verified by laying out again).

            Exit status: 0 clean; 1 issues found (errors always; warnings with --strict); \
            2 a file could not be read (the other files are still checked), or no file was found; \
            64 bad arguments. Documents for macOS, watchOS or tvOS are skipped with a note. One \
            closing line on standard error counts files, scenes, errors, warnings, unreadable and \
            skipped files, and seconds.

            --reporter json (or --format json) prints the schema documented in docs/check-json.md; \
            sarif, github-actions, junit and summary suit CI (docs/ci.md). Settings are read from \
            .autolayout.yml (docs/configuration.md).
            """)

    @Argument(help: ArgumentHelp("Interface Builder files, or folders to search (default: the current folder).",
                                 valueName: "FILE_OR_FOLDER"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("How to print the results: \(Reporters.identifiers.joined(separator: ", ")).",
                               valueName: "NAME"))
    var reporter: String?

    @Option(help: ArgumentHelp("Output format: text (the xcode reporter) or json (the json reporter).",
                               valueName: "text|json"))
    var format: String?

    @Option(help: ArgumentHelp("The configuration file (default: the nearest .autolayout.yml in the current "
                               + "directory or a parent).", valueName: "PATH"))
    var config: String?

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    @Flag(help: "Count warnings as issues for the exit status.")
    var strict = false

    @Flag(help: "Print issues only (the xcode reporter leaves out the scenes' content sizes).")
    var quiet = false

    @Flag(name: .customLong("no-notes"),
          help: "Leave out the notes under each issue (its why and first verified fix-it; xcode, github-actions, junit, sarif).")
    var noNotes = false

    @Option(help: ArgumentHelp("Also write an HTML report (index.html, a page per document) to this folder.",
                               valueName: "DIR"))
    var html: String?

    @Option(help: ArgumentHelp("Write every issue found to this file (keyed by file, object id and rule) for "
                               + "--baseline.", valueName: "FILE"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Leave out the issues this file (from --write-baseline) accepts.", valueName: "FILE"))
    var baseline: String?

    @Flag(help: ArgumentHelp("Let --html and --write-baseline write where a symbolic link, device or FIFO already is "
                             + "(refused by default: a link committed there could point anywhere)."))
    var followLinks = false

    func validate() throws {
        let known = Reporters.identifiers.joined(separator: ", ")
        if let format, OutputFormat(rawValue: format) == nil {
            let hint = Reporters.reporter(named: format) != nil ? "; use --reporter \(format)" : ""
            throw ValidationError("--format takes text or json\(hint) (reporters: \(known)).")
        }
        if let reporter, Reporters.reporter(named: reporter) == nil {
            // SwiftLint's words, then the names it leaves out.
            throw ValidationError("No reporter with identifier '\(reporter)' available (known: \(known)).")
        }
    }

    func run() throws {
        let start = Date()
        try reportingFailures { () throws(CommandFailure) in
            let documents = try DocumentInputs(config: config, buildTime: buildTime)
            guard let chosen = Reporters.chosen(reporter: reporter, format: format, configured: documents.configuration.reporter)
            else { return }
            var invocation = CheckInvocation(reporter: chosen, notes: !noNotes && documents.configuration.notes)
            (invocation.quiet, invocation.strict, invocation.htmlFolder) = (quiet, strict, html)
            (invocation.writeBaseline, invocation.baseline, invocation.followLinks) = (writeBaseline, baseline, followLinks)
            let files = try documents.files(inputs), outcome: CheckInvocation.Outcome
            do throws(CheckInvocation.Failure) {
                outcome = try invocation.run(files, documents: documents, started: start, warn: printError)
            } catch {
                switch error {
                case .baseline(let failure): throw .baseline(failure)
                case .report(let failure): throw .cannotWrite(path: "standard output", what: "the report", reason: failure.reason)
                case .html(let failure): throw .htmlReport(failure)
                }
            }
            if outcome.unreadable { throw .unreadableInputsReported }
            if outcome.issuesFound { throw .issuesFound }
        }
    }
}
