import LayoutDiagnostics

/// `path:line:column: warning: message [kind]`, the form compilers print and Xcode and editors
/// jump to, after each scene's scroll-view content sizes (left out with `--quiet`).
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public static func report(_ run: CheckRun) -> String {
        var out = ""
        for check in run.checks {
            if !run.quiet { out += SceneSummary.sceneLines(check) }
            for diagnostic in check.diagnostics { out += line(diagnostic, colour: run.colour) + "\n" }
        }
        return out
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
}

/// The few ANSI escape sequences the xcode reporter uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let boldRed = "\u{1B}[1;31m"
    static let boldYellow = "\u{1B}[1;33m"
}
