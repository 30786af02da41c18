import ConsoleLog

/// One distinct message of a log with everything the pipeline found about it.
public struct LogEvent: Sendable {
    public var message: LogMessage
    /// How many times the log holds it (the same constraints up to addresses).
    public var count: Int
    /// Conflicts: the solver's verdict.
    public var proof: ConflictProof?
    /// Conflicts: the constraint UIKit breaks, read or predicted; nil when it cannot be decided.
    public var broken: BrokenChoice?
    /// Why no broken constraint is given, when it is not.
    public var brokenUndecided: String?
    public var explanation: [String] = []
    public var fixes: [String] = []

    /// The listed constraints whose indices the minimal set holds.
    public var minimalConstraints: [LogConstraint] {
        (proof?.minimalSet ?? []).map { message.constraints[$0] }
    }
}

/// The constraint UIKit breaks: the one the log names, or the one predicted by UIKit's rule.
public struct BrokenChoice: Sendable {
    public enum Source: String, Sendable { case log, predicted }
    public var constraint: LogConstraint
    /// Its position in the list, when the list holds it.
    public var index: Int?
    public var source: Source
}

/// Turns a log's messages into events: proof, UIKit's choice, explanation, fixes.
public enum LogAnalysis {
    public static func events(_ groups: [LogReader.Group]) -> [LogEvent] {
        groups.map { event(for: $0.message, count: $0.count) }
    }

    public static func event(for message: LogMessage, count: Int) -> LogEvent {
        var event = LogEvent(message: message, count: count)
        guard message.kind == .conflict else {
            event.explanation = OtherMessageText.explanation(message)
            event.fixes = OtherMessageText.fixes(message)
            return event
        }
        let named = message.broken.map { broken in
            BrokenChoice(constraint: broken, index: index(of: broken, in: message.constraints), source: .log)
        }
        var proof = ConflictProof.prove(message, broken: named?.index)
        event.broken = named
        if named == nil {
            let prediction = BrokenPrediction.predict(message, minimalSet: proof.minimalSet)
            event.broken = prediction.choice
            event.brokenUndecided = prediction.undecided
            if let index = prediction.choice?.index {
                proof = ConflictProof.prove(message, broken: index)
            }
        }
        event.proof = proof
        event.explanation = ConflictExplanation.lines(event)
        event.fixes = ConflictFixes.fixes(event)
        return event
    }

    /// The list entry with the same address (or the same text, for entries without one).
    static func index(of constraint: LogConstraint, in list: [LogConstraint]) -> Int? {
        if let address = constraint.address { return list.firstIndex { $0.address == address } }
        return list.firstIndex { $0.text == constraint.text }
    }
}
