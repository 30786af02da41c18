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

    /// One `ignore:` entry: an object id, the rules it is exempt from (empty: every rule), and the
    /// files it applies to (empty: every file). Xcode's templates reuse ids in every file made from
    /// them, so an id alone can silence unrelated issues in other files; `paths` scopes it.
    package struct IgnoredObject: Equatable {
        package var id: String
        package var rules: [DiagnosticKind] = []
        /// Patterns relative to the configuration file's folder, as `excluded:`.
        package var paths: [PathPattern] = []

        package init(id: String, rules: [DiagnosticKind] = [], paths: [PathPattern] = []) {
            self.id = id
            self.rules = rules
            self.paths = paths
        }

        /// Whether the entry accepts `diagnostic`, found in the file at `relativePath` (relative to
        /// the configuration's folder; nil for a file outside it, which no pattern matches).
        package func covers(_ diagnostic: Diagnostic, relativePath: String?) -> Bool {
            guard diagnostic.objectID == id, rules.isEmpty || rules.contains(diagnostic.kind) else { return false }
            guard !paths.isEmpty else { return true }
            guard let relativePath else { return false }
            return paths.contains { $0.matches(relativePath) }
        }
    }

    /// Folders never searched when a folder is walked (version control, build products and
    /// dependency managers' checkouts hold other people's storyboards, or copies of yours); a file or
    /// folder named on the command line is still checked.
    package static let defaultExcludedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The kinds `rules` and `ignore` may name: every rule, `document` included (issues about parts
    /// of a readable file; a file that cannot be read at all is reported whatever the settings).
    package static let configurableKinds: [DiagnosticKind] = LayoutRules.all.map(\.kind)

    /// `diagnostics` with rules applied: turned-off kinds and ignored objects dropped, severities
    /// overridden. `currentDirectory` resolves the diagnostics' paths for `ignore:` entries scoped
    /// to paths.
    package func apply(to diagnostics: [Diagnostic], currentDirectory: String = "/") -> [Diagnostic] {
        var relativePaths: [String: String?] = [:]
        return diagnostics.compactMap { diagnostic in
            if !ignored.isEmpty {
                if relativePaths[diagnostic.path] == nil {
                    relativePaths[diagnostic.path] = relativePath(diagnostic.path, currentDirectory: currentDirectory)
                }
                let relative = relativePaths[diagnostic.path] ?? nil
                if ignored.contains(where: { $0.covers(diagnostic, relativePath: relative) }) { return nil }
            }
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
        guard !excluded.isEmpty, let relative = relativePath(path, currentDirectory: currentDirectory) else { return false }
        return excluded.contains { $0.matches(relative) }
    }

    /// `path` relative to the configuration's folder, what its patterns match; nil outside it.
    package func relativePath(_ path: String, currentDirectory: String) -> String? {
        let absolute = RelativePath.normalise(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        let base = RelativePath.normalise(baseDirectory)
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix) else { return nil }
        return String(absolute.dropFirst(prefix.count))
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
