import InterfaceBuilder
import LayoutDiagnostics

/// `.autolayout.yml`: which rules report and how loudly, which files to skip, and what to assume
/// about documents that do not say (see docs/configuration.md). The CLI reads it from YAML; what
/// the settings mean is decided here.
package struct CheckConfiguration {
    package enum RuleSetting: String, CaseIterable {
        case off
        case warning
        case error
    }

    /// The file it was read from (nil: defaults, no file found).
    package var file: String?
    /// Per diagnostic kind; kinds not listed keep their own severity.
    package var rules: [DiagnosticKind: RuleSetting] = [:]
    /// Patterns relative to `baseDirectory`.
    package var excluded: [PathPattern] = []
    /// The config file's directory (absolute), which `excluded` patterns are relative to.
    package var baseDirectory: String = ""
    package var assumptions = IBCanvasAssumptions()
    package var mode: IBLayoutMode?
    /// Objects whose issues are accepted (`ignore:`), by IB object id.
    package var ignored: [IgnoredObject] = []
    /// `reporter:`, the reporter when `--reporter` is not given (checked against the known names).
    package var reporter: String?
    /// `strict: true` counts warnings for the exit status, as `--strict` does.
    package var strict = false
    /// `notes: false` leaves out the notes under each issue, as `--no-notes` does.
    package var notes = true

    package init() {}

    /// One `ignore:` entry: an object id, and the rules it is exempt from (empty: every rule).
    package struct IgnoredObject: Equatable {
        package var id: String
        package var rules: [DiagnosticKind] = []

        package init(id: String, rules: [DiagnosticKind] = []) {
            self.id = id
            self.rules = rules
        }

        package func covers(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.kind != .document && diagnostic.objectID == id && (rules.isEmpty || rules.contains(diagnostic.kind))
        }
    }

    /// Folders never searched when a folder is walked (version control, build products and
    /// dependency managers' checkouts hold other people's storyboards, or copies of yours); a file or
    /// folder named on the command line is still checked.
    package static let defaultExcludedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The kinds `rules` may name: every layout issue; reading errors are never silenced.
    package static let configurableKinds: [DiagnosticKind] = DiagnosticRule.all.map(\.kind).filter { $0 != .document }

    /// `diagnostics` with rules applied: turned-off kinds and ignored objects dropped, severities
    /// overridden. Reading errors (`document`) are never dropped.
    package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
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
    package func isExcluded(_ path: String, currentDirectory: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let absolute = RelativePath.normalise(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        let base = RelativePath.normalise(baseDirectory)
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix) else { return false }
        let relative = String(absolute.dropFirst(prefix.count))
        return excluded.contains { $0.matches(relative) }
    }
}

/// Why a configuration file cannot be used: `file:line:column: error: problem`.
package struct ConfigurationError: Error, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    package var problem: String

    package init(file: String, line: Int, column: Int, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    package var description: String { "\(file):\(line):\(column): error: \(problem)" }
}
