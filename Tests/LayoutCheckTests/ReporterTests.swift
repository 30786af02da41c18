import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import LayoutRendering
import TestSupport
import Testing

@Suite("Reporters and the HTML report as functions of the checked documents")
struct ReporterTests {
    static func run(quiet: Bool = false, notes: Bool = false) throws -> CheckRun {
        CheckRun(checks: [try CheckFixtures.imagePinnedToEdges()], mode: .designTime, quiet: quiet, notes: notes)
    }

    @Test("Notes: a document not yet explained is explained by the reporter itself; none without notes")
    func notesFromUnexplainedDocument() throws {
        let lines = XcodeReporter.report(try Self.run(quiet: true, notes: true)).split(separator: "\n").map(String.init)
        // Two issues, each followed by its why and its fix, located where the issue is.
        #expect(lines.count == 6)
        #expect(lines[1].hasPrefix(lines[0].components(separatedBy: " error: ")[0] + " note: why: Horizontal: "))
        #expect(lines[2].contains(" note: fix: pin \"Image View\".width to the scroll view's frame"))
        #expect(lines[4].contains(" note: why: width of \"Image View\" is free"))
        #expect(lines[5].contains(" note: fix: give \"Image View\""))
        #expect(!SARIFReporter.report(try Self.run()).contains("relatedLocations"))
        #expect(SARIFReporter.report(try Self.run(notes: true)).contains("\"relatedLocations\""))
    }

    @Test("xcode: the scroll view's content size line, then one compiler-style line per issue")
    func xcode() throws {
        let lines = XcodeReporter.report(try Self.run()).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1] == "  \"Scroll View\" (svA-00-001): content size ambiguous (width and height)")
        #expect(lines[2].hasPrefix("Image.storyboard:12:") && lines[2].hasSuffix("[scrollable-content-size-ambiguity]"))
        #expect(lines[3].hasSuffix(": error: \"Image View\" (imA-00-001): Need constraints for: width, height [missing-constraints]"))
        #expect(XcodeReporter.report(try Self.run(quiet: true)).split(separator: "\n").count == 2)
    }

    @Test("summary: one document, one scene, no warnings, two errors (Xcode's severity for ambiguity)")
    func summary() throws {
        let rows = SummaryReporter.report(try Self.run()).split(separator: "\n").map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.first == ["document", "scenes", "warnings", "errors"])
        #expect(rows.last == ["**total (1 document)**", "1", "0", "2"])
    }

    @Test("json: each issue carries its reasons and verified fix-its")
    func json() throws {
        let data = Data(JSONReporter.report(try Self.run()).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let documents = try #require(root["documents"] as? [[String: Any]])
        let issues = try #require(documents.first?["issues"] as? [[String: Any]])
        #expect(issues.count == 2)
        for issue in issues {
            #expect((issue["explanation"] as? [String])?.isEmpty == false)
            #expect((issue["fixIts"] as? [String])?.isEmpty == false)
        }
        #expect(JSONReporter.report(try Self.run()) == JSONReporter.report(try Self.run()))
    }

    @Test("HTML: every issue shows its explanation and verified fix-its")
    func htmlShowsExplanations() throws {
        let run = try Self.run()
        let report = HTMLReportWriter.report(run.checks.map { $0.explained() }, mode: .designTime)
        let issues = try #require(report.documents.first?.scenes.first?.issues)
        #expect(issues.count == 2)
        #expect(issues.allSatisfy { $0.explanation?.isEmpty == false && !$0.fixIts.isEmpty })
        let fixes = issues[0].fixIts
        #expect(fixes.contains("pin \"Image View\".width to the scroll view's frame (frame layout guide) to scroll vertically only"))
        let page = try #require(report.pages().first { $0.fileName != "index.html" })
        #expect(page.html.contains("class=\"explanation\""))
    }

    @Test("An unknown reporter name finds none; the seven known ones are found by their identifiers")
    func lookup() {
        #expect(Reporters.reporter(named: "emoji") == nil)
        #expect(Reporters.identifiers == ["xcode", "json", "sarif", "github-actions", "junit", "summary", "codeclimate"])
        #expect(Reporters.identifiers.allSatisfy { Reporters.reporter(named: $0)?.identifier == $0 })
    }
}
