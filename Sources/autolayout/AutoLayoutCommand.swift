import ArgumentParser
import Foundation
import LayoutCheck

/// The `autolayout` command line: one subcommand per file (`SolveCommand.swift`, …).
/// To add a subcommand, write its type in its own file and list it in `subcommands`.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: solve constraint systems, check storyboards and xibs.",
        version: AutoLayoutVersion.current,
        // The checker's commands first, in the order a user meets them; `solve` is for constraint systems.
        subcommands: [CheckCommand.self, ExplainCommand.self, FixCommand.self, RenderCommand.self, RulesCommand.self, LogCommand.self,
                      SolveCommand.self])

    /// Parses (paths told from options first: `PathArguments`) and runs the subcommand; then a
    /// standard output that lost anything (a full disk, `/dev/full`) makes the run fail with exit 2.
    static func main() {
        var outcome: (any Error)?
        if let name = ArgumentBytes.notUTF8().first {
            printError("\(name): cannot read file: its name is not UTF-8, so it cannot be named exactly; rename it")
            Foundation.exit(2)
        }
        do {
            let arguments = try PathArguments.separated(Array(CommandLine.arguments.dropFirst()),
                                                        subcommands: configuration.subcommands)
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let misuse as PathArguments.Misuse {
            printError("autolayout: " + misuse.description)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch {
            outcome = error
        }
        if let reason = StandardStreams.finishOutput() {
            printError("standard output: cannot write: \(reason)")
            Foundation.exit(2)
        }
        if let outcome { exit(withError: outcome) }
    }
}
