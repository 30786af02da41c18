import ArgumentParser
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
        print(Self.text(DiagnosticRule.all), terminator: "")
    }

    /// One block per rule, separated by a blank line: `id (severity): Name`, then the trigger and
    /// the fix, indented.
    static func text(_ rules: [DiagnosticRule]) -> String {
        rules.map { rule in
            "\(rule.kind.rawValue) (\(rule.defaultSeverity.rawValue)): \(rule.name)\n"
                + "  trigger: \(rule.fullDescription)\n"
                + "  fix: \(rule.help)\n"
        }.joined(separator: "\n")
    }
}
