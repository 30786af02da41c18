import Foundation
import PackagePlugin

/// `swift package plugin autolayout [check|explain|rules|…] [ARGUMENTS]` in a package that depends
/// on OpenAutoLayout: runs the `autolayout` command line, built from source for this machine, in
/// the package's directory. With no arguments it checks the whole package (`check .`); arguments
/// are passed on unchanged, so `swift package plugin autolayout check --reporter sarif Sources`
/// works as the command line does. A run that finds errors fails the plugin (SwiftPM exits 1).
@main
struct AutoLayoutPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "autolayout")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["check", "."] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw AutoLayoutPluginError(status: process.terminationStatus)
        }
    }
}

/// The command line's exit status, for SwiftPM's error line.
struct AutoLayoutPluginError: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "autolayout exited with status \(status)" }
}
