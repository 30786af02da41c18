import ArgumentParser
import Foundation

/// The exit codes every subcommand uses.
extension ExitCode {
    /// A check ran and found issues (reserved for `check`).
    static let issuesFound = ExitCode(1)
    /// An input file could not be read or is not what it claims to be.
    static let unreadableInput = ExitCode(2)
}

/// Writes one line to standard error (diagnostics never go to standard output).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
