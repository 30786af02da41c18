import Foundation
import Testing

/// `--write-baseline FILE` then `--baseline FILE`: accepted issues stay quiet when lines move; a
/// new issue is reported alone.
@Suite("check --baseline")
struct BaselineTests {
    typealias F = ReporterFixtures

    /// Three lines for a view pinned by its leading edge only (`pinnedOnce`), at the indentation of
    /// the root's subviews. (A view with no constraints at all gets IB's fixed-frame constraints.)
    static let pinnedOnce = "<constraint firstItem=\"New-aa-001\" firstAttribute=\"leading\" "
        + "secondItem=\"Vw0-aa-001\" secondAttribute=\"leading\" id=\"New-aa-002\"/>"
    static let newView = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="New-aa-001">
                                        <rect key="frame" x="0.0" y="400" width="100" height="100"/>
                                    </view>

        """

    @Test("Round trip: write, check clean, add an issue above the old ones, only the new one is reported")
    func roundTrip() throws {
        let folder = try ConfigurationTests().project(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try F.run(["check", "--quiet", "--write-baseline", "baseline.json", "./A.storyboard"], in: folder)
        #expect(written.status == 1, "the run itself still reports what it finds")
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        // Keyed by file (without ./), rule and object id; no line numbers.
        #expect(baseline == """
            {
              "issues" : [
                {
                  "file" : "A.storyboard",
                  "objectID" : "Img-aa-001",
                  "rule" : "missing-constraints"
                },
                {
                  "file" : "A.storyboard",
                  "objectID" : "Scr-aa-001",
                  "rule" : "scrollable-content-size-ambiguity"
                }
              ],
              "schema" : "autolayout-baseline/2"
            }

            """)
        let clean = try F.run(["check", "--quiet", "--baseline", "baseline.json", "A.storyboard"], in: folder)
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)

        // The new view goes in before the scroll view (line 17), so the old issues move down 3 lines.
        let url = folder.appendingPathComponent("A.storyboard")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[16].contains("<scrollView"))
        lines.insert(contentsOf: Self.newView.components(separatedBy: "\n").dropLast(), at: 16)
        let rootConstraints = try #require(lines.firstIndex { $0.contains("id=\"Saf-aa-001\"") }) + 1
        #expect(lines[rootConstraints].hasSuffix("<constraints>"))
        lines.insert(Self.pinnedOnce, at: rootConstraints + 1)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        let after = try F.run(["check", "--quiet", "--no-notes", "--baseline", "baseline.json", "A.storyboard"], in: folder)
        #expect(after.status == 1)
        #expect(after.output == "A.storyboard:17:29: error: \"View\" (New-aa-001): Need constraints for: "
            + "Y position, width, height [missing-constraints]\n")
        let without = try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: folder)
        #expect(without.output.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 3)
    }

    @Test("A baseline that cannot be used stops the run: exit 2 and what is wrong with it")
    func unusableBaseline() throws {
        let folder = try ConfigurationTests().project(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{\"schema\": \"autolayout-baseline/2\"}".write(to: folder.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let missingKey = try F.run(["check", "--baseline", "b.json", "A.storyboard"], in: folder)
        #expect(missingKey.status == 2)
        #expect(missingKey.output.isEmpty)
        #expect(missingKey.error.hasPrefix("b.json: error: not a baseline written by --write-baseline (missing issues)"))
        let absent = try F.run(["check", "--baseline", "nope.json", "A.storyboard"], in: folder)
        #expect(absent.status == 2)
        #expect(absent.error.hasPrefix("nope.json: error: cannot read the baseline file"))
    }

    @Test("--write-baseline never overwrites a checked input, also through a symlink: exit 2, the input unchanged")
    func baselineOverInput() throws {
        let folder = try ConfigurationTests().project(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("A.storyboard")
        let original = try Data(contentsOf: input)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path,
                                                   withDestinationPath: input.path)
        for target in ["A.storyboard", "./A.storyboard", "link.json"] {
            let run = try F.run(["check", "--write-baseline", target, "A.storyboard"], in: folder)
            #expect(run.status == 2, "\(target)")
            #expect(run.error.contains("\(target): error: refusing to overwrite a checked input with the baseline"))
            #expect(try Data(contentsOf: input) == original, "\(target)")
        }
    }
}

