/// The `autolayout-check/1` document (docs/check-json.md), each issue with its explanation and
/// verified fix-its.
public enum JSONReporter: Reporter {
    public static let identifier = "json"

    public static let showsExplanations = true

    /// Streamed: a large file's report is never held whole (`CheckJSON.write`).
    public static func write(_ run: CheckRun, to sink: (String) -> Void) {
        CheckJSON.write(run.checks, mode: run.mode, explanations: IssueExplanations.init(check:), to: sink)
        sink("\n")
    }

    public static func report(_ run: CheckRun) -> String {
        var text = ""
        write(run) { text += $0 }
        return text
    }
}
