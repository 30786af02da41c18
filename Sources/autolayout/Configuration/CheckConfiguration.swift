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

    /// The kinds `rules` may name: every layout issue; reading errors are never silenced.
    static let configurableKinds: [DiagnosticKind] = DiagnosticRule.all.map(\.kind).filter { $0 != .document }

    /// `diagnostics` with rules applied: turned-off kinds dropped, severities overridden.
    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
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
