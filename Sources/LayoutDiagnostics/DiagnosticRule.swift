/// What a rule means, for reporters that describe their rules (SARIF's `tool.driver.rules`,
/// `autolayout rules`, configuration docs): a title in Xcode's issue-navigator words, the severity
/// Xcode shows it at, one sentence, the reason, and how to fix it. Each rule's is in its own file
/// (LayoutCheck's `Rules/`), listed once in `LayoutRules.all`.
public struct DiagnosticRule: Sendable, Hashable {
    public var kind: DiagnosticKind
    /// Xcode's group name: `Scrollable Content Size Ambiguity`.
    public var name: String
    /// The severity Xcode's issue navigator gives the issue: a red arrow (error) for conflicts and
    /// every kind of ambiguity, yellow (warning) for misplaced views.
    public var defaultSeverity: Diagnostic.Severity
    public var shortDescription: String
    public var fullDescription: String
    /// How to fix it; `autolayout explain` gives the concrete chain and verified fix-its.
    public var help: String

    public init(kind: DiagnosticKind, name: String, defaultSeverity: Diagnostic.Severity, shortDescription: String,
                fullDescription: String, help: String) {
        self.kind = kind
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.help = help
    }
}
