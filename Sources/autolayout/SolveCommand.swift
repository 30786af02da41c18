import ArgumentParser
import BenchmarkFormat
import Foundation
import LayoutCheck
import TextOutput

/// `autolayout solve SYSTEM.json`: solve a constraint system in the `autolayout-bench/1` format.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system (autolayout-bench/1 JSON) and print its values.",
        discussion: """
            Adds the constraints in file order; a required constraint that conflicts with the ones \
            before it is reported and left out, as UIKit recovers. Then applies the "ops", registers \
            the edit variables (with their initial values) and applies every edit step in order. \
            Prints each variable's value, the ambiguous variables and the conflicts.

            --format json prints {"values": {NAME: number, ...}, "ambiguous": [NAME, ...], \
            "conflicts": [{"constraints": [INDEX, ...], "broken": INDEX}, ...]}, variables in \
            file order, INDEX a constraint's 0-based position in the file.
            """)

    @Argument(help: ArgumentHelp("The system to solve (with --batch: any number of files and directories).", valueName: "SYSTEM.json"))
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: """
        Solve many systems in one process: directories contribute their *.json files in name \
        order; with --format json, one line per file with a leading "file" member (or "error").
        """)
    var batch = false

    @Option(name: .customLong("alternative"), help: ArgumentHelp(
        "Also print another optimal solution in which VARIABLE differs (repeatable).",
        valueName: "VARIABLE"))
    var alternativeVariables: [String] = []

    @Flag(help: "Also print an alternative solution for every ambiguous variable.")
    var allAlternatives = false

    @Flag(help: "Also print the solution's total error at each optional priority.")
    var errors = false

    func validate() throws {
        if !batch && files.count != 1 {
            throw ValidationError("give exactly one SYSTEM.json, or use --batch for several")
        }
    }

    func run() throws {
        let paths = batch ? WorkloadFiles.expand(files) : files
        var failed = false
        for path in paths {
            do throws(WorkloadError) {
                let report = try SolveReport(contentsOfFile: path, alternativesFor: alternativeVariables,
                                             allAmbiguous: allAlternatives, includeErrors: errors)
                switch format {
                case .json: StandardStreams.writeOutput(report.json(file: batch ? path : nil) + "\n")
                case .text: StandardStreams.writeOutput(report.text(file: path) + (paths.count > 1 ? "\n" : ""))
                }
                for failure in report.expectationFailures where format == .json {
                    printError("autolayout solve: \(path): \(failure.stage): expectation not met (\(failure.got))")
                }
            } catch {
                failed = true
                printError("autolayout solve: \(path): \(error)")
                if batch && format == .json {
                    StandardStreams.writeOutput(JSONValue.object([("file", .string(path)), ("error", .string("\(error)"))]).compactText + "\n")
                }
            }
        }
        if failed { throw CommandFailure.unreadableInputsReported.exitCode }
    }
}
