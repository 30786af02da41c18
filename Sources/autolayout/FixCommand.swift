import ArgumentParser
import Foundation
import LayoutCheck

/// `autolayout fix FILE -o OUT`: writes a copy of FILE with the first verified fix-it of each issue
/// applied as `<constraint>` elements (new ids), editing the text so the rest stays byte-identical.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Write a copy of a storyboard or xib with verified fixes for its layout issues applied.")

    @Argument(help: "An Interface Builder file (never modified).")
    var file: String

    @Option(name: [.short, .customLong("output")],
            help: "Where to write the fixed copy; - for standard output (the summary then goes to standard error).")
    var output: String

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    func validate() throws {
        if OutputFile(output).isOneOf([file]) {
            throw ValidationError("refusing to overwrite the input \(file) with the fixed copy")
        }
    }

    func run() throws {
        try reportingFailures { () throws(CommandFailure) in
            let fix = DocumentFix(check: try checkedDocument(file, buildTime: buildTime))
            let destination = OutputFile(output)
            try writeOutput(fix.text, to: destination, what: "the fixed copy")
            // Said only once the copy is written; kept off standard output when that is the copy.
            let toStandardError = destination.destination == .standardOutput
            func say(_ line: String) {
                if toStandardError { printError(line) } else { print(SafeText.escaped(line)) }
            }
            for summary in fix.summaries { say("\(file): \(summary)") }
            say("wrote \(destination.displayName) (\(fix.addedConstraintCount) constraint(s) added, "
                + "\(fix.removedConstraintCount) removed, \(fix.updatedFrameCount) frame(s) updated)")
        }
    }
}
