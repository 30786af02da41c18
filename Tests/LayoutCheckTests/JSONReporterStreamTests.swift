import Foundation
import LayoutCheck
import TestSupport
import Testing
import TextOutput

@Suite("The JSON reporter streamed: the same bytes as the whole tree, in pieces")
struct JSONReporterStreamTests {
    /// Seed 000's scene `count` times, each copy's ids made its own (`A-00-` → another letter).
    static func manyScenes(_ count: Int) throws -> CheckedDocument {
        let text = ExplainFixFixtures.imagePinnedToEdges
        let start = try #require(text.range(of: "<scene "))
        let end = try #require(text.range(of: "</scene>"))
        let block = String(text[start.lowerBound..<end.upperBound]) + "\n"
        let letters = "BCDEFGHIJ".map(String.init)
        let copies = (1..<count).map { block.replacingOccurrences(of: "A-00-", with: "\(letters[$0 - 1])-00-") }
        let closing = try #require(text.range(of: "</scenes>"))
        let many = text[..<closing.lowerBound] + copies.joined() + text[closing.lowerBound...]
        return try CheckFixtures.check(String(many), path: "Many.storyboard")
    }

    static func unreadable() -> CheckedDocument {
        CheckedDocument(path: "/nonexistent-\(UUID().uuidString)/Missing.storyboard", mode: .designTime)
    }

    static func runs() throws -> [CheckRun] {
        let image = try CheckFixtures.imagePinnedToEdges()
        return [
            CheckRun(checks: [], mode: .designTime),
            CheckRun(checks: [unreadable()], mode: .buildTime),
            CheckRun(checks: [image], mode: .designTime),
            CheckRun(checks: [try manyScenes(3), unreadable(), image], mode: .designTime),
        ]
    }

    /// Today's reference: the whole tree, rendered at once.
    static func whole(_ run: CheckRun) -> String {
        CheckJSON.json(run.checks, mode: run.mode, explanations: IssueExplanations.init(check:)).text + "\n"
    }

    static func pieces(_ run: CheckRun) -> [String] {
        var pieces: [String] = []
        JSONReporter.write(run) { pieces.append($0) }
        return pieces
    }

    @Test("Byte for byte the tree's text: no documents, unreadable, scenes and issues")
    func sameBytes() throws {
        for run in try Self.runs() {
            #expect(JSONReporter.report(run) == Self.whole(run))
            #expect(Self.pieces(run).joined() == Self.whole(run))
            var plain = ""
            CheckJSON.write(run.checks, mode: run.mode) { plain += $0 }
            #expect(plain == CheckJSON.json(run.checks, mode: run.mode).text)
        }
    }

    @Test("Foundation reads it back with the documented keys")
    func parses() throws {
        let run = try #require(try Self.runs().last)
        let data = Data(Self.pieces(run).joined().utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(root.keys) == ["schema", "mode", "documents", "summary"])
        #expect(root["schema"] as? String == "autolayout-check/1")
        let documents = try #require(root["documents"] as? [[String: Any]])
        #expect(documents.count == 3)
        for document in documents {
            #expect(Set(document.keys) == ["path", "error", "scenes", "issues", "notes"])
        }
        #expect((documents[0]["scenes"] as? [Any])?.count == 3)
        #expect((documents[1]["error"] as? [String: Any])?["kind"] as? String == "unreadable")
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary["documents"] == 3 && summary["unreadable"] == 1)
        #expect(summary["errors"] == run.diagnostics.filter { $0.severity == .error }.count)
    }

    @Test("A document's scenes and issues arrive one piece each; together they are report(run)")
    func streamsPieceByPiece() throws {
        let run = CheckRun(checks: [try Self.manyScenes(3)], mode: .designTime)
        let pieces = Self.pieces(run)
        #expect(pieces.count > 1)
        // Each scene's text is a piece of its own (so only one scene's tree is alive at a time).
        #expect(pieces.filter { $0.contains("\"canvas\"") }.count == 3)
        #expect(pieces.allSatisfy { $0.components(separatedBy: "\"canvas\"").count <= 2 })
        #expect(pieces.filter { $0.contains("\"severity\"") }.count == run.diagnostics.count)
        #expect(pieces.joined() == JSONReporter.report(run))
    }

    @Test("Every other reporter writes its report as one piece")
    func otherReportersWriteTheirReport() throws {
        let run = try #require(try Self.runs().last)
        for reporter in Reporters.all where ObjectIdentifier(reporter) != ObjectIdentifier(JSONReporter.self) {
            var text = ""
            reporter.write(run) { text += $0 }
            #expect(text == reporter.report(run))
        }
    }
}
