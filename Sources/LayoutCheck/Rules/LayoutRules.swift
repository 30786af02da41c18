import InterfaceBuilder
import LayoutDiagnostics

/// Every rule `check` reports, one line each, sorted by id (the order `autolayout rules`, SARIF's
/// rule table and the configuration list them in). A test checks it against the files of this folder.
public enum LayoutRules {
    public static let all: [any LayoutRule] = [
        ConflictingConstraintsRule(),
        ContentPriorityAmbiguityRule(),
        DocumentRule(),
        FixedWidthMayClipRule(),
        MisplacedViewRule(),
        MissingConstraintsRule(),
        ScrollableContentSizeAmbiguityRule(),
    ]

    /// What each rule is called and means, in the registry's order.
    public static var infos: [DiagnosticRule] { all.map(\.info) }

    /// The rule with this id, nil for an id no rule has.
    public static func rule(_ kind: DiagnosticKind) -> (any LayoutRule)? {
        all.first { $0.kind == kind }
    }

    /// The rule that reports `issue`. Every scene issue has one (a test checks each rule's examples).
    public static func rule(of issue: SceneLayoutIssue) -> any LayoutRule {
        guard let rule = all.first(where: { $0.reports(issue) }) else {
            preconditionFailure("no rule reports \(issue): list its rule in LayoutRules.all")
        }
        return rule
    }
}
