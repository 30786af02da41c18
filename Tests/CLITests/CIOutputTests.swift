import Foundation
import Testing

/// CI output that is never cut silently: GitHub annotates at most 10 errors and 10 warnings per
/// step, so the github-actions reporter says so and writes every issue to the job summary; the
/// codeclimate report (GitLab Code Quality) gives each issue its own fingerprint.
@Suite("CI reporters: job summary and Code Quality")
struct CIOutputTests {
    typealias F = ReporterFixtures

    /// 30 copies of the ambiguous example: 60 errors (2 each).
    static func sixtyIssues() throws -> URL {
        try ConfigurationTests().project(nil, files: (1...30).map { "Screens/S\($0).storyboard" })
    }

    @Test("60 issues: 60 annotations, a notice that 50 are not annotated, and all 60 rows in the job summary")
    func jobSummaryHoldsAll() throws {
        let folder = try Self.sixtyIssues()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("summary.md")
        try "# Earlier step text\n".write(to: summary, atomically: true, encoding: .utf8)
        let run = try F.run(["check", "--reporter", "github-actions", "--no-notes", "Screens"], in: folder,
                            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 60)
        #expect(lines.last.map(String.init) == "::notice title=autolayout::60 errors and 0 warnings: GitHub shows at most 10 error and "
            + "10 warning annotations per step, so 50 are not annotated. Every issue is in the job summary and in this log.")
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("# Earlier step text\n### autolayout: 30 files, 60 errors, 0 warnings\n"))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| error | Screens/S") }
        #expect(rows.count == 60)
        #expect(rows.contains("| error | Screens/S7.storyboard | 20 | missing-constraints | \(F.imageMessage) |"))
    }

    @Test("Ten errors are all annotated: no notice; a '|' in a name is escaped in the summary table")
    func noNoticeAtTheLimit() throws {
        let folder = try ConfigurationTests().project(nil, files: (1...5).map { "S\($0).storyboard" })
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = try String(contentsOf: folder.appendingPathComponent("S1.storyboard"), encoding: .utf8)
        try example.replacingOccurrences(of: "userLabel=\"Scroll View\"", with: "userLabel=\"Scroll | View\"")
            .write(to: folder.appendingPathComponent("S1.storyboard"), atomically: true, encoding: .utf8)
        let summary = folder.appendingPathComponent("summary.md")
        let run = try F.run(["check", "--reporter", "github-actions", "--no-notes", "."], in: folder,
                            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(!run.output.contains("::notice"))
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.contains("| error | S1.storyboard | 17 | scrollable-content-size-ambiguity | "
            + "Scrollable content size is ambiguous for \"Scroll \\| View\" (Scr-aa-001). |"))
    }

    @Test("codeclimate: one issue per finding, GitLab's fields, distinct fingerprints that repeat on a second run")
    func codeClimate() throws {
        let folder = try ConfigurationTests().project(nil, files: ["A.storyboard", "B.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try F.run(["check", "--reporter", "codeclimate", "."], in: folder)
        #expect(first.status == 1)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [[String: Any]])
        #expect(issues.count == 4)
        #expect(issues.map { $0["severity"] as? String } == Array(repeating: "critical", count: 4))
        #expect(issues.map { ($0["location"] as? [String: Any])?["path"] as? String }
            == ["A.storyboard", "A.storyboard", "B.storyboard", "B.storyboard"])
        #expect(issues.map { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int } == [17, 20, 17, 20])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 4)
        #expect(fingerprints.allSatisfy { $0.count == 32 })
        let second = try F.run(["check", "--reporter", "codeclimate", "."], in: folder)
        #expect(second.output == first.output)
    }
}
