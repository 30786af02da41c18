import LayoutDiagnostics

/// `path:line:column: warning: message [kind]`, the form compilers print and Xcode and editors
/// jump to, after each scene's scroll-view content sizes (left out with `--quiet`); under each
/// issue, clang-style `note:` lines with its why and first verified fix-it (unless `--no-notes`).
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public static let showsNotes = true

    public static func report(_ run: CheckRun) -> String {
        var out = ""
        for check in run.checks {
            if !run.quiet { out += SceneSummary.sceneLines(check) }
            out += SceneSummary.notJudgedLines(check)
            out += SceneSummary.leftOutLines(check)
            let explanations = run.explanations(of: check)
            for diagnostic in check.diagnostics {
                for line in lines(diagnostic, notes: explanations.explanation(of: diagnostic)?.notes ?? [],
                                  colour: run.colour) {
                    out += line + "\n"
                }
            }
        }
        return out
    }

    /// The line, then one `note:` line per note at the same place.
    static func lines(_ diagnostic: Diagnostic, notes: [String], colour: Bool) -> [String] {
        [line(diagnostic, colour: colour)] + notes.map { note($0, at: diagnostic, colour: colour) }
    }

    /// One diagnostic; with `colour`, the severity in bold yellow (warning) or red (error), as
    /// compilers colour it, and the kind dimmed.
    static func line(_ diagnostic: Diagnostic, colour: Bool) -> String {
        let path = SafeText.escaped(diagnostic.path), message = SafeText.escaped(diagnostic.message)
        guard colour else {
            return "\(path):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(message) "
                + "[\(diagnostic.kind.rawValue)]"
        }
        let severity = diagnostic.severity == .error ? ANSI.boldRed : ANSI.boldYellow
        return "\(ANSI.bold)\(path):\(diagnostic.line):\(diagnostic.column):\(ANSI.reset) "
            + "\(severity)\(diagnostic.severity.rawValue):\(ANSI.reset) \(ANSI.bold)\(message)\(ANSI.reset) "
            + "\(ANSI.dim)[\(diagnostic.kind.rawValue)]\(ANSI.reset)"
    }

    /// `path:line:column: note: text`, located at its issue, as clang prints the notes under an
    /// error (with `colour`, `note:` in bold grey).
    static func note(_ text: String, at diagnostic: Diagnostic, colour: Bool) -> String {
        let path = SafeText.escaped(diagnostic.path), text = SafeText.escaped(text)
        let place = "\(path):\(diagnostic.line):\(diagnostic.column):"
        guard colour else { return "\(place) note: \(text)" }
        return "\(ANSI.bold)\(place)\(ANSI.reset) \(ANSI.boldGrey)note:\(ANSI.reset) \(text)"
    }
}

/// The few ANSI escape sequences the xcode reporter uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let boldRed = "\u{1B}[1;31m"
    static let boldYellow = "\u{1B}[1;33m"
    static let boldGrey = "\u{1B}[1;30m"
}
