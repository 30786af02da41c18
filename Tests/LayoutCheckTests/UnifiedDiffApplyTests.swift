import Foundation
import LayoutCheck
import Testing
import TestSupport

/// The diff `fix --dry-run` prints, applied by the two tools docs/ci.md names, to files whose
/// names hold spaces and quotes: git writes a tab after a name with a space and C-quotes a name
/// with a quote, and both `patch -p1` and `git apply` then read the whole name without asking.
@Suite("Unified diffs applied by patch and git apply")
struct UnifiedDiffApplyTests {
    static let old = "<a>\n  <b/>\n  <c/>\n</a>\n"
    static let new = "<a>\n  <b/>\n  <d/>\n</a>\n"

    @Test("A name with a space is followed by a tab, as git writes it")
    func tabAfterSpace() {
        let diff = UnifiedDiff.diff(from: Self.old, to: Self.new, path: "My Views/Main Screen.xib")
        #expect(diff.hasPrefix("--- a/My Views/Main Screen.xib\t\n+++ b/My Views/Main Screen.xib\t\n@@ -1,4 +1,4 @@\n"))
    }

    @Test("A name with a quote or a tab is C-quoted, as git writes it")
    func quotedName() {
        #expect(UnifiedDiff.headerName("a/say \"hi\".xib") == "\"a/say \\\"hi\\\".xib\"\t")
        #expect(UnifiedDiff.headerName("a/x\ty.xib") == "\"a/x\\ty.xib\"")
        #expect(UnifiedDiff.headerName("a/plain.xib") == "a/plain.xib")
    }

    @Test("patch -p1 and git apply both change the named file and nothing else",
          arguments: ["My Views/Main Screen.xib", "Cells/Plain.xib", "Odd \"quoted\" name.xib"],
          [["patch", "-p1", "--batch", "--quiet", "-i"], ["git", "apply"]])
    func applied(path: String, tool: [String]) throws {
        let folder = try TemporaryFiles.folder()
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.old.utf8).write(to: file)
        let diffFile = folder.appendingPathComponent("fix.diff")
        try Data(UnifiedDiff.diff(from: Self.old, to: Self.new, path: path).utf8).write(to: diffFile)

        let status = try Self.run(tool + [diffFile.path], in: folder)
        #expect(status == 0, "\(tool[0]) failed on \(path)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.new)
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".diff") }
        #expect(!names.contains { $0.hasSuffix(".orig") || $0.hasSuffix(".rej") })
    }

    /// Runs `arguments` (found on PATH) in `folder` with no standard input, so a tool that would
    /// ask a question fails instead of waiting.
    static func run(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
