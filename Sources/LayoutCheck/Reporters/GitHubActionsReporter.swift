import LayoutDiagnostics

/// GitHub Actions workflow commands: `::warning file=PATH,line=L,col=C::MESSAGE [kind]`, which
/// GitHub shows as annotations on the pull request's files; the notes (why, first verified
/// fix-it) follow the message on lines of their own inside the annotation. When there are more
/// issues than GitHub annotates, a notice says so (`GitHubStepSummary`, which the CLI also writes
/// to the job summary).
public enum GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"

    public static let showsNotes = true

    public static func report(_ run: CheckRun) -> String {
        run.checks.map { check in
            let explanations = run.explanations(of: check)
            return check.diagnostics.map { diagnostic in
                line(diagnostic, path: RelativePath.relative(diagnostic.path),
                     notes: explanations.explanation(of: diagnostic)?.notes ?? []) + "\n"
            }.joined()
        }.joined() + (GitHubStepSummary.limitNotice(run.diagnostics) ?? "")
    }

    /// One workflow command. Each part, the path too, is made safe (`SafeText`) before the parts are
    /// joined by line breaks, so only the breaks between notes become GitHub's `%0A` (and no bidi
    /// control reaches the runner, which shows the path).
    static func line(_ diagnostic: Diagnostic, path: String, notes: [String] = []) -> String {
        let message = ["\(diagnostic.message) [\(diagnostic.kind.rawValue)]"] + notes
        return "::\(diagnostic.severity.rawValue) file=\(escapeProperty(SafeText.escaped(path))),line=\(diagnostic.line),col=\(diagnostic.column)::"
            + escapeData(message.map(SafeText.escaped).joined(separator: "\n"))
    }

    /// The message: `%`, CR and LF percent-encoded (GitHub's toolkit `escapeData`).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as data, plus `:` and `,`, which separate properties (`escapeProperty`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
