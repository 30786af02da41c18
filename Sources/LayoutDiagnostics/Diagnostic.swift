/// One finding about a document, located so editors and CI can jump to it.
///
/// Diagnostics are plain values: the caller supplies names and source locations (this module
/// knows nothing of file formats), and the text is written once, here.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        case warning
        case error
    }

    public var severity: Severity
    public var kind: DiagnosticKind
    /// The id of the object concerned (an Interface Builder object id), when there is one.
    public var objectID: String?
    public var path: String
    /// 1-based line and column of the object in `path`.
    public var line: Int
    public var column: Int
    public var message: String
    /// The scene issue the diagnostic reports, when it reports one: how its explanation, fix and
    /// picture find it again (never by its text or place).
    public var finding: FindingID?

    public init(severity: Severity, kind: DiagnosticKind, objectID: String?, path: String, line: Int, column: Int,
                message: String, finding: FindingID? = nil) {
        self.severity = severity
        self.kind = kind
        self.objectID = objectID
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.finding = finding
    }

    /// `path:line:column: severity: message [kind]`, the form compilers print and editors jump to.
    public var description: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(kind.rawValue)]"
    }

    /// Orders diagnostics by file, line, column, then kind and message: the same findings
    /// always print in the same order.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let l = a.element, r = b.element
            if l.path != r.path { return l.path < r.path }
            if l.line != r.line { return l.line < r.line }
            if l.column != r.column { return l.column < r.column }
            if l.kind.rawValue != r.kind.rawValue { return l.kind.rawValue < r.kind.rawValue }
            if l.message != r.message { return l.message < r.message }
            return a.offset < b.offset
        }.map(\.element)
    }
}

/// Which issue of which scene of a checked document a finding reports.
public struct FindingID: Sendable, Hashable {
    /// The scene's position among the document's laid-out scenes.
    public var scene: Int
    /// The issue's position among that scene's issues.
    public var issue: Int

    public init(scene: Int, issue: Int) {
        self.scene = scene
        self.issue = issue
    }
}

/// A stable identifier for a family of diagnostics (it appears in output and JSON; never renamed).
public struct DiagnosticKind: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A scroll view whose content constraints leave the content width or height undetermined.
    public static let scrollableContentSizeAmbiguity = DiagnosticKind(rawValue: "scrollable-content-size-ambiguity")
    /// A view whose constraints leave its position or size undetermined.
    public static let missingConstraints = DiagnosticKind(rawValue: "missing-constraints")
    /// A view whose recorded frame differs from the one its constraints give.
    public static let misplacedView = DiagnosticKind(rawValue: "misplaced-view")
    /// Required constraints that cannot all hold.
    public static let conflictingConstraints = DiagnosticKind(rawValue: "conflicting-constraints")
    /// Views with equal hugging or compression priorities competing for the same space.
    public static let contentPriorityAmbiguity = DiagnosticKind(rawValue: "content-priority-ambiguity")
    /// The document could not be read (or part of it was left out).
    public static let document = DiagnosticKind(rawValue: "document")

    public static func < (a: DiagnosticKind, b: DiagnosticKind) -> Bool { a.rawValue < b.rawValue }

    public var description: String { rawValue }
}
