extension LayoutEngine {
    /// Hands each conflict of this pass that was not in effect after the previous pass to the
    /// root's handler (or the process-wide default), once, as UIKit logs a conflict once when the
    /// engine first meets it rather than on every pass.
    func alertNewConflicts() {
        var current: [ObjectIdentifier] = []
        var fresh: [LayoutIssue] = []
        for issue in lastIssues {
            guard let broken = issue.brokenConstraint else { continue }
            let key = ObjectIdentifier(broken)
            current.append(key)
            if !reportedConflicts.contains(key) { fresh.append(issue) }
        }
        reportedConflicts = current
        guard let handler = root.unsatisfiableConstraintsHandler ?? View.defaultUnsatisfiableConstraintsHandler
        else { return }
        for issue in fresh { handler(issue) }
    }
}
