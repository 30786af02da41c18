import Foundation

/// The built `autolayout` executable run as a child process: the one runner of the end-to-end tests.
public enum AutoLayoutCLI {
    /// What one run printed, and how it ended.
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        public var error: String

        public init(status: Int32, output: String, error: String) {
            self.status = status
            self.output = output
            self.error = error
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case missingBinary(String)

        public var description: String {
            switch self {
            case .missingBinary(let path): "\(path) does not exist: build the autolayout product before these tests"
            }
        }
    }

    /// The executable beside the running test bundle: SwiftPM builds the products a test target
    /// depends on into the same folder, whatever the build folder, triple or configuration.
    public static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("autolayout")

    public static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    /// Runs `executable` (`autolayout` by default) with `arguments` in `directory` (the test's own
    /// when nil), `environment` added to the test's; standard output goes to `standardOutput` when
    /// given (the run's `output` is then empty), else is captured.
    public static func run(_ arguments: [String], in directory: URL? = nil, executable: URL? = nil,
                           environment: [String: String] = [:], standardOutput: FileHandle? = nil) throws -> Run {
        let executable = executable ?? binary
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure.missingBinary(executable.path)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe(), error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        try process.run()
        // Standard output is read to its end first: the CLI writes a few lines at most to standard error.
        let outData = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                   error: String(decoding: errData, as: UTF8.self))
    }
}
