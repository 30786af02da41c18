import ArgumentParser
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
}
