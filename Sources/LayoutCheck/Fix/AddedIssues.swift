import InterfaceBuilder
import LayoutDiagnostics

/// The issues a fixed copy of a file has that the file itself had not, at design time and at build
/// time: a fix that adds any is not written (issue 23: a fix never makes an app worse).
///
/// An issue is the same when its kind, severity and object are (its message may name new numbers,
/// its line moves with the edits); an issue without an object is known by its message. Counted as a
/// multiset, so a second issue of a kind on one object is new too.
enum AddedIssues {
    /// `after`'s diagnostics that `before` lacks, in `after`'s order.
    static func added(before: CheckedDocument, after: CheckedDocument) -> [Diagnostic] {
        var known: [Key: Int] = [:]
        for diagnostic in before.diagnostics { known[Key(diagnostic), default: 0] += 1 }
        return after.diagnostics.filter { diagnostic in
            let key = Key(diagnostic)
            guard let count = known[key], count > 0 else { return true }
            known[key] = count - 1
            return false
        }
    }

    /// An issue across two checks of one file (before and after its fix), where no finding id
    /// carries over: its rule, severity and object, or its message when it has no object.
    private struct Key: Hashable {
        let kind: DiagnosticKind
        let severity: Diagnostic.Severity
        let object: String?
        let message: String?

        init(_ diagnostic: Diagnostic) {
            kind = diagnostic.kind
            severity = diagnostic.severity
            object = diagnostic.objectID
            message = diagnostic.objectID == nil ? diagnostic.message : nil
        }
    }

    /// Each added issue in words: `MODE: LINE:COLUMN: SEVERITY: MESSAGE [KIND]`.
    static func lines(_ added: [Diagnostic], mode: IBLayoutMode) -> [String] {
        let name = mode == .buildTime ? "build time" : "design time"
        return added.map { "\(name): \($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.kind.rawValue)]" }
    }
}
