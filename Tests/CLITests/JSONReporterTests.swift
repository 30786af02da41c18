import Foundation
import Testing

@Suite("check --reporter json")
struct JSONReporterTests {
    typealias F = ReporterFixtures

    func issues(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try CLI.run(["check"] + arguments)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        return documents.flatMap { ($0["issues"] as? [[String: Any]]) ?? [] }
    }

    @Test("--format json and --reporter json print the same document")
    func alias() throws {
        let a = try CLI.run(["check", "--format", "json", "Examples/Storyboards"])
        let b = try CLI.run(["check", "--reporter", "json", "Examples/Storyboards"])
        #expect(a.output == b.output)
        #expect(a.output.hasPrefix("{\n  \"schema\": \"autolayout-check/1\",\n  \"mode\": \"designTime\","))
    }

    @Test("Issues keep their fields in order, then add explanation and fixIts")
    func fieldOrder() throws {
        let run = try CLI.run(["check", "--reporter", "json", F.ambiguous])
        let issues = try #require(run.output.range(of: "\"issues\": [")).upperBound
        let firstIssue = run.output[issues...]
        let keys = ["severity", "kind", "objectID", "line", "column", "message", "explanation", "fixIts"]
        let positions = keys.map { key in firstIssue.range(of: "\"\(key)\": ")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test("The scroll view's issue: why each axis is free, and fixes from the image's frame (375 × 250)")
    func scrollExplanation() throws {
        let issue = try #require(try issues(["--reporter", "json", F.ambiguous]).first)
        #expect(issue["message"] as? String == F.scrollMessage)
        #expect(issue["line"] as? Int == 17 && issue["column"] as? Int == 29)
        let reasons = try #require(issue["explanation"] as? [String])
        // One reason per ambiguous axis: the chain from the leading (top) edge stops at the image.
        #expect(reasons.count == 2)
        #expect(reasons[0].hasPrefix("Horizontal: Image View.leading = Scroll View.leading → stops at \"Image View\""))
        #expect(reasons[1].hasPrefix("Vertical: Image View.top = Scroll View.top → stops at \"Image View\""))
        let fixes = try #require(issue["fixIts"] as? [String])
        #expect(fixes.contains("give \"Image View\" a width (its frame has 375)"))
        #expect(fixes.contains("give \"Image View\" a height (its frame has 250)"))
    }

    @Test("The image view's issue: width and height free; one fix gives both from its frame")
    func missingConstraintsExplanation() throws {
        let issue = try #require(try issues(["--reporter", "json", F.ambiguous]).last)
        #expect(issue["message"] as? String == F.imageMessage)
        let reasons = try #require(issue["explanation"] as? [String])
        #expect(reasons.count == 2)
        #expect(reasons[0].hasPrefix("width of \"Image View\" is free"))
        #expect(reasons[1].hasPrefix("height of \"Image View\" is free"))
        #expect((issue["fixIts"] as? [String])?.contains("give \"Image View\" width 375, height 250 (from its frame)") == true)
    }

    @Test("A malformed file's issue has empty explanation and fixIts")
    func malformed() throws {
        let folder = try F.folderWithBrokenFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let issue = try #require(try issues(["--reporter", "json", folder.appendingPathComponent("Broken.storyboard").path]).first)
        #expect(issue["kind"] as? String == "document")
        #expect(issue["line"] as? Int == 12)
        #expect((issue["explanation"] as? [String])?.isEmpty == true)
        #expect((issue["fixIts"] as? [String])?.isEmpty == true)
    }

    @Test("A report that cannot be written (a full standard output) is one line and exit 2, whatever the reporter",
          arguments: ["json", "xcode"])
    func fullStandardOutput(reporter: String) throws {
        let run = try CLI.runToFullStandardOutput(["check", "--reporter", reporter, F.ambiguous])
        // Was exit 1 with the report silently lost and the closing summary printed as if written.
        #expect(run.status == 2)
        #expect(run.error == "standard output: cannot write the report: No space left on device\n")
    }
}
