import ConsoleLog

/// The text report: per event, where it is, what it is, the explanation and the fixes.
public enum LogTextReport {
    public static func text(_ files: [LogFileResult]) -> String {
        var out = ""
        for file in files {
            if file.error != nil { continue }
            for event in file.events { out += block(file.path, event) + "\n" }
        }
        let events = files.flatMap(\.events)
        out += "\(events.count) message\(events.count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")\n"
        return out
    }

    static func block(_ path: String, _ event: LogEvent) -> String {
        let message = event.message
        var title = "\(path):\(message.line): \(headline(message))"
        if event.count > 1 { title += " (\(event.count) times)" }
        var lines = [title]
        lines += event.explanation.map { "  " + $0 }
        if !event.fixes.isEmpty {
            lines.append("  Fixes, most likely first:")
            lines += event.fixes.enumerated().map { "    \($0.offset + 1). \($0.element)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func headline(_ message: LogMessage) -> String {
        switch message.kind {
        case .conflict:
            "conflict: \(message.constraints.count) constraints listed" + (message.isCompleteConflict ? "" : " (incomplete log)")
        case .ambiguity:
            "ambiguous layout: \(message.ambiguousViews.count) view\(message.ambiguousViews.count == 1 ? "" : "s")"
        case .hierarchy:
            "view hierarchy not prepared for a constraint"
        }
    }
}
