/// One message found in console text: a conflict ("Unable to simultaneously satisfy constraints"),
/// an ambiguity trace (`_autolayoutTrace`, "*AMBIGUOUS LAYOUT*") or a hierarchy error ("The view
/// hierarchy is not prepared for the constraint").
public struct LogMessage: Sendable {
    public enum Kind: String, Sendable { case conflict, ambiguity, hierarchy }
    public enum Platform: String, Sendable { case iOS, macOS, unknown }

    public var kind: Kind
    /// The 1-based line where the message starts.
    public var line: Int
    public var platform: Platform = .unknown
    /// The listed constraints, in the log's order (a hierarchy error's one constraint).
    public var constraints: [LogConstraint] = []
    /// The constraint the log says UIKit broke ("Will attempt to recover by breaking constraint").
    public var broken: LogConstraint?
    /// The message's first line ("Unable to simultaneously…") is in the text.
    public var hasHeader = false
    /// The list's closing parenthesis (or the recovery line after it) is in the text.
    public var listClosed = false
    /// The poster replaced (part of) the list with "...".
    public var listElided = false
    /// Ambiguity traces: the views marked AMBIGUOUS LAYOUT, in the trace's order.
    public var ambiguousViews: [AmbiguousView] = []
    /// Ambiguity traces: layout-engine hosts marked MISSING HOST CONSTRAINTS.
    public var missingHostConstraints: [LogItem] = []

    public init(kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// A conflict with its header, a closed list and nothing elided: the whole system UIKit saw.
    public var isCompleteConflict: Bool {
        kind == .conflict && hasHeader && listClosed && !listElided && !constraints.isEmpty
    }
}

/// A view an ambiguity trace marks, with the frame parts it names (`minX`, `Height`, …).
public struct AmbiguousView: Sendable {
    public var item: LogItem
    public var attributes: [String]
}
