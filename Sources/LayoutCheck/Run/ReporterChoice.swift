import Foundation

extension Reporters {
    /// The reporter a run uses: `--reporter`, else `--format` (`json`: the json reporter, `text`:
    /// xcode), else the configuration's `reporter:`, else xcode. Nil for an unknown name (which
    /// argument validation and the configuration's reject first).
    package static func chosen(reporter: String?, format: String?, configured: String?) -> (any Reporter.Type)? {
        let name = reporter ?? format.map { $0 == JSONReporter.identifier ? JSONReporter.identifier : XcodeReporter.identifier }
            ?? configured ?? XcodeReporter.identifier
        return Self.reporter(named: name)
    }

    /// ANSI colour: only the xcode reporter, only on a terminal, and never when `NO_COLOR` is set
    /// to anything but the empty string (no-color.org).
    package static func usesColour(_ reporter: any Reporter.Type, onTerminal: Bool = Terminal.isTerminal(.standardOutput),
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        reporter.identifier == XcodeReporter.identifier && onTerminal && environment["NO_COLOR", default: ""].isEmpty
    }
}
