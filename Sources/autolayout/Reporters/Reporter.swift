import InterfaceBuilder
import LayoutDiagnostics

/// Everything `check` found, handed to one reporter.
struct CheckRun {
    var checks: [DocumentCheck]
    var mode: IBLayoutMode
    /// ANSI colour (the xcode reporter, and only when standard output is a terminal).
    var colour = false
    /// Issues only: no per-scene content-size lines (the xcode reporter).
    var quiet = false

    var diagnostics: [Diagnostic] { checks.flatMap(\.diagnostics) }
}

/// One output format of `check`; the text it returns is printed to standard output as is.
protocol Reporter {
    /// The name `--reporter` takes (SwiftLint's where one exists).
    static var identifier: String { get }
    static func report(_ run: CheckRun) -> String
}

/// The reporters `--reporter` knows, in the order `--help` lists them.
enum Reporters {
    static var all: [any Reporter.Type] {[
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self,
        JUnitReporter.self, SummaryReporter.self,
    ]}

    static var identifiers: [String] { all.map { $0.identifier } }

    static func reporter(named identifier: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == identifier }
    }
}

/// The version the reporters write (SARIF's `semanticVersion`, `autolayout --version`).
enum AutoLayoutVersion {
    static let current = "0.1.0"
    // SARIF's optional `informationUri` is left out: the project has no public home page yet.
}
