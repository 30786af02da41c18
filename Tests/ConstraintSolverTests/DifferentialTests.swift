import Foundation
import Testing

/// The differential suite (against kiwisolver) and the ambiguity oracle (against scipy's
/// `linprog`) are Python scripts in `Scripts/`; `.ci/run` runs them after `swift build`:
///
///     python3 -m pip install kiwisolver scipy
///     python3 Scripts/differential.py --binary .build/debug/autolayout       # ≥ 1,000 systems
///     python3 Scripts/ambiguity-oracle.py --binary .build/debug/autolayout   # 500 systems
///     python3 Scripts/differential-scaled.py [--mixed] --binary .build/debug/autolayout  # 300, scipy only
///
/// These tests run the same scripts from `swift test` only when asked to
/// (`OPENAUTOLAYOUT_DIFFERENTIAL=1`), Python has both packages, and the `autolayout` binary has
/// been built beside the tests; otherwise they are skipped with the reason, never failed, so
/// `swift test` passes on a machine without Python packages.
@Suite("Differential and oracle suites (Python)", .serialized)
struct DifferentialTests {
    @Test("every seeded system agrees with kiwisolver to 1e-6 relative",
          .enabled(if: PythonSuites.unavailableReason == nil, PythonSuites.skipComment))
    func differential() throws {
        let result = try PythonSuites.run("differential.py")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("differential: "))
    }

    @Test("coefficients log-uniform over 1e-12…1e12 agree with scipy's lexicographic LP",
          .enabled(if: PythonSuites.unavailableReason == nil, PythonSuites.skipComment))
    func scaledDifferential() throws {
        let scaled = try PythonSuites.run("differential-scaled.py")
        #expect(scaled.status == 0, "\(scaled.output)")
        #expect(scaled.output.contains("differential-scaled: "))
        let mixed = try PythonSuites.python([
            PythonSuites.packageRoot.appendingPathComponent("Scripts/differential-scaled.py").path,
            "--mixed", "--binary", PythonSuites.binary!.path])
        #expect(mixed.status == 0, "\(mixed.output)")
    }

    @Test("ambiguity, conflicts and alternative solutions agree with the LP oracle",
          .enabled(if: PythonSuites.unavailableReason == nil, PythonSuites.skipComment))
    func ambiguityOracle() throws {
        let result = try PythonSuites.run("ambiguity-oracle.py")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("ambiguity-oracle: "))
    }
}

enum PythonSuites {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `autolayout` executable beside the running test bundle (built by `swift build`).
    static let binary: URL? = {
        let candidate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("autolayout")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()

    /// Why the suites cannot run here, or `nil` if they can.
    static let unavailableReason: String? = {
        guard ProcessInfo.processInfo.environment["OPENAUTOLAYOUT_DIFFERENTIAL"] == "1" else {
            return "set OPENAUTOLAYOUT_DIFFERENTIAL=1 to run them from swift test (.ci/run runs the scripts directly)"
        }
        guard binary != nil else { return "the autolayout binary is not built (run swift build first)" }
        guard (try? python(["-c", "import kiwisolver, scipy"]).status) == 0 else {
            return "python3 lacks kiwisolver or scipy (pip install kiwisolver scipy)"
        }
        return nil
    }()

    static var skipComment: Comment { Comment(rawValue: "Python suites skipped: \(unavailableReason ?? "")") }

    static func run(_ script: String) throws -> (status: Int32, output: String) {
        try python([packageRoot.appendingPathComponent("Scripts/\(script)").path, "--binary", binary!.path])
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
