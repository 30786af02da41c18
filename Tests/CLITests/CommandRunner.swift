import Foundation
import TestSupport

/// Runs the built `autolayout` binary (the test bundle is built next to it, since this test
/// target depends on the executable) and captures what it prints.
struct CommandResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum CommandRunner {
    /// The `autolayout` executable beside the running test bundle, or `nil` if there is none.
    static let binary: URL? = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidate = directory.appendingPathComponent("autolayout")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()

    static func run(_ arguments: [String]) throws -> CommandResult {
        guard let binary else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             standardOutput: String(decoding: outData, as: UTF8.self),
                             standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `contents` to a fresh file in a temporary directory and returns its path.
    static func file(named name: String, _ contents: String) throws -> String {
        try TemporaryFiles.file(named: name, contents)
    }
}
