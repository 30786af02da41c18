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
    }

    public var entries: [Entry] = []

    public init() {}

    /// The entries of a document's explanation (none for a file that could not be read).
    public init(_ explanation: DocumentExplanation?) {
        entries = (explanation?.items ?? []).map { item in
            Entry(kind: item.kind, sceneObjectIDs: [item.brokenConstraintID, item.objectID].compactMap { $0 },
                  reasons: item.lines, fixIts: item.fixIts)
        }
    }

    /// The explanations of a checked document, worked out now if `explain()` has not run.
    public init(check: CheckedDocument) {
        self.init(check.explanation ?? check.explained().explanation)
    }

    /// The entry of the same kind about the same object (for a conflict: the constraint to break,
    /// else the first view it constrains).
    public func explanation(of diagnostic: Diagnostic) -> Entry? {
        guard let id = diagnostic.objectID else { return nil }
        return entries.first { $0.kind == diagnostic.kind && $0.sceneObjectIDs.first == id }
            ?? entries.first { $0.kind == diagnostic.kind && $0.sceneObjectIDs.contains(id) }
    }
}
