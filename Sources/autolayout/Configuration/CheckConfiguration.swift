import InterfaceBuilder
import LayoutDiagnostics

/// `.autolayout.yml`: which rules report and how loudly, which files to skip, and what to assume
/// about documents that do not say (see docs/configuration.md).
struct CheckConfiguration {
    enum RuleSetting: String, CaseIterable {
        case off
        case warning
        case error
    }

    /// The file it was read from (nil: defaults, no file found).
    var file: String?
    /// Per diagnostic kind; kinds not listed keep their own severity.
    var rules: [DiagnosticKind: RuleSetting] = [:]
    /// Patterns relative to `baseDirectory`.
    var excluded: [PathPattern] = []
    /// The config file's directory (absolute), which `excluded` patterns are relative to.
    var baseDirectory: String = ""
    var assumptions = IBCanvasAssumptions()
    var mode: IBLayoutMode?
    /// Objects whose issues are accepted (`ignore:`), by IB object id.
    var ignored: [IgnoredObject] = []
    /// `reporter:`, the reporter when `--reporter` is not given (checked against the known names).
    var reporter: String?
    /// `strict: true` counts warnings for the exit status, as `--strict` does.
    var strict = false
    /// `notes: false` leaves out the notes under each issue, as `--no-notes` does.
    var notes = true

    /// One `ignore:` entry: an object id, and the rules it is exempt from (empty: every rule).
    struct IgnoredObject: Equatable {
        var id: String
        var rules: [DiagnosticKind] = []

        func covers(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.kind != .document && diagnostic.objectID == id && (rules.isEmpty || rules.contains(diagnostic.kind))
        }
    }

    /// Folders never searched when a folder is walked (version control, build products and
    /// dependency managers' checkouts hold other people's storyboards, or copies of yours); a file or
    /// folder named on the command line is still checked.
    static let defaultExcludedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The kinds `rules` may name: every layout issue; reading errors are never silenced.
    static let configurableKinds: [DiagnosticKind] = DiagnosticRule.all.map(\.kind).filter { $0 != .document }

    /// `diagnostics` with rules applied: turned-off kinds and ignored objects dropped, severities
    /// overridden. Reading errors (`document`) are never dropped.
    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            if ignored.contains(where: { $0.covers(diagnostic) }) { return nil }
            var diagnostic = diagnostic
            switch rules[diagnostic.kind] {
            case .off?: return nil
            case .warning?: diagnostic.severity = .warning
            case .error?: diagnostic.severity = .error
            case nil: break
            }
            return diagnostic
        }
    }

    /// Whether `path` (as given, relative to the current directory or absolute) is excluded.
    func isExcluded(_ path: String, currentDirectory: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let absolute = PathPattern.normalise(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        let base = PathPattern.normalise(baseDirectory)
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix) else { return false }
        let relative = String(absolute.dropFirst(prefix.count))
        return excluded.contains { $0.matches(relative) }
    }
}
