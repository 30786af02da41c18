/// A conflict message being read, line by line: header, boilerplate, the `( … )` list, the recovery
/// line and the broken constraint (on the same line or the next), the closing boilerplate.
struct ConflictBlock {
    enum Phase { case list, awaitingBroken, done }

    var message: LogMessage
    var phase = Phase.list
    var isModernMacOS = false
    /// Lines read that neither continue the list nor are UIKit's boilerplate.
    private var strangeLines = 0

    init(line: Int) {
        message = LogMessage(kind: .conflict, line: line)
    }

    /// Where the text after the header starts, if the line holds a conflict header.
    static func headerEnd(in line: Substring) -> Substring.Index? {
        for header in ["Unable to simultaneously satisfy constraints", "Conflicting constraints detected"] {
            if ByteSearch.contains(line, header), let range = line.firstRange(of: header) { return range.upperBound }
        }
        return nil
    }

    /// Reads one line; false when the line does not belong to the message (which then ends).
    @discardableResult
    mutating func readLine(_ line: Substring) -> Bool {
        let trimmed = line.trimmingSpaces()
        if let recovery = line.firstRange(of: "Will attempt to recover by breaking") {
            readList(line[..<recovery.lowerBound])
            message.listClosed = message.listClosed || !message.constraints.isEmpty
            readBroken(line[recovery.upperBound...])
            return true
        }
        switch phase {
        case .awaitingBroken:
            readBroken(line)
            if message.broken == nil { phase = .done }
            return message.broken != nil || Boilerplate.matches(trimmed)
        case .done:
            return Boilerplate.matches(trimmed)
        case .list:
            let before = message.constraints.count
            readList(line)
            if message.constraints.count > before || Boilerplate.matches(trimmed) { return true }
            if trimmed == "..." || trimmed == "…" { message.listElided = true; return true }
            strangeLines += 1
            return strangeLines <= 1 && !message.listClosed
        }
    }

    private mutating func readList(_ text: Substring) {
        for entry in EntryFinder.entries(in: text) where !message.listClosed {
            message.constraints.append(ConstraintEntryParser.parse(entry))
        }
        let trimmed = text.trimmingSpaces()
        if !message.constraints.isEmpty, trimmed.hasPrefix(")") || trimmed.hasSuffix(")") && trimmed.contains("\")") {
            message.listClosed = true
        }
    }

    /// The entry after "breaking constraint" (or on the next line); "breaking <…>." on macOS 14.
    private mutating func readBroken(_ text: Substring) {
        if let entry = EntryFinder.entries(in: text).first {
            message.broken = ConstraintEntryParser.parse(entry)
            phase = .done
        } else {
            phase = .awaitingBroken
        }
    }
}

/// The fixed sentences UIKit and AppKit print around a conflict's list.
enum Boilerplate {
    static func matches(_ line: Substring) -> Bool {
        if line.isEmpty || line == "(" || line == ")" || line == ")." || line == "):" { return true }
        // A blank line under a per-line prefix (`[        ] `) has no words of its own.
        if !line.contains(where: { $0.isLetter || $0.isNumber }) { return true }
        for phrase in phrases where ByteSearch.contains(line, phrase) { return true }
        return false
    }

    private static let phrases = [
        "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
        "(2) find the code that added", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
        "UIConstraintBasedLayoutDebugging category", "Set the NSUserDefault NSConstraintBasedLayout",
        "Break on objc_exception_throw", "And/or, break on objc_exception_throw",
    ]
}
