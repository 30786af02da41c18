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
        var known: [String: Int] = [:]
        for diagnostic in before.diagnostics { known[key(diagnostic), default: 0] += 1 }
        return after.diagnostics.filter { diagnostic in
            let key = key(diagnostic)
            guard let count = known[key], count > 0 else { return true }
            known[key] = count - 1
            return false
        }
    }

    private static func key(_ diagnostic: Diagnostic) -> String {
        [diagnostic.kind.rawValue, diagnostic.severity.rawValue, diagnostic.objectID ?? "\u{0}" + diagnostic.message]
            .joined(separator: "\u{1}")
    }

    /// Each added issue in words: `MODE: LINE:COLUMN: SEVERITY: MESSAGE [KIND]`.
    static func lines(_ added: [Diagnostic], mode: IBLayoutMode) -> [String] {
        let name = mode == .buildTime ? "build time" : "design time"
        return added.map { "\(name): \($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.kind.rawValue)]" }
    }
}
