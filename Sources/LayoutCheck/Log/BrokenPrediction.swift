import ConsoleLog

/// Predicts the constraint UIKit breaks when the log does not say (docs/log-json.md, "UIKit's choice").
enum BrokenPrediction {
    static let ruleSummary = "UIKit's rule, see docs/log-json.md"

    struct Result {
        var choice: BrokenChoice?
        var undecided: String?
    }

    static func predict(_ message: LogMessage, minimalSet: [Int]) -> Result {
        Result(choice: nil, undecided: "not yet")
    }
}
