import Foundation
import TestSupport
import Testing

/// `fix` end to end: where the fixed text goes, what it lists, its exit status, on files written
/// here from the seeds' broken scroll views.
@Suite("autolayout fix: in place, dry run, several files, exit status")
struct FixCommandTests {
    /// A folder holding the seeds' broken scenes as `A.storyboard` and `B.storyboard` (in a
    /// subfolder), and the bundled fixed example, which needs nothing.
    static func brokenFolder() throws -> URL {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try ExplainFixFixtures.imagePinnedToEdges.write(to: folder.appendingPathComponent("A.storyboard"),
                                                       atomically: true, encoding: .utf8)
        try ExplainFixFixtures.rowWithoutFarEdge.write(to: folder.appendingPathComponent("sub/B.storyboard"),
                                                      atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(ReporterFixtures.fixed),
                                         to: folder.appendingPathComponent("Clean.storyboard"))
        return folder
    }

    static func contents(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in ["A.storyboard", "sub/B.storyboard", "Clean.storyboard"] {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    /// Runs `tool arguments` in `folder`; its exit status.
    static func tool(_ path: String, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("--dry-run prints a diff that git apply and patch -p1 accept, changes nothing, and applied checks clean")
    func dryRunDiffApplies() throws {
        let folder = try Self.brokenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.contents(folder)
        let run = try ReporterFixtures.run(["fix", "--dry-run", "."], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(try Self.contents(folder) == before)
        // Both broken files, the clean one not at all; paths relative to the current folder.
        #expect(run.output.hasPrefix("--- a/A.storyboard\n+++ b/A.storyboard\n@@ "))
        #expect(run.output.contains("\n--- a/sub/B.storyboard\n+++ b/sub/B.storyboard\n@@ "))
        #expect(!run.output.contains("Clean.storyboard"))
        // The fix list goes to standard error, so the diff is the whole of standard output.
        #expect(run.error.contains("A.storyboard:"))
        let patch = folder.appendingPathComponent("fix.diff")
        try Data(run.output.utf8).write(to: patch)
        #expect(try Self.tool("/usr/bin/patch", ["-p1", "--dry-run", "-i", "fix.diff"], in: folder) == 0)
        #expect(try Self.tool("/usr/bin/git", ["apply", "--check", "fix.diff"], in: folder) == 0)
        #expect(try Self.tool("/usr/bin/git", ["apply", "fix.diff"], in: folder) == 0)
        try FileManager.default.removeItem(at: patch)
        let check = try ReporterFixtures.run(["check", "."], in: folder)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.error.contains("Done checking 3 files (3 scenes): 0 errors, 0 warnings"))
    }

    @Test("--in-place rewrites the broken files (permissions kept), leaves the clean one alone, and they check clean")
    func inPlace() throws {
        let folder = try Self.brokenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.storyboard").path, clean = folder.appendingPathComponent("Clean.storyboard").path
        #expect(chmod(a, 0o640) == 0)
        let cleanInode = try FileManager.default.attributesOfItem(atPath: clean)[.systemFileNumber] as? Int
        let before = try Self.contents(folder)
        let run = try ReporterFixtures.run(["fix", "--in-place", "A.storyboard", "sub"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let after = try Self.contents(folder)
        #expect(after["A.storyboard"] != before["A.storyboard"])
        #expect(after["sub/B.storyboard"] != before["sub/B.storyboard"])
        #expect(try FileManager.default.attributesOfItem(atPath: a)[.posixPermissions] as? Int == 0o640)
        // Not named, and not touched: the same file (no rename over it), the same bytes.
        #expect(after["Clean.storyboard"] == before["Clean.storyboard"])
        #expect(try FileManager.default.attributesOfItem(atPath: clean)[.systemFileNumber] as? Int == cleanInode)
        // One line per fix applied, located at its issue, and a written line per file.
        let fixed = run.output.split(separator: "\n").filter { $0.contains(": fixed: ") }
        #expect(fixed.count == 3, "\(run.output)")
        #expect(fixed.allSatisfy { $0.hasPrefix("A.storyboard:") || $0.hasPrefix("sub/B.storyboard:") })
        #expect(run.output.contains("wrote A.storyboard (2 constraint(s) added, 0 removed, 0 frame(s) updated)"))
        #expect(run.error.contains("Done fixing 2 files: 3 fixes applied in 2 files, 0 issues left without a verified fix"))
        let check = try ReporterFixtures.run(["check", "--strict", "."], in: folder)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("An issue fix cannot mend is listed as check prints it, and the exit status is 1")
    func issuesLeft() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ExplainConsistencyFixtures.recordTie.write(to: folder.appendingPathComponent("Tie.storyboard"),
                                                  atomically: true, encoding: .utf8)
        let run = try ReporterFixtures.run(["fix", "--dry-run", "Tie.storyboard"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(run.error.contains("Tie.storyboard:"))
        #expect(run.error.contains("[content-priority-ambiguity]"))
        #expect(run.error.contains("0 fixes applied in 0 files, 1 issue left without a verified fix"))
    }

    @Test("An unreadable file among others: exit 2, the others still fixed in place")
    func unreadableAmongOthers() throws {
        let folder = try Self.brokenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReporterFixtures.malformed.write(to: folder.appendingPathComponent("Broken.storyboard"),
                                             atomically: true, encoding: .utf8)
        let broken = try Data(contentsOf: folder.appendingPathComponent("Broken.storyboard"))
        let before = try Self.contents(folder)
        let run = try ReporterFixtures.run(["fix", "--in-place", "."], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("Broken.storyboard"))
        #expect(run.error.contains(ReporterFixtures.malformedMessage))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Broken.storyboard")) == broken)
        #expect(try Self.contents(folder)["A.storyboard"] != before["A.storyboard"])
    }

    @Test("Usage errors are exit 64 and change nothing",
          arguments: [["A.storyboard"], ["--in-place", "--dry-run", "A.storyboard"], ["-o", "x.storyboard", "A.storyboard", "sub"],
                      ["-o", "x.storyboard", "sub", "."], ["--in-place"]])
    func usageErrors(arguments: [String]) throws {
        let folder = try Self.brokenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.contents(folder)
        let run = try ReporterFixtures.run(["fix"] + arguments, in: folder)
        #expect(run.status == 64, "\(run.error)")
        #expect(try Self.contents(folder) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.storyboard").path))
    }

    @Test("-o with a folder that holds several files is a usage error naming them")
    func outputWithFolderOfSeveral() throws {
        let folder = try Self.brokenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["fix", "-o", "x.storyboard", "."], in: folder)
        #expect(run.status == 64)
        #expect(run.error.contains("-o takes a single input, but these name 3 files"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.storyboard").path))
    }
}
