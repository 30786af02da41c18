import LayoutDiagnostics

/// `autolayout rules`: every rule `check` reports, as the command lists them.
package enum RuleList {
    /// One block per rule, separated by a blank line: `id (severity): Name`, then the trigger and
    /// the fix, indented.
    package static func text(_ rules: [DiagnosticRule]) -> String {
        rules.map { rule in
            "\(rule.kind.rawValue) (\(rule.defaultSeverity.rawValue)): \(rule.name)\n"
                + "  trigger: \(rule.fullDescription)\n"
                + "  fix: \(rule.help)\n"
        }.joined(separator: "\n")
    }
}
