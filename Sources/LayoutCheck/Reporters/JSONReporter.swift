/// The `autolayout-check/1` document (docs/check-json.md), each issue with its explanation and
/// verified fix-its.
public enum JSONReporter: Reporter {
    public static let identifier = "json"

    public static let showsExplanations = true

    public static func report(_ run: CheckRun) -> String {
        CheckJSON.json(run.checks, mode: run.mode, explanations: IssueExplanations.init(check:)).text + "\n"
    }
}
