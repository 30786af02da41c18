import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// The reasons and verified fix-its of one document's issues, looked up by `check`'s diagnostics
/// (the JSON reporter and the HTML report add them to each issue).
public struct IssueExplanations: Sendable {
    public struct Entry: Sendable {
        public var kind: DiagnosticKind
        public var sceneObjectIDs: [String]
        public var reasons: [String]
        public var fixIts: [String]
        /// The item the entry was made from (its related objects and the edits its fix makes).
        public var item: DocumentExplanation.Item

        /// The reasons in one line (for a scroll view, each axis's chain); nil when none was
        /// traced (the scene model does not reproduce the issue).
        public var why: String? {
            item.isTraced && !reasons.isEmpty ? reasons.joined(separator: " ") : nil
        }

        /// The fix `fix` writes, in words: the first verified fix-it (for a scroll view ambiguous
        /// in both directions, the first for each axis); nil when none was verified.
        public var fix: String? {
            item.appliedFixIts.isEmpty ? nil : item.appliedFixIts.joined(separator: "; ")
        }

        /// The notes the reporters add to the issue: `why: …` (the chain), then `fix: …`;
        /// neither when there is nothing traced or verified to say (never an invented one). An
        /// issue the layout budget left unexplained says so instead.
        public var notes: [String] {
            if item.lines == [LayoutBudget.unexplainedLine] { return [LayoutBudget.unexplainedLine] }
            return (why.map { ["why: " + $0] } ?? []) + (fix.map { ["fix: " + $0] } ?? [])
        }
    }

    public private(set) var entries: [Entry] = []
    /// Each entry's position by the finding it explains.
    private var byFinding: [FindingID: Int] = [:]

    public init() {}

    /// The entries of a document's explanation (none for a file that could not be read).
    public init(_ explanation: DocumentExplanation?) {
        entries = (explanation?.items ?? []).map { item in
            Entry(kind: item.kind, sceneObjectIDs: [item.brokenConstraintID, item.objectID].compactMap { $0 },
                  reasons: item.lines, fixIts: item.fixIts, item: item)
        }
        for (index, entry) in entries.enumerated() {
            if let finding = entry.item.finding, byFinding[finding] == nil { byFinding[finding] = index }
        }
    }

    /// The explanations of a checked document, worked out now if `explain()` has not run.
    public init(check: CheckedDocument) {
        self.init(check.explanation ?? check.explained().explanation)
    }

    /// The entry that explains the finding `diagnostic` reports.
    public func explanation(of diagnostic: Diagnostic) -> Entry? {
        diagnostic.finding.flatMap { byFinding[$0] }.map { entries[$0] }
    }
}
