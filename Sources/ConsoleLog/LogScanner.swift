/// Finds UIKit's and AppKit's Auto Layout messages in console text, one line at a time: any prefix
/// per line (timestamps, `[LayoutConstraints]`, syslog, `flutter`'s `[        ]`), CRLF, markdown
/// escapes, interleaved app output, cut-off blocks. Memory is the message being read, not the text.
///
/// Feed lines with `consume(_:)`, collect finished messages with `takeMessages()`, and call
/// `finish()` at the end of the text.
public struct LogScanner {
    private var lineNumber = 0
    private var conflict: ConflictBlock?
    private var trace: LogMessage?
    private var traceBlankLines = 0
    private var finished: [LogMessage] = []
    /// A conflict printed by macOS 14 in its new form, which prints the classic form again right after.
    private var lastModernConflict: LogMessage?

    public init() {}

    /// Words one of which every line that can start a message holds; other lines are passed over.
    private static let markers = ["onstraint", "AMBIGUOUS", "mbiguous layout", "MISSING HOST"].map { Array($0.utf8) }

    /// Reads the next line (without its line break).
    public mutating func consume(_ rawLine: Substring) {
        lineNumber += 1
        var line = rawLine
        if line.last == "\r" { line = line.dropLast() }
        if line.utf8.contains(UInt8(ascii: "\\")) { line = Substring(MarkdownEscapes.removed(line)) }
        if trace != nil, continueTrace(line) { return }
        if conflict != nil, continueConflict(line) { return }
        startMessage(line)
    }

    /// True while a message is open: every line matters then, not only lines with a marker.
    public var isInsideMessage: Bool { conflict != nil || trace != nil }

    /// Whether a line (its UTF-8 bytes) could start a message; others can be passed to `skipLine()`
    /// without being decoded while no message is open.
    public static func mayStartMessage(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for marker in markers where ByteSearch.find(marker, in: bytes) != nil { return true }
        // A lone "(" opens a list whose header was cut.
        var low = 0, high = bytes.count
        while low < high, bytes[low] == 32 || bytes[low] == 9 { low += 1 }
        while high > low, bytes[high - 1] == 32 || bytes[high - 1] == 9 || bytes[high - 1] == 13 { high -= 1 }
        return high - low == 1 && bytes[low] == UInt8(ascii: "(")
    }

    /// Counts a line that cannot start a message while none is open.
    public mutating func skipLine() {
        assert(!isInsideMessage)
        lineNumber += 1
    }

    /// Ends the text: messages still open (cut-off blocks) are finished as they are.
    public mutating func finish() {
        endTrace()
        endConflict()
    }

    /// The messages finished so far, in order; they are handed over once.
    public mutating func takeMessages() -> [LogMessage] {
        defer { finished.removeAll(keepingCapacity: true) }
        return finished
    }

    // MARK: Starting messages

    private mutating func startMessage(_ line: Substring) {
        let trimmed = line.trimmingSpaces()
        guard Self.markers.contains(where: { ByteSearch.contains(line, bytes: $0) }) || trimmed == "(" else { return }
        if ByteSearch.contains(line, "hierarchy is not prepared for the constraint") {
            startHierarchyError(line)
        } else if let header = ConflictBlock.headerEnd(in: line) {
            startConflict(line, header: header)
        } else if ByteSearch.contains(line, "Will attempt to recover by breaking") {
            var block = ConflictBlock(line: lineNumber)
            block.readLine(line)
            conflict = block
        } else if ByteSearch.contains(line, "AMBIGUOUS LAYOUT") || ByteSearch.contains(line, "mbiguous layout")
                    || ByteSearch.contains(line, "MISSING HOST") {
            trace = LogMessage(kind: .ambiguity, line: lineNumber)
            AmbiguityTraceReader.read(line, into: &trace!)
        } else if trimmed == "(" || line.contains("\"<") {
            var block = ConflictBlock(line: lineNumber)
            block.readLine(line)
            conflict = block
        }
    }

    private mutating func startConflict(_ line: Substring, header: Substring.Index) {
        var inherited: LogConstraint?
        if let open = conflict, open.message.constraints.isEmpty, !open.message.hasHeader {
            // macOS 14 prints "Will attempt to recover by breaking <…>." before the classic block.
            inherited = open.message.broken
            conflict = nil
        }
        endConflict()
        var block = ConflictBlock(line: lineNumber)
        block.message.hasHeader = true
        block.isModernMacOS = ByteSearch.contains(line, "Conflicting constraints detected")
        block.message.broken = inherited
        block.readLine(line[header...])
        conflict = block
    }

    private mutating func startHierarchyError(_ line: Substring) {
        endConflict()
        var message = LogMessage(kind: .hierarchy, line: lineNumber)
        message.hasHeader = true
        message.constraints = EntryFinder.entries(in: line).map(ConstraintEntryParser.parse)
        message.platform = PlatformGuess.platform(of: message, line: line)
        finished.append(message)
    }

    // MARK: Continuing messages

    /// True when the line belongs to the open conflict.
    private mutating func continueConflict(_ line: Substring) -> Bool {
        guard var block = conflict else { return false }
        if ConflictBlock.headerEnd(in: line) != nil || ByteSearch.contains(line, "hierarchy is not prepared") {
            return false
        }
        let taken = block.readLine(line)
        conflict = block
        if !taken { endConflict() }
        return taken
    }

    private mutating func endConflict() {
        guard let block = conflict else { return }
        conflict = nil
        var message = block.message
        guard !message.constraints.isEmpty || message.broken != nil || message.hasHeader else { return }
        message.platform = PlatformGuess.platform(of: message, line: "")
        if block.isModernMacOS { message.platform = .macOS }
        if let modern = lastModernConflict, !block.isModernMacOS, message.hasHeader, repeats(modern, message) {
            // The classic form macOS 14 prints after its own: the same conflict, counted once.
            lastModernConflict = nil
            return
        }
        lastModernConflict = block.isModernMacOS ? message : nil
        finished.append(message)
    }

    private func repeats(_ modern: LogMessage, _ classic: LogMessage) -> Bool {
        let known = Set(modern.constraints.compactMap(\.address))
        return classic.constraints.allSatisfy { $0.address.map(known.contains) ?? true }
    }

    private mutating func continueTrace(_ line: Substring) -> Bool {
        let trimmed = line.trimmingSpaces()
        if trimmed.isEmpty {
            traceBlankLines += 1
            return traceBlankLines <= 1
        }
        let isTree = trimmed.first.map { "|*+•<".contains($0) } ?? false
        let marked = ByteSearch.contains(line, "AMBIGUOUS LAYOUT") || ByteSearch.contains(line, "MISSING HOST")
        guard (isTree || marked), !ByteSearch.contains(line, "mbiguous layout") else {
            endTrace()
            return false
        }
        traceBlankLines = 0
        AmbiguityTraceReader.read(line, into: &trace!)
        return true
    }

    private mutating func endTrace() {
        guard var message = trace else { return }
        trace = nil
        traceBlankLines = 0
        guard !message.ambiguousViews.isEmpty || !message.missingHostConstraints.isEmpty else { return }
        message.platform = PlatformGuess.platform(of: message, line: "")
        finished.append(message)
    }
}
