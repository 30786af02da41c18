import ArgumentParser
import LayoutCheck
import LayoutDiagnostics

/// `autolayout rules`: every rule `check` reports, with the id `.autolayout.yml` and the output
/// use, the severity Xcode shows it at, what triggers it and what fixes it.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules check reports: id, default severity, what triggers it, how to fix it.",
        discussion: """
            The ids are the ones check prints in brackets and .autolayout.yml takes under rules: and \
            ignore: (docs/configuration.md). Severities are Xcode's: errors for conflicts and every \
            kind of ambiguity, warnings for misplaced views; errors make check exit 1.
            """)

    func run() {
        StandardStreams.writeOutput(RuleList.text(LayoutRules.infos))
    }
}
