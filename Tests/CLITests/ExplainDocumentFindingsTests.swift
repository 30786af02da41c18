import Foundation
import TestSupport
import Testing

/// `explain` prints what `check` reports about the document as read (values left out, overflowing
/// constraints, no view at all) and exits as `check` does; it used to say "no layout issues", exit 0,
/// of a document `check` fails (issue 17, "never lie").
@Suite("explain and the document's own findings")
struct ExplainDocumentFindingsTests {
    /// The fixed example (no layout issue) with the image view's hugging priority edited to `value`.
    static func fixedWithHugging(_ value: String) throws -> String {
        let example = try String(contentsOf: CLI.packageRoot.appendingPathComponent(ReporterFixtures.fixed), encoding: .utf8)
        let edited = example.replacingOccurrences(of: #"horizontalHuggingPriority="251""#,
                                                  with: #"horizontalHuggingPriority="\#(value)""#)
        #expect(edited != example)
        return try TemporaryFiles.file(named: "Hugging.storyboard", edited)
    }

    @Test("a hugging priority of 1001 is an error in explain as in check: the same line, exit 1")
    func outOfRangePriority() throws {
        let input = try Self.fixedWithHugging("1001")
        let expected = "\(input):20:37: error: imageView \"Img-bb-001\": horizontalHuggingPriority 1001.0 is outside 1...1000 [document]"
        let check = try CLI.run(["check", "--quiet", input])
        #expect(check.status == 1)
        #expect(check.output.contains(expected))
        let explain = try CLI.run(["explain", input])
        #expect(explain.status == 1)
        #expect(explain.output == expected + "\n")
    }

    @Test("a document with no view gets check's warning from explain, exit 0, not 'no layout issues'")
    func emptyDocument() throws {
        let input = try TemporaryFiles.file(named: "Empty.storyboard", UnknownIDTests.empty)
        let run = try CLI.run(["explain", input])
        #expect(run.status == 0)
        #expect(run.output == "\(input):2:1: warning: no view found in the document: nothing was checked [document]\n")
    }

    @Test("with --scene, only that scene's issues are explained: the document's findings are left out")
    func sceneFilterLeavesThemOut() throws {
        let input = try Self.fixedWithHugging("-5")
        let run = try CLI.run(["explain", "--scene", "ScB-bb-001", input])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "\(input): no layout issues\n")
    }
}
