import Foundation
import LayoutDiagnostics

/// What the github-actions reporter adds so no issue is lost: GitHub shows at most 10 error and 10
/// warning annotations per step (actions/toolkit, docs/problem-matchers.md), so every issue also
/// goes to the job summary (`$GITHUB_STEP_SUMMARY`) as a Markdown table, and a notice says when
/// annotations were dropped.
package enum GitHubStepSummary {
    /// Annotations of one severity GitHub shows per step.
    package static let annotationsPerSeverity = 10
    /// GitHub refuses a step summary over 1 MiB; the table stops before that, saying so.
    package static let byteBudget = 1_000_000

    /// `::notice::…` when a severity has more issues than GitHub shows as annotations; nil otherwise.
    package static func limitNotice(_ diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let hidden = max(0, errors - annotationsPerSeverity) + max(0, warnings - annotationsPerSeverity)
        guard hidden > 0 else { return nil }
        return "::notice title=autolayout::\(count(errors, "error")) and \(count(warnings, "warning")): GitHub shows "
            + "at most \(annotationsPerSeverity) error and \(annotationsPerSeverity) warning annotations per step, "
            + "so \(hidden) are not annotated. Every issue is in the job summary and in this log.\n"
    }

    /// The job summary: the counts, then one table row per issue (severity, file, line, rule,
    /// message), `|` escaped so a message cannot break the table.
    package static func markdown(_ run: CheckRun) -> String {
        let diagnostics = run.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }.count
        var out = "### autolayout: \(count(run.checks.count, "file")), \(count(errors, "error")), "
            + "\(count(diagnostics.count - errors, "warning"))\n\n"
        guard !diagnostics.isEmpty else { return out + "No issues.\n" }
        out += "| Severity | File | Line | Rule | Issue |\n| --- | --- | --- | --- | --- |\n"
        for (index, diagnostic) in diagnostics.enumerated() {
            let row = "| \(diagnostic.severity.rawValue) | \(cell(RelativePath.relative(diagnostic.path))) | "
                + "\(diagnostic.line) | \(diagnostic.kind.rawValue) | \(cell(diagnostic.message)) |\n"
            if out.utf8.count + row.utf8.count > byteBudget {
                let left = diagnostics.count - index
                return out + "\n\(count(left, "more issue")) not shown: GitHub takes at most 1 MiB of summary per "
                    + "step. Every issue is in this step's log (or use `--reporter sarif`).\n"
            }
            out += row
        }
        return out
    }

    /// Table cell text: control characters escaped as everywhere, `|` as `\|`, and `<`, `>`, `&`
    /// as entities so a name is shown as written rather than read as HTML.
    static func cell(_ text: String) -> String {
        SafeText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "|", with: "\\|")
    }

    /// Every issue as a table in the job summary when run in a GitHub Actions step (the environment
    /// names `GITHUB_STEP_SUMMARY`); a summary that cannot be written is a warning (returned), never
    /// a failed check.
    package static func appendInActionsStep(_ run: CheckRun, environment: [String: String]) -> String? {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        do {
            try append(markdown(run), toFile: path)
            return nil
        } catch {
            return "\(path): warning: cannot write the job summary: \(error.localizedDescription)"
        }
    }

    /// Appends `text` to the summary file (GitHub creates it per step; earlier steps' text stays).
    /// - Throws: the system's reason when the file cannot be opened or written.
    package static func append(_ text: String, toFile path: String) throws {
        if !FileManager.default.fileExists(atPath: path), !FileManager.default.createFile(atPath: path, contents: nil) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
