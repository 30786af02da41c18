import Foundation
import LayoutCheck
import TestSupport
import Testing

/// No run passes in silence (issue 24): a path that begins with `-` is a path or a usage error,
/// never help; a lost write to standard output or standard error is exit 2 or at least no crash;
/// a report never writes through a link committed at its path; bidi controls never reach a report raw.
@Suite("No silent pass")
struct NoSilentPassTests {
    func folderWithAmbiguous(named name: String) throws -> URL {
        let folder = try CLI.temporaryFolder()
        try Data(contentsOf: CLI.packageRoot.appendingPathComponent(ReporterFixtures.ambiguous))
            .write(to: folder.appendingPathComponent(name))
        return folder
    }

    @Test("A path that begins with - and exists is checked (its two errors: exit 1), never read as -h",
          arguments: [["check"], ["check", "--no-notes"], ["explain"]])
    func dashPathChecked(command: [String]) throws {
        let folder = try folderWithAmbiguous(named: "-hi.storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(command + ["-hi.storyboard"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(!run.output.contains("OVERVIEW") && !run.output.contains("USAGE"))
        #expect(run.output.contains("Scr-aa-001"))
    }

    @Test("A leading - that is neither an option nor a file is a usage error (64), never help",
          arguments: ["-hi.storyboard", "-h.xib", "--hx.storyboard"])
    func dashNothingIsUsageError(argument: String) throws {
        let folder = try folderWithAmbiguous(named: "A.storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["check", "A.storyboard", argument], in: folder)
        #expect(run.status == 64)
        #expect(!run.output.contains("OVERVIEW"))
        #expect(run.error.contains(argument))
    }

    @Test("After --, every argument is a path; options before it still count")
    func afterDoubleDash() throws {
        let folder = try folderWithAmbiguous(named: "--strict")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.moveItem(at: folder.appendingPathComponent("--strict"),
                                         to: folder.appendingPathComponent("-s.storyboard"))
        let run = try ReporterFixtures.run(["check", "--quiet", "--", "-s.storyboard"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.hasPrefix("-s.storyboard:17:29: error:"))
    }

    /// x == 5, the smallest system `solve` prints a value for.
    static let system = #"{"format": "autolayout-bench/1", "variables": ["x"], "#
        + #""constraints": [{"terms": [[1.0, "x"]], "constant": -5.0, "op": "=="}]}"#

    @Test("A failed write to standard output is exit 2 with one line naming it",
          arguments: ["rules", "solve", "explain", "fix"])
    func fullStandardOutput(command: String) throws {
        let example = CLI.packageRoot.appendingPathComponent(ReporterFixtures.ambiguous).path
        let arguments = switch command {
        case "rules": ["rules"]
        case "solve": ["solve", try TemporaryFiles.file(named: "s.json", Self.system)]
        case "fix": ["fix", "--dry-run", example]
        default: [command, example]
        }
        let run = try CLI.runToFullStandardOutput(arguments)
        #expect(run.status == 2, "\(run.error)")
        #expect(run.error.hasSuffix("standard output: cannot write: No space left on device\n"))
    }

    @Test("A full standard error is no crash: the exit status still says what happened")
    func fullStandardError() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["check", "/nonexistent/A.storyboard"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2)
    }

    @Test("A symbolic link committed at --html DIR/index.html or at --write-baseline is refused; --follow-links writes its target",
          arguments: ["html", "baseline"])
    func reportLinks(kind: String) throws {
        let folder = try folderWithAmbiguous(named: "A.storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("report"), withIntermediateDirectories: true)
        let link = kind == "html" ? "report/index.html" : "baseline.json"
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(link).path,
                                                   withDestinationPath: victim.path)
        let option = kind == "html" ? ["--html", "report"] : ["--write-baseline", "baseline.json"]
        let refused = try ReporterFixtures.run(["check", "A.storyboard"] + option, in: folder)
        #expect(refused.status == 2)
        #expect(refused.error.contains("is a symbolic link; refusing to write through it"))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        let asked = try ReporterFixtures.run(["check", "A.storyboard", "--follow-links"] + option, in: folder)
        #expect(asked.status == 1, "\(asked.error)")
        #expect(try String(contentsOf: victim, encoding: .utf8) != "precious")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(link).path))
                == victim.path)
    }

    @Test("--html naming an existing file says so, not Foundation's 'The operation could not be completed'")
    func htmlOntoFile() throws {
        let folder = try folderWithAmbiguous(named: "A.storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("out"))
        let run = try ReporterFixtures.run(["check", "A.storyboard", "--html", "out/report"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("out: cannot write the HTML report: exists and is not a folder"))
    }

    @Test("Bidi controls in a label and a file name reach no report raw", arguments: Reporters.identifiers)
    func bidiControls(reporter: String) throws {
        let name = "A\u{202E}lmx.storyboard"
        let folder = try folderWithAmbiguous(named: name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "userLabel=\"Scroll View\"", with: "userLabel=\"S\u{2067}croll\u{200F}\u{061C}\"")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let run = try ReporterFixtures.run(["check", "--reporter", reporter, name, "--html", "report"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("report").path)
            .map { try String(contentsOf: folder.appendingPathComponent("report/\($0)"), encoding: .utf8) }
        for output in [run.output, run.error] + pages {
            #expect(!output.unicodeScalars.contains { [0x202E, 0x2067, 0x200F, 0x061C].contains($0.value) }, "\(reporter)")
        }
    }

    @Test("A | in a path is escaped in the summary table, so the row keeps its four cells")
    func pipeInSummary() throws {
        let folder = try folderWithAmbiguous(named: "a|b.storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["check", "--reporter", "summary", "a|b.storyboard"], in: folder)
        let row = run.output.split(separator: "\n").first { $0.contains("storyboard") } ?? ""
        #expect(row.hasPrefix(#"| a\|b.storyboard "#))
        #expect(row.replacingOccurrences(of: #"\|"#, with: "").filter { $0 == "|" }.count == 5)
    }
}

@Suite("Argument bytes")
struct ArgumentBytesTests {
    @Test("A file name that is not UTF-8 is named with its bad byte, exit 2, not 'does not exist' under another name")
    func notUTF8Name() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #""$0" check "$(printf 'bad\377.storyboard')""#, CLI.binary.path]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.hasPrefix(#"bad\x{FF}.storyboard: cannot read file: its name is not UTF-8"#))
    }
}
