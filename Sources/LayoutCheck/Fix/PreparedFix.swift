import InterfaceBuilder

/// One file checked and fixed, and its fixed copy checked, before anything is written or printed:
/// the part of `fix` that files do independently.
package struct PreparedFix: Sendable {
    package let file: String
    package let check: CheckedDocument
    /// Nil for a file skipped, unreadable or not UTF-8 (nothing to fix).
    package let fix: DocumentFix?
    /// The fixed copy as `check` sees it, and what `check` prints of it (the file itself when the
    /// fix was refused).
    package let left: CheckedDocument?
    package let leftReport: String

    package static func prepare(_ files: [String], documents: DocumentInputs,
                                policy: FixPolicy = FixPolicy()) -> [PreparedFix] {
        ConcurrentWork.map(files) { file in
            let check = documents.check(file)
            guard DocumentInputs.skipNote(check) == nil, check.readError == nil, !check.text.isEmpty else {
                return PreparedFix(file: file, check: check, fix: nil, left: nil, leftReport: "")
            }
            var fix = DocumentFix(check: check, policy: policy)
            var left = check
            if fix.text != check.text {
                let verdict = verified(fix, of: check, documents: documents)
                if verdict.added.isEmpty, let fixed = verdict.left {
                    left = fixed
                } else {
                    fix = fix.refused(because: verdict.added, original: check.text)
                }
            }
            let report = XcodeReporter.report(CheckRun(checks: [left], mode: documents.mode, quiet: true))
            return PreparedFix(file: file, check: check, fix: fix, left: left, leftReport: report)
        }
    }

    /// The fixed copy checked in the run's mode, and the issues it would add at design time or at
    /// build time (the fixed copy that cannot be read again is refused too).
    private static func verified(_ fix: DocumentFix, of check: CheckedDocument,
                                 documents: DocumentInputs) -> (left: CheckedDocument?, added: [String]) {
        var added: [String] = []
        var left: CheckedDocument?
        for mode in [documents.mode] + IBLayoutMode.allCases.filter({ $0 != documents.mode }) {
            let before = mode == documents.mode ? check : documents.check(text: check.text, as: check.path, mode: mode)
            let after = fix.fixedSource.map { documents.check($0, as: check.path, mode: mode) }
            guard let before, let after else {
                return (nil, ["the fixed copy could not be read again"])
            }
            if mode == documents.mode { left = after }
            added += AddedIssues.lines(AddedIssues.added(before: before, after: after), mode: mode)
        }
        return (left, added)
    }
}
