/// The `autolayout-check/1` document (docs/check-json.md), each issue with its explanation and
/// verified fix-its.
enum JSONReporter: Reporter {
    static let identifier = "json"

    static func report(_ run: CheckRun) -> String {
        CheckOutput.json(run.checks, mode: run.mode, explanations: IssueExplanations.init(check:)).text + "\n"
    }
}
