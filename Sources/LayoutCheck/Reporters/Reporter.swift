import InterfaceBuilder
import LayoutDiagnostics

/// Everything `check` found, handed to one reporter.
public struct CheckRun: Sendable {
    public var checks: [CheckedDocument]
    public var mode: IBLayoutMode
    /// ANSI colour (the xcode reporter, and only when standard output is a terminal).
    public var colour = false
    /// Issues only: no per-scene content-size lines (the xcode reporter).
    public var quiet = false
    /// Each issue's why (its chain) and first verified fix-it under it (`--no-notes` leaves them out).
    public var notes = true

    public init(checks: [CheckedDocument], mode: IBLayoutMode, colour: Bool = false, quiet: Bool = false,
                notes: Bool = true) {
        self.checks = checks
        self.mode = mode
        self.colour = colour
        self.quiet = quiet
        self.notes = notes
    }

    public var diagnostics: [Diagnostic] { checks.flatMap(\.diagnostics) }

    /// The explanations the notes come from (worked out now for a document not yet explained);
    /// none when notes are off.
    func explanations(of check: CheckedDocument) -> IssueExplanations {
        notes ? IssueExplanations(check: check) : IssueExplanations()
    }
}

/// One output format of `check`; the text it returns (or writes, piece by piece) is printed to
/// standard output as is.
public protocol Reporter {
    /// The name `--reporter` takes (SwiftLint's where one exists).
    static var identifier: String { get }
    /// Whether the report shows each issue's explanation and verified fix-its (worth working out
    /// once per document before reporting, so the HTML report can share them).
    static var showsExplanations: Bool { get }
    /// Whether the report carries notes (each issue's why and first verified fix-it) unless
    /// `CheckRun.notes` is off: then too explanations are worth working out once beforehand.
    static var showsNotes: Bool { get }
    static func report(_ run: CheckRun) -> String
    /// The report handed to `sink` in pieces whose concatenation is `report(run)`; a reporter
    /// whose output grows with the file writes it so, never holding it whole (the JSON reporter).
    static func write(_ run: CheckRun, to sink: (String) -> Void)
}

extension Reporter {
    public static var showsExplanations: Bool { false }
    public static var showsNotes: Bool { false }

    /// One piece: the reports whose size the memory of a check does not depend on.
    public static func write(_ run: CheckRun, to sink: (String) -> Void) { sink(report(run)) }
}

/// The reporters `--reporter` knows, in the order `--help` lists them.
public enum Reporters {
    public static var all: [any Reporter.Type] {[
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
        JUnitReporter.self, SummaryReporter.self, CodeClimateReporter.self,
    ]}

    public static var identifiers: [String] { all.map { $0.identifier } }

    public static func reporter(named identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }
}

/// The version the reporters write (SARIF's `semanticVersion`, `autolayout --version`).
package enum AutoLayoutVersion {
    package static let current = "0.1.0"
    // SARIF's optional `informationUri` is left out: the project has no public home page yet.
}
