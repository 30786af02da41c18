import Foundation
import TestSupport
import Testing

@Suite("autolayout explain and fix on the seeds' broken scroll views")
struct ExplainFixCommandTests {
    /// Runs `fix` on `contents`, then `check` on the copy; returns (explain output, fix output, check of copy, original, copy).
    static func fixAndRecheck(_ contents: String) throws -> (explain: String, fix: String, check: CLI.Run,
                                                              original: String, fixed: String) {
        let path = try TemporaryFiles.file(named: "Broken.storyboard", contents)
        let out = path.replacingOccurrences(of: "Broken.storyboard", with: "Fixed.storyboard")
        let explain = try CLI.run(["explain", path])
        let fix = try CLI.run(["fix", path, "-o", out])
        let check = try CLI.run(["check", out])
        return (explain.output, fix.output, check,
                try String(contentsOfFile: path, encoding: .utf8), try String(contentsOfFile: out, encoding: .utf8))
    }

    /// The fixed copy equals the original except for inserted lines (nothing else moves).
    static func onlyInsertedLines(original: String, fixed: String) -> [String] {
        var originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var inserted: [String] = []
        for line in fixed.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = originalLines.first, first == line { originalLines.removeFirst() } else { inserted.append(String(line)) }
        }
        return originalLines.isEmpty ? inserted : ["<original lines missing>"]
    }

    /// The inserted lines trimmed, with their new ids masked.
    static func masked(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(
            of: #"id="[^"]*""#, with: "id=…", options: .regularExpression) }
    }

    /// The `fixed:` lines' summaries (what follows the arrow).
    static func applied(_ fixOutput: String) -> [String] {
        fixOutput.split(separator: "\n").filter { $0.contains(": fixed: ") }
            .compactMap { $0.components(separatedBy: " → ").last }
    }

    @Test("Seed 000: the image pinned to four edges gets one size per axis, as printed, and never both from the frame")
    func imagePinnedToEdges() throws {
        let run = try Self.fixAndRecheck(ExplainFixFixtures.imagePinnedToEdges)
        #expect(run.explain.contains("why: Horizontal: Image View.leading = Scroll View.leading → stops at \"Image View\": nothing gives it a width"))
        #expect(run.explain.contains("Scrollable content size is ambiguous for \"Scroll View\" (svA-00-001). (scene scA-00-001)"))
        // The image is as large as the scroll view (375 × 250): its width follows the frame (it
        // scrolls vertically only) and its height is its own, from its frame; both printed, both applied.
        let printed = ["pin \"Image View\".width to the scroll view's frame (frame layout guide) to scroll vertically only",
                       "give \"Image View\" a height (its frame has 250)"]
        #expect(Self.applied(run.fix) == printed)
        #expect(run.explain.contains("  fix: " + printed[0] + "\n  fix: " + printed[1] + "\n"))
        #expect(Self.masked(Self.onlyInsertedLines(original: run.original, fixed: run.fixed)) == [
            "<constraints>", "<constraint firstAttribute=\"height\" constant=\"250\" id=…/>", "</constraints>",
            "<constraint firstItem=\"imA-00-001\" firstAttribute=\"width\" secondItem=\"svA-00-001\" secondAttribute=\"width\" id=…/>",
        ])
        #expect(run.check.status == 0, "\(run.check.output)")
        #expect(run.check.output.contains("content size 375 × 250"))
    }

    @Test("An image larger than the scroll view along one axis keeps that size and scrolls along it",
          arguments: [(375, 600, "375 × 600"), (800, 250, "800 × 250")])
    func largerImageScrolls(width: Int, height: Int, content: String) throws {
        let image = ExplainFixFixtures.imagePinnedToEdges
            .replacingOccurrences(of: #"y="0.0" width="375" height="250"/>"#, with: #"y="0.0" width="\#(width)" height="\#(height)"/>"#)
        let run = try Self.fixAndRecheck(image)
        #expect(run.check.status == 0, "\(run.check.output)")
        // The scroll view's frame is 375 × 250: the content is larger along the image's long axis only.
        #expect(run.check.output.contains("content size \(content)"), "\(run.check.output)")
        let inserted = Self.onlyInsertedLines(original: run.original, fixed: run.fixed)
        let longAxis = width > 375 ? "width" : "height", shortAxis = width > 375 ? "height" : "width"
        #expect(inserted.contains { $0.contains("firstAttribute=\"\(longAxis)\" constant=\"\(max(width, height))\"") })
        #expect(inserted.contains { $0.contains("firstAttribute=\"\(shortAxis)\" secondItem=\"svA-00-001\"") })
        #expect(Self.applied(run.fix).count == 2)
    }

    @Test("Seed 004: the row without a far-edge pin gets its last box pinned to the content view")
    func rowWithoutFarEdge() throws {
        let run = try Self.fixAndRecheck(ExplainFixFixtures.rowWithoutFarEdge)
        #expect(run.explain.contains("stops at \"Box 3\": nothing pins its trailing edge to the trailing edge of \"Content View\""))
        #expect(run.check.status == 0, "\(run.check.output)")
        let inserted = Self.onlyInsertedLines(original: run.original, fixed: run.fixed)
        #expect(Self.masked(inserted)
            // 345 (the content view's recorded width) - (230 + 100) = 15.
            == ["<constraint firstAttribute=\"trailing\" secondItem=\"bxA-00-003\" secondAttribute=\"trailing\" constant=\"15\" id=…/>"])
    }

    @Test("A width taken from the content layout guide is replaced by the frame layout guide's")
    func widthFromContentGuide() throws {
        let run = try Self.fixAndRecheck(ExplainFixFixtures.widthFromContentGuide)
        #expect(run.explain.contains("its width only refers back to the scroll view's content"))
        #expect(run.check.status == 0, "\(run.check.output)")
        #expect(!run.fixed.contains("id=\"scA-00-005\""))
        #expect(run.fixed.contains("firstItem=\"cvA-00-001\" firstAttribute=\"width\" secondItem=\"fgA-00-001\" secondAttribute=\"width\""))
    }
}
