import Foundation
import TestSupport
import Testing

@Suite("autolayout explain and fix on the seeds' broken scroll views")
struct ExplainFixCommandTests {
    /// Runs `fix` on `contents`, then `check` on the copy; returns (explain output, fix output, check of copy, original, copy).
    static func fixAndRecheck(_ contents: String) throws -> (explain: String, fix: String, check: CommandResult,
                                                              original: String, fixed: String) {
        let path = try CommandRunner.file(named: "Broken.storyboard", contents)
        let out = path.replacingOccurrences(of: "Broken.storyboard", with: "Fixed.storyboard")
        let explain = try CommandRunner.run(["explain", path])
        let fix = try CommandRunner.run(["fix", path, "-o", out])
        let check = try CommandRunner.run(["check", out])
        return (explain.standardOutput, fix.standardOutput, check,
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

    @Test("Seed 000: the image pinned to four edges is explained, fixed with sizes, and the copy checks clean")
    func imagePinnedToEdges() throws {
        let run = try Self.fixAndRecheck(ExplainFixFixtures.imagePinnedToEdges)
        #expect(run.explain.contains("why: Horizontal: Image View.leading = Scroll View.leading → stops at \"Image View\": nothing gives it a width"))
        #expect(run.explain.contains("fix: pin \"Image View\".width to the scroll view's frame (frame layout guide) to scroll vertically only"))
        #expect(run.check.status == 0, "\(run.check.standardOutput)")
        #expect(!run.check.standardOutput.contains("warning"))
        let inserted = Self.onlyInsertedLines(original: run.original, fixed: run.fixed)
        // One fix per axis: width and height follow the scroll view's frame.
        #expect(inserted.count == 2)
        #expect(inserted.allSatisfy { $0.contains("<constraint firstItem=\"imA-00-001\" firstAttribute=") && $0.contains("secondItem=\"svA-00-001\"") })
        #expect(run.explain.contains("Scrollable content size is ambiguous for \"Scroll View\" (svA-00-001). (scene scA-00-001)"))
    }

    @Test("Seed 004: the row without a far-edge pin gets its last box pinned to the content view")
    func rowWithoutFarEdge() throws {
        let run = try Self.fixAndRecheck(ExplainFixFixtures.rowWithoutFarEdge)
        #expect(run.explain.contains("stops at \"Box 3\": nothing pins its trailing edge to the trailing edge of \"Content View\""))
        #expect(run.check.status == 0, "\(run.check.standardOutput)")
        let inserted = Self.onlyInsertedLines(original: run.original, fixed: run.fixed)
        #expect(inserted.map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(
            of: #"id="[^"]*""#, with: "id=…", options: .regularExpression) }
            // 345 (the content view's recorded width) - (230 + 100) = 15.
            == ["<constraint firstAttribute=\"trailing\" secondItem=\"bxA-00-003\" secondAttribute=\"trailing\" constant=\"15\" id=…/>"])
    }

    @Test("A width taken from the content layout guide is replaced by the frame layout guide's")
    func widthFromContentGuide() throws {
        let run = try Self.fixAndRecheck(ExplainFixFixtures.widthFromContentGuide)
        #expect(run.explain.contains("its width only refers back to the scroll view's content"))
        #expect(run.check.status == 0, "\(run.check.standardOutput)")
        #expect(!run.fixed.contains("id=\"scA-00-005\""))
        #expect(run.fixed.contains("firstItem=\"cvA-00-001\" firstAttribute=\"width\" secondItem=\"fgA-00-001\" secondAttribute=\"width\""))
    }
}
