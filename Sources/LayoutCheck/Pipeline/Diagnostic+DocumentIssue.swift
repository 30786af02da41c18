import InterfaceBuilder
import LayoutDiagnostics

extension Diagnostic {
    /// A reader's (or the layout's) issue about the document as a `document` diagnostic at its
    /// location: errors (a value or constraint left out) and warnings (the document is not what it
    /// says, or holds nothing to check); nil for a note, which is no finding.
    init?(documentIssue issue: IBIssue, path: String) {
        let severity: Severity
        switch issue.severity {
        case .note: return nil
        case .warning: severity = .warning
        case .error: severity = .error
        }
        self.init(severity: severity, kind: .document, objectID: issue.objectID, path: path,
                  line: issue.location.line, column: issue.location.column, message: issue.message)
    }
}
