import Foundation
import Testing

/// Suppression as a real repository needs it: ids that Xcode's templates reuse in many files are
/// ignored per path pattern, and a baseline written at the root works from any folder, says which
/// of its entries no longer match and how many issues it accepted. Every file here is a copy of the
/// ambiguous example, whose two errors are on Scr-aa-001 (line 17) and Img-aa-001 (line 20).
@Suite("Suppression per path and baselines from any folder")
struct SuppressionTests {
    typealias F = ReporterFixtures

    @Test("ignore: {\"Cells/**\": [ids]} silences the ids in Cells only, from the root and from a subfolder")
    func ignorePerPath() throws {
        let folder = try ConfigurationTests().project("ignore:\n  \"Cells/**\": [Scr-aa-001, Img-aa-001]\n  Screens/B.storyboard: [Img-aa-001]\n",
                                                      files: ["Cells/A.storyboard", "Screens/B.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = try F.run(["check", "--quiet", "--no-notes", "."], in: folder)
        #expect(root.status == 1)
        #expect(root.output == "./Screens/B.storyboard:17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]\n")
        let cells = try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: folder.appendingPathComponent("Cells"))
        #expect(cells.status == 0)
        #expect(cells.output.isEmpty)
    }

    @Test("A baseline written at the root accepts the same issues when check runs in a subfolder, and says how many")
    func baselineFromSubfolder() throws {
        let folder = try ConfigurationTests().project(nil, files: ["App/A.storyboard", "App/B.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try F.run(["check", "--quiet", "--write-baseline", "autolayout-baseline.json", "App"], in: folder)
        #expect(written.status == 1)
        let text = try String(contentsOf: folder.appendingPathComponent("autolayout-baseline.json"), encoding: .utf8)
        #expect(text.contains("\"file\" : \"App/A.storyboard\""))

        let app = folder.appendingPathComponent("App")
        let run = try F.run(["check", "--quiet", "--baseline", "../autolayout-baseline.json", "A.storyboard"], in: app)
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("Done checking 1 file (1 scene): 0 errors, 0 warnings, 0 unreadable, 0 skipped, "
            + "2 accepted by the baseline in "))
        // Entries for B, which this run did not check, are neither stale nor counted.
        #expect(!run.error.contains("no longer found"))
    }

    @Test("Baseline entries of checked files that match no issue any more are reported as notes")
    func staleEntries() throws {
        let folder = try ConfigurationTests().project(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            {"schema": "autolayout-baseline/2", "issues": [
              {"file": "A.storyboard", "rule": "missing-constraints", "objectID": "Img-aa-001"},
              {"file": "A.storyboard", "rule": "missing-constraints", "objectID": "Gone-aa-001"},
              {"file": "Other.storyboard", "rule": "missing-constraints", "objectID": "Gone-aa-002"}]}
            """.write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let run = try F.run(["check", "--quiet", "--no-notes", "--baseline", "b.json", "A.storyboard"], in: folder)
        #expect(run.status == 1)
        #expect(run.output == "A.storyboard:17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]\n")
        let notes = run.error.split(separator: "\n").filter { $0.contains("note:") }
        #expect(notes == ["b.json: note: no longer found: A.storyboard: missing-constraints (Gone-aa-001)"])
        #expect(run.error.contains(", 1 accepted by the baseline in "))
    }

    @Test("A first-version baseline (paths relative to where check ran) is still read from that folder")
    func firstVersionBaseline() throws {
        let folder = try ConfigurationTests().project(nil, files: ["App/A.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            {"schema": "autolayout-baseline/1", "issues": [
              {"file": "App/A.storyboard", "rule": "missing-constraints", "objectID": "Img-aa-001"},
              {"file": "App/A.storyboard", "rule": "scrollable-content-size-ambiguity", "objectID": "Scr-aa-001"}]}
            """.write(to: folder.appendingPathComponent("Baselines/old.json", isDirectory: false).creatingFolder(),
                      atomically: true, encoding: .utf8)
        let run = try F.run(["check", "--quiet", "--baseline", "Baselines/old.json", "App"], in: folder)
        #expect(run.status == 0)
        #expect(run.error.contains("2 accepted by the baseline"))
    }
}

extension URL {
    /// The URL, after making the folder that will hold it.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
