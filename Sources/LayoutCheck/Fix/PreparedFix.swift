import InterfaceBuilder

/// One file checked and fixed, and its fixed copy checked, before anything is written or printed:
/// the part of `fix` that files do independently.
package struct PreparedFix: Sendable {
    package let file: String
    package let check: CheckedDocument
    /// Nil for a file skipped, unreadable or not UTF-8 (nothing to fix).
    package let fix: DocumentFix?
    /// The fixed copy as `check` sees it, and what `check` prints of it.
    package let left: CheckedDocument?
    package let leftReport: String

    package static func prepare(_ files: [String], documents: DocumentInputs) -> [PreparedFix] {
        ConcurrentWork.map(files) { file in
            let check = documents.check(file)
            guard DocumentInputs.skipNote(check) == nil, check.readError == nil, !check.text.isEmpty else {
                return PreparedFix(file: file, check: check, fix: nil, left: nil, leftReport: "")
            }
            let fix = DocumentFix(check: check)
            let left = fix.text == check.text ? check : (documents.check(text: fix.text, as: file) ?? check)
            let report = XcodeReporter.report(CheckRun(checks: [left], mode: documents.mode, quiet: true))
            return PreparedFix(file: file, check: check, fix: fix, left: left, leftReport: report)
        }
    }
}
