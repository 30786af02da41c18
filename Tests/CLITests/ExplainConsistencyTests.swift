import Foundation
import TestSupport
import Testing

/// `check`, `explain`, `fix` and the JSON report share one issue list: every issue `check` reports
/// is explained, including ones found by rules above the model's own `layoutIssues`.
@Suite("Every issue check reports is explained")
struct ExplainConsistencyTests {
    /// The JSON report's issues of one file.
    static func jsonIssues(_ path: String) throws -> [[String: Any]] {
        let run = try CLI.run(["check", "--format", "json", path])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let documents = try #require(root["documents"] as? [[String: Any]])
        return documents.flatMap { ($0["issues"] as? [[String: Any]]) ?? [] }
    }

    @Test("An empty scroll view with content layout guides is explained along both axes")
    func emptyScrollView() throws {
        let path = try TemporaryFiles.file(named: "Empty.storyboard", ExplainConsistencyFixtures.emptyScrollView)
        let issues = try Self.jsonIssues(path)
        #expect(issues.map { $0["kind"] as? String } == ["scrollable-content-size-ambiguity"])
        #expect(issues.first?["explanation"] as? [String] == [
            "Horizontal: no content view is pinned to the content's leading edge of \"Scroll View\".",
            "Vertical: no content view is pinned to the content's top edge of \"Scroll View\".",
        ])
        let explain = try CLI.run(["explain", path]).output
        #expect(explain.contains("Scrollable content size is ambiguous for \"Scroll View\" (svA-00-001). (scene scA-00-001)"))
        #expect(!explain.contains("no layout issues"))
    }

    @Test("A hugging tie at the recorded sizes is explained by explain and in JSON")
    func recordTie() throws {
        let path = try TemporaryFiles.file(named: "Tie.storyboard", ExplainConsistencyFixtures.recordTie)
        let issues = try Self.jsonIssues(path)
        #expect(issues.map { $0["kind"] as? String } == ["content-priority-ambiguity"])
        let reason = "\"Left\", \"Right\" have the same horizontal hugging priority (251), so the constraints do not say which one stretches."
        #expect(issues.first?["explanation"] as? [String] == [reason])
        let explain = try CLI.run(["explain", path]).output
        #expect(explain.contains("Content priority ambiguity: \"Left\" (lbB-00-001) and \"Right\" (lbB-00-002) have the same horizontal hugging priority (251)."))
        #expect(explain.contains("  why: " + reason))
    }

    /// 20.5 + 20.5 = 41: the records fill the box exactly; only with text a quarter point shorter do the
    /// two labels tie, and whether Xcode's font metrics leave that slack is not in the file.
    @Test("A hugging tie only the probe pass finds is not judged: no issue, a note in the text output")
    func probeOnlyTieNotJudged() throws {
        let path = try TemporaryFiles.file(named: "Tie.storyboard", ExplainConsistencyFixtures.probeOnlyTie)
        #expect(try Self.jsonIssues(path).isEmpty)
        let check = try CLI.run(["check", path])
        #expect(check.output.contains("(scB-00-001): 2 views not judged: " + "it is ambiguous only if its text is a fraction "
            + "of a point shorter than recorded, which rests on font metrics the file does not hold"), "\(check.output)")
        #expect(!check.output.contains("warning:") && !check.output.contains("error:"))
    }

    @Test("A misplaced view is explained by how far it moves and the constraints that place it, and offered Update Frames")
    func misplacedExplained() throws {
        let path = try TemporaryFiles.file(named: "Misplaced.storyboard", ExplainConsistencyFixtures.misplacedBadge)
        let issues = try Self.jsonIssues(path)
        #expect(issues.map { $0["kind"] as? String } == ["misplaced-view"])
        // Constraints: leading 20, top 100, 100 × 60; the record: x 10, y 100, 100 × 50.
        // The why adds to the message (which gives both frames): 20 - 10 = 10 pt right and
        // 60 - 50 = 10 pt taller, and the constraints that place it on each axis.
        #expect(issues.first?["explanation"] as? [String] == [
            "The constraints move \"Badge\" (bxB-00-001) from the frame the file records: 10 pt right, 10 pt taller.",
            "Horizontally it is placed by Badge.leading = View.leading + 20, Badge.width = 100.",
            "Vertically it is placed by Badge.top = View.top + 100, Badge.height = 60.",
        ])
        let related = (issues.first?["related"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(related == ["bxB-00-001", "rcB-00-001", "rcB-00-003", "rcB-00-002", "rcB-00-004"])
        #expect(issues.first?["fixIts"] as? [String] == ["Update Frames: move \"Badge\" (bxB-00-001) to x=20, y=100, width=100, height=60"])
    }

    @Test("fix updates the misplaced view's frame rect and nothing else; the copy checks clean")
    func misplacedFixed() throws {
        let run = try ExplainFixCommandTests.fixAndRecheck(ExplainConsistencyFixtures.misplacedBadge)
        #expect(run.fix.contains("1 frame(s) updated"))
        #expect(run.check.status == 0, "\(run.check.output)")
        #expect(!run.check.output.contains("warning"))
        let original = run.original.split(separator: "\n", omittingEmptySubsequences: false)
        let fixed = run.fixed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(original.count == fixed.count)
        let changed = zip(original, fixed).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.0.trimmingCharacters(in: .whitespaces) == "<rect key=\"frame\" x=\"10\" y=\"100\" width=\"100\" height=\"50\"/>")
        #expect(changed.first?.1.trimmingCharacters(in: .whitespaces) == "<rect key=\"frame\" x=\"20\" y=\"100\" width=\"100\" height=\"60\"/>")
    }

}
