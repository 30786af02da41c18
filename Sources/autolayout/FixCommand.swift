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

    @Option(name: [.short, .customLong("output")], help: "Where to write the fixed copy.")
    var output: String

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    func validate() throws {
        let same = URL(fileURLWithPath: file).standardizedFileURL == URL(fileURLWithPath: output).standardizedFileURL
        if same { throw ValidationError("The output must not be the input file.") }
    }

    func run() throws {
        try reportingFailures { () throws(CommandFailure) in
            let fix = DocumentFix(check: try checkedDocument(file, buildTime: buildTime))
            for summary in fix.summaries { print("\(file): \(summary)") }
            do {
                try fix.text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw .cannotWrite(path: output, what: "the fixed copy", reason: error.localizedDescription)
            }
            print("wrote \(output) (\(fix.addedConstraintCount) constraint(s) added, "
                  + "\(fix.removedConstraintCount) removed, \(fix.updatedFrameCount) frame(s) updated)")
        }
    }
}
