import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("check --reporter junit")
struct JUnitReporterTests {
    typealias F = ReporterFixtures

    func document(_ arguments: [String], in directory: URL = CLI.packageRoot) throws -> XMLDocument {
        let run = try F.run(["check", "--reporter", "junit"] + arguments, in: directory)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        return try XMLDocument(data: Data(run.output.utf8))
    }

    func attribute(_ node: XMLNode, _ name: String) -> String? {
        (node as? XMLElement)?.attribute(forName: name)?.stringValue
    }

    @Test("One testsuite per document, one testcase per scene; only the ambiguous scene fails")
    func suitesAndCases() throws {
        let xml = try document(["Examples/Storyboards"])
        let root = try #require(xml.rootElement())
        #expect(root.name == "testsuites")
        #expect(attribute(root, "tests") == "3" && attribute(root, "failures") == "1" && attribute(root, "errors") == "0")
        let suites = try xml.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.map { attribute($0, "name") } == [F.container, F.ambiguous, F.fixed])
        let cases = try xml.nodes(forXPath: "//testcase")
        #expect(cases.map { attribute($0, "name") } == [
            "View Controller (ScC-cc-001)", "View Controller (ScA-aa-001)", "View Controller (ScB-bb-001)",
        ])
        let failures = try xml.nodes(forXPath: "//failure")
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(attribute(failure, "type") == "scrollable-content-size-ambiguity")
        #expect(attribute(failure, "message") == "2 issues: \(F.scrollMessage)")
        #expect(failure.stringValue == """
            \(F.ambiguous):17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]
            \(F.ambiguous):17:29: note: \(F.scrollWhy)
            \(F.ambiguous):17:29: note: \(F.scrollFix)
            \(F.ambiguous):20:37: error: \(F.imageMessage) [missing-constraints]
            \(F.ambiguous):20:37: note: \(F.imageWhy)
            \(F.ambiguous):20:37: note: \(F.imageFix)
            """)
        #expect((failure.parent as? XMLElement).flatMap { attribute($0, "name") } == "View Controller (ScA-aa-001)")
    }

    @Test("A malformed file is a testcase with an <error>; names with & < \" stay valid XML")
    func malformedAndEscaping() throws {
        let folder = try F.folderWithBrokenFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = try String(contentsOf: CLI.packageRoot.appendingPathComponent(F.ambiguous), encoding: .utf8)
        try example.replacingOccurrences(of: "userLabel=\"Scroll View\"", with: "userLabel=\"A &amp; &lt;B&gt; &quot;C&quot;\"")
            .write(to: folder.appendingPathComponent("Image.storyboard"), atomically: true, encoding: .utf8)
        let xml = try document(["."], in: folder)
        let root = try #require(xml.rootElement())
        #expect(attribute(root, "tests") == "2" && attribute(root, "failures") == "1" && attribute(root, "errors") == "1")
        let error = try #require(try xml.nodes(forXPath: "//error").first)
        #expect(attribute(error, "type") == "document")
        #expect(attribute(error, "message") == F.malformedMessage)
        #expect((error.parent as? XMLElement).flatMap { attribute($0, "name") } == "document")
        let failure = try #require(try xml.nodes(forXPath: "//failure").first)
        #expect(attribute(failure, "message") == "2 issues: Scrollable content size is ambiguous for \"A & <B> \"C\"\" (Scr-aa-001).")
    }
}
