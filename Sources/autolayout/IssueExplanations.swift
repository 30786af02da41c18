import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// The reasons and verified fix-its of one document's issues, looked up by `check`'s diagnostics
/// (the JSON reporter adds them to each issue).
struct IssueExplanations {
    struct Entry {
        var kind: DiagnosticKind
        var sceneObjectIDs: [String]
        var reasons: [String]
        var fixIts: [String]
    }

    var entries: [Entry] = []

    init() {}

    /// Explains every issue of the document `check` read (nothing for a file that could not be read).
    init(check: DocumentCheck) {
        guard let document = check.document else { return }
        let explained = DocumentExplanation(document: document, mode: check.mode, text: check.text)
        entries = explained.items.map { item in
            Entry(kind: item.kind, sceneObjectIDs: [item.brokenConstraintID, item.objectID].compactMap { $0 },
                  reasons: item.lines, fixIts: item.fixIts)
        }
    }

    /// The entry of the same kind about the same object (for a conflict: the constraint to break,
    /// else the first view it constrains).
    func explanation(of diagnostic: Diagnostic) -> Entry? {
        guard let id = diagnostic.objectID else { return nil }
        return entries.first { $0.kind == diagnostic.kind && $0.sceneObjectIDs.first == id }
            ?? entries.first { $0.kind == diagnostic.kind && $0.sceneObjectIDs.contains(id) }
    }
}
