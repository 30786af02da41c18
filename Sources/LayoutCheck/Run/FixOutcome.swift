/// What `fix` did for one file or a whole run: the counts behind its closing line and exit status,
/// and the lines it prints for each file.
package struct FixOutcome: Equatable {
    package var files = 0
    package var changedFiles = 0
    package var fixes = 0
    package var remaining = 0
    package var unreadable = 0
    /// Files left unwritten because their fixed copy would have new issues.
    package var refused = 0

    package init(files: Int = 0, changedFiles: Int = 0, fixes: Int = 0, remaining: Int = 0, unreadable: Int = 0,
                 refused: Int = 0) {
        (self.files, self.changedFiles, self.fixes) = (files, changedFiles, fixes)
        (self.remaining, self.unreadable, self.refused) = (remaining, unreadable, refused)
    }

    /// One prepared file whose fix was written (or printed).
    package init(_ prepared: PreparedFix, fix: DocumentFix, left: CheckedDocument) {
        self.init(files: 1, changedFiles: fix.text == prepared.check.text ? 0 : 1, fixes: fix.applied.count,
                  remaining: left.diagnostics.count, refused: fix.refusal.isEmpty ? 0 : 1)
    }

    package mutating func add(_ other: FixOutcome) {
        refused += other.refused
        files += other.files
        changedFiles += other.changedFiles
        fixes += other.fixes
        remaining += other.remaining
        unreadable += other.unreadable
    }

    /// What `fix` says about one file, each line ending in a newline: the fixes applied, those held
    /// back, a refusal and its reasons, a spent budget, `wrote …` once `written` (a path) is written,
    /// then the issues left as `check` prints them.
    package static func report(_ prepared: PreparedFix, fix: DocumentFix, written: String?) -> String {
        let file = prepared.file
        var lines = fix.applied.map { line($0, path: file) } + fix.heldBack.map { heldBackLine($0, path: file) }
        if !fix.refusal.isEmpty {
            lines.append(SafeText.escaped("\(file): note: nothing written: the fix is refused"))
            lines += fix.refusal.map { SafeText.escaped("\(file): note:   \($0)") }
        }
        if fix.notAppliedForBudget > 0 {
            lines.append(SafeText.escaped("\(file): note: \(fix.notAppliedForBudget) verified fix(es) not applied: this "
                + "file's budget of \(LayoutBudget.viewsPerDocument) views laid out again is spent; run fix again to go on"))
        }
        if let written {
            lines.append(SafeText.escaped("wrote \(written) (\(fix.addedConstraintCount) constraint(s) added, "
                + "\(fix.removedConstraintCount) removed, \(fix.updatedFrameCount) frame(s) updated)"))
        }
        return lines.map { $0 + "\n" }.joined() + prepared.leftReport
    }

    /// `PATH:LINE:COLUMN: fixed: ISSUE → WHAT WAS DONE`, names and paths escaped.
    package static func line(_ applied: DocumentFix.Applied, path: String) -> String {
        SafeText.escaped("\(path):\(applied.line):\(applied.column): fixed: \(applied.issue) → \(applied.summary)")
    }

    /// `PATH:LINE:COLUMN: note: not fixed: ISSUE → FIX-IT: held back: WHY`, escaped.
    package static func heldBackLine(_ held: DocumentFix.Applied, path: String) -> String {
        SafeText.escaped("\(path):\(held.line):\(held.column): note: not fixed: \(held.issue) → \(held.summary)")
    }

    /// `Done fixing 3 files: 4 fixes applied in 2 files, 1 issue left without a verified fix, 0 unreadable.`
    package var summaryLine: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "Done fixing \(count(files, "file")): \(fixes == 1 ? "1 fix" : "\(fixes) fixes") "
            + "applied in \(count(changedFiles, "file")), \(count(remaining, "issue")) left without a verified fix, "
            + "\(unreadable) unreadable."
    }
}
