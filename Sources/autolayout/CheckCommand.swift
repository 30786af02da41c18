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
            let configuration = documents.configuration
            guard let chosen = Reporters.chosen(reporter: reporter, format: format, configured: configuration.reporter)
            else { return }
            let notes = !noNotes && configuration.notes
            var checks = documents.checkAll(try documents.files(inputs),
                                            explain: chosen.showsExplanations || (notes && chosen.showsNotes) || html != nil)
            let skipped = DocumentInputs.removeSkipped(from: &checks)
            skipped.forEach(printError)
            let accepted: Baseline.Outcome?
            do throws(BaselineError) {
                accepted = try Baseline.apply(writing: writeBaseline, reading: baseline, to: &checks,
                                              currentDirectory: documents.currentDirectory, followingLinks: followLinks)
            } catch {
                throw .baseline(error)
            }
            let run = CheckRun(checks: checks, mode: documents.mode, colour: Reporters.usesColour(chosen), quiet: quiet,
                               notes: notes)
            // Streamed: the JSON report of a large file is about twice its size, never held whole.
            var report = ChunkedOutput(OutputFile("-"), what: "the report")
            chosen.write(run) { report.write($0) }
            try report.finish()
            if chosen.identifier == GitHubActionsReporter.identifier { writeStepSummary(run) }
            if let html {
                do throws(HTMLReportWriter.Failure) {
                    try HTMLReportWriter.write(checks, mode: documents.mode, to: html, followingLinks: followLinks)
                } catch {
                    throw .htmlReport(error)
                }
            }
            accepted?.staleNotes.forEach(printError)
            printError(CheckRunSummary(checks, skipped: skipped.count, seconds: Date().timeIntervalSince(start),
                                       accepted: accepted?.accepted).line)
            if checks.contains(where: { $0.readError != nil }) { throw .unreadableInputsReported }
            if run.diagnostics.contains(where: { $0.severity == .error || strict || configuration.strict }) {
                throw .issuesFound
            }
        }
    }

    /// Every issue as a table in the GitHub job summary, when run in a GitHub Actions step; a
    /// summary that cannot be written is a warning, never a failed check.
    private func writeStepSummary(_ run: CheckRun) {
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        do {
            try GitHubStepSummary.append(GitHubStepSummary.markdown(run), toFile: path)
        } catch {
            printError("\(path): warning: cannot write the job summary: \(error.localizedDescription)")
        }
    }
}
