/// What each diagnostic kind means, for reporters that describe their rules (SARIF's
/// `tool.driver.rules`, `autolayout rules`, configuration docs): a title in Xcode's
/// issue-navigator words, the severity Xcode shows it at, one sentence, the reason, and how to fix it.
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

    /// Every rule, sorted by kind (the order reporters list them in).
    public static let all: [DiagnosticRule] = [
        DiagnosticRule(
            kind: .conflictingConstraints, name: "Conflicting Constraints", defaultSeverity: .error,
            shortDescription: "Required constraints cannot all be satisfied.",
            fullDescription: "Some required constraints contradict each other; at run time UIKit logs "
                + "\"Unable to simultaneously satisfy constraints.\" and breaks one of them.",
            help: "Remove one constraint of the conflicting set, or lower its priority below 1000. "
                + "`autolayout explain FILE` lists the minimal set and the constraint UIKit would break."),
        DiagnosticRule(
            kind: .contentPriorityAmbiguity, name: "Content Priority Ambiguity", defaultSeverity: .error,
            shortDescription: "Views compete for the same space with equal content priorities.",
            fullDescription: "Two or more views share an axis with the same content hugging (or compression "
                + "resistance) priority, so the constraints do not say which one stretches (or shrinks).",
            help: "Give one of the views a higher hugging (or compression resistance) priority than the others."),
        DiagnosticRule(
            kind: .document, name: "Document", defaultSeverity: .error,
            shortDescription: "The document could not be read, or part of it was left out.",
            fullDescription: "The file is not a storyboard or xib this tool can read (malformed XML, an "
                + "unsupported document type), or an element of it could not be used.",
            help: "Look at the reported line: `xmllint --noout FILE` names the first XML error, and "
                + "`git log -p FILE` shows the change that introduced it (a merge conflict marker is the usual "
                + "cause). An element this tool leaves out does not stop the rest of the file being checked; "
                + "`rules: {document: warning}` or `off` in .autolayout.yml turns such issues down, while a file "
                + "that cannot be read at all is always reported."),
        DiagnosticRule(
            kind: .misplacedView, name: "Misplaced Views", defaultSeverity: .warning,
            shortDescription: "A view's frame in the file differs from the one its constraints give.",
            fullDescription: "The frame Interface Builder recorded for the view is not where its constraints "
                + "place it, so the view will move at run time.",
            help: "Update the frame from the constraints (Xcode: Update Frames), or change the constraints "
                + "so they give the frame you drew."),
        DiagnosticRule(
            kind: .missingConstraints, name: "Missing Constraints", defaultSeverity: .error,
            shortDescription: "A view's constraints leave its position or size undetermined.",
            fullDescription: "Nothing fixes the listed parts of the view's frame (X position, Y position, "
                + "width, height): Auto Layout may place it anywhere along them.",
            help: "Add a constraint for each listed part: a leading or top offset for a position, a width or "
                + "height (or an intrinsic content size) for a size. `autolayout explain FILE` proposes "
                + "constraints taken from the view's frame and checked by laying the scene out again."),
        DiagnosticRule(
            kind: .scrollableContentSizeAmbiguity, name: "Scrollable Content Size Ambiguity", defaultSeverity: .error,
            shortDescription: "A scroll view's content width or height is not determined by its content's constraints.",
            fullDescription: "A scroll view's content size comes from an unbroken chain of constraints from its "
                + "content's leading (top) edge to its trailing (bottom) edge, through views that each have "
                + "a size; the chain breaks, or a size refers back to the scroll view's content.",
            help: "Trace the chain from the scroll view's leading (top) edge to its trailing (bottom) edge: give "
                + "every view on it a width (height) that does not depend on the content, e.g. equal to the "
                + "frame layout guide to scroll along one axis only, and pin the last view to the far edge. "
                + "`autolayout explain FILE` shows where the chain stops and a verified fix."),
    ]

    /// The rule for `kind`, or a generic one for kinds this table does not know.
    public static func rule(for kind: DiagnosticKind) -> DiagnosticRule {
        all.first { $0.kind == kind }
            ?? DiagnosticRule(kind: kind, name: kind.rawValue, defaultSeverity: .error, shortDescription: kind.rawValue,
                              fullDescription: kind.rawValue, help: "See `autolayout explain`.")
    }
}
