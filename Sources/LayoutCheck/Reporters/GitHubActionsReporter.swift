import LayoutDiagnostics

/// GitHub Actions workflow commands: `::warning file=PATH,line=L,col=C::MESSAGE [kind]`, which
/// GitHub shows as annotations on the pull request's files.
public enum GitHubActionsReporter: Reporter {
    public static let identifier = "github-actions"

    public static func report(_ run: CheckRun) -> String {
        run.diagnostics.map { line($0, path: RelativePath.relative($0.path)) + "\n" }.joined()
    }

    static func line(_ diagnostic: Diagnostic, path: String) -> String {
        "::\(diagnostic.severity.rawValue) file=\(escapeProperty(path)),line=\(diagnostic.line),col=\(diagnostic.column)::"
            + escapeData(SafeText.escaped("\(diagnostic.message) [\(diagnostic.kind.rawValue)]"))
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
