import Foundation
import PackagePlugin

/// `swift package plugin autolayout [check|explain|rules|…] [ARGUMENTS]` in a package that depends
/// on OpenAutoLayout: runs the `autolayout` command line in the package's directory. With no
/// arguments it checks the whole package (`check .`); arguments are passed on unchanged, so
/// `swift package plugin autolayout check --reporter sarif Sources` works as the command line does.
/// A run that finds errors fails the plugin (SwiftPM exits 1).
///
/// The command line is not a build dependency of the plugin, so a first run need not compile this
/// package: an installed `autolayout` of this package's version (`AUTOLAYOUT_BINARY`, else the
/// first on `PATH`; `Scripts/install.sh PREFIX VERSION` installs the released one) is used as is,
/// and only without one is it built, through SwiftPM, for this machine.
@main
struct AutoLayoutPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try await Self.installedTool() ?? Self.built(by: packageManager)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments.isEmpty ? ["check", "."] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw AutoLayoutPluginError.exited(process.terminationStatus)
        }
    }

    /// An installed `autolayout` that reports this package's version (`AutoLayoutVersion.current`,
    /// read from the source beside this plugin); nil when there is none.
    static func installedTool() async throws -> URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["AUTOLAYOUT_BINARY"]].compactMap { $0 }
            + (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/autolayout" }
        guard let wanted = packageVersion(),
              let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let url = URL(fileURLWithPath: path)
        guard try version(of: url) == wanted else { return nil }
        return url
    }

    /// The version constant in this package's source (the one `autolayout --version` prints).
    static func packageVersion() -> String? {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LayoutCheck/Reporters/Reporter.swift")
        guard let text = try? String(contentsOf: source, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.contains("static let current = \"") }) else { return nil }
        return line.split(separator: "\"").dropFirst().first.map(String.init)
    }

    static func version(of tool: URL) throws -> String {
        let process = Process(), output = Pipe()
        process.executableURL = tool
        process.arguments = ["--version"]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Builds the `autolayout` product (release: the checks of a large project are many times
    /// faster) and returns the executable.
    static func built(by packageManager: PackageManager) throws -> URL {
        let result = try packageManager.build(.product("autolayout"), parameters: .init(configuration: .release))
        guard result.succeeded, let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw AutoLayoutPluginError.buildFailed(result.logText)
        }
        return tool.url
    }
}

/// Why the plugin failed, for SwiftPM's error line.
enum AutoLayoutPluginError: Error, CustomStringConvertible {
    case exited(Int32)
    case buildFailed(String)

    var description: String {
        switch self {
        case .exited(let status): "autolayout exited with status \(status)"
        case .buildFailed(let log): "building autolayout failed:\n\(log)"
        }
    }
}
