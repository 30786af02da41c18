import ArgumentParser
import Foundation
import LayoutCheck

/// `autolayout fix FILE_OR_FOLDER... (--in-place | --dry-run | -o OUT)`: applies the verified fix-its
/// of each issue as `<constraint>` elements (new ids), removed constraints and updated frames,
/// editing the text so the rest stays byte-identical.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply verified fixes for the layout issues of storyboards and xibs.",
        discussion: """
            Files and folders are found as `check` finds them (the same excludes and .autolayout.yml). \
            Choose where the fixed text goes: --in-place rewrites each file that changed (atomically: a \
            new file renamed over it, its owner, permissions and extended attributes kept, a symbolic link \
            kept as a link; a file another program changed meanwhile is left as it is, exit 2); --dry-run prints a unified diff \
            (apply it with `git apply` or `patch -p1`) and changes nothing; -o OUT writes the copy of a \
            single input to OUT (- for standard output). No input is ever changed without --in-place.

            Every fix applied is listed as PATH:LINE:COLUMN: fixed: ISSUE → WHAT WAS DONE, then every \
            issue left without a verified fix as `check` prints it (on standard error with --dry-run \
            or -o -, so standard output holds the diff or the copy alone).

            A fix is held back (listed as `note: not fixed:`) when an outlet holds the constraint it removes, \
            when it removes a real constraint to satisfy a placeholder one, or when it sizes a view an outlet \
            holds (unless --size-views-with-outlets). Each fixed copy is checked at design time and at build \
            time: a file whose copy would have any new issue is not written, and the run exits 1.

            Exit status: 0 every issue fixed (or none); 1 issues without a verified fix remain, or a fix \
            was refused; \
            2 a file could not be read or written (the others are still fixed), or no file was found; \
            64 bad arguments (no or several of -o, --in-place, --dry-run; -o with several inputs).
            """)

    @Argument(help: ArgumentHelp("Interface Builder files, or folders to search.", valueName: "FILE_OR_FOLDER"))
    var inputs: [String] = []

    @Option(name: [.short, .customLong("output")],
            help: "Write the fixed copy of the single input here; - for standard output.")
    var output: String?

    @Flag(help: "Rewrite each input file that has fixes.")
    var inPlace = false

    @Flag(help: "Print the fixes as a unified diff; change nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("The configuration file (default: the nearest .autolayout.yml).", valueName: "PATH"))
    var config: String?

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    @Flag(help: "Also give a width or height to views an outlet holds (held back by default: the app's code may size them).")
    var sizeViewsWithOutlets = false

    func validate() throws {
        if [output != nil, inPlace, dryRun].filter({ $0 }).count != 1 {
            throw ValidationError("choose one of -o OUT, --in-place or --dry-run")
        }
        if inputs.isEmpty { throw ValidationError("name the files or folders to fix") }
        if output != nil, inputs.count > 1 {
            throw ValidationError("-o takes a single input; use --in-place or --dry-run for several")
        }
        if let output, OutputFile(output).isOneOf(inputs) {
            throw ValidationError("refusing to overwrite the input \(inputs[0]) with the fixed copy; use --in-place")
        }
    }

    func run() throws {
        try reportingFailures { () throws(CommandFailure) in
            let documents = try DocumentInputs(config: config, buildTime: buildTime)
            let files = try documents.files(inputs)
            if let output {
                // A folder named alone may still hold several files, or the output itself.
                guard files.count == 1 else { throw .severalInputsForOneOutput(paths: files) }
                if OutputFile(output).isOneOf(files) { throw .outputIsInput(path: files[0]) }
            }
            var outcome = FixOutcome()
            // Files are checked and fixed on every core, a few at a time (so memory holds a few files,
            // not all), then written and reported one by one in order.
            let batch = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
            for start in stride(from: 0, to: files.count, by: batch) {
                let prepared = PreparedFix.prepare(Array(files[start..<min(start + batch, files.count)]),
                                                   documents: documents,
                                                   policy: FixPolicy(sizesViewsWithOutlets: sizeViewsWithOutlets))
                for file in prepared { outcome.add(try fixOne(file)) }
            }
            printError(outcome.summaryLine)
            if outcome.unreadable > 0 { throw .unreadableInputsReported }
            if outcome.remaining > 0 || outcome.refused > 0 { throw .issuesFound }
        }
    }

    /// Fixes one file and writes the result where asked; a file that cannot be read or written is
    /// reported and counted, not thrown, so the other files are still fixed.
    private func fixOne(_ prepared: PreparedFix) throws(CommandFailure) -> FixOutcome {
        let (file, check) = (prepared.file, prepared.check)
        if DocumentInputs.isSkipped(check) { return FixOutcome() }
        if let error = check.readError { printError(error.description); return FixOutcome(files: 1, unreadable: 1) }
        guard let fix = prepared.fix, let left = prepared.left else {
            printError(CommandFailure.notUTF8(path: file).description)
            return FixOutcome(files: 1, unreadable: 1)
        }
        do throws(CommandFailure) {
            try write(fix, of: check)
        } catch {
            // The single output of -o failing ends the run; one file of several does not.
            if output != nil { throw error }
            printError(error.description)
            return FixOutcome(files: 1, unreadable: 1)
        }
        let written = output ?? (inPlace && fix.text != check.text ? file : nil)
        let report = FixOutcome.report(prepared, fix: fix, written: written.map { OutputFile($0).displayName })
        if !report.isEmpty {
            if dryRun || output == "-" { StandardStreams.writeError(report) } else { StandardStreams.writeOutput(report) }
        }
        return FixOutcome(prepared, fix: fix, left: left)
    }

    /// The fixed text to its destination: a diff on standard output, the file itself, or `-o`.
    private func write(_ fix: DocumentFix, of check: CheckedDocument) throws(CommandFailure) {
        let text = fix.text
        if dryRun {
            StandardStreams.writeOutput(UnifiedDiff.diff(from: check.text, edits: fix.edits, path: RelativePath.relative(check.path)))
        } else if inPlace {
            // Written only when something changed: an untouched file keeps its time stamp.
            if text != check.text {
                do throws(OutputFile.Failure) {
                    try OutputFile.replaceInput(check.path, read: check.text, with: text)
                } catch {
                    throw .cannotWrite(path: check.path, what: "the fixed file", reason: error.reason)
                }
            }
        } else if let output {
            try writeOutput(text, to: OutputFile(output), what: "the fixed copy")
        }
    }
}
