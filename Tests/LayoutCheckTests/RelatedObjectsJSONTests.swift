import Foundation
import LayoutCheck
import LayoutDiagnostics
import Testing
import TestSupport

/// The JSON report lists each issue's related objects (SARIF's `relatedLocations`): the objects
/// its explanation names, located in the file.
struct RelatedObjectsJSONTests {
    /// The `related` members of each issue of the JSON report of `text`, by issue kind.
    static func related(_ text: String) throws -> [String: [[String: Any]]] {
        let check = try CheckFixtures.check(text)
        let json = JSONReporter.report(CheckRun(checks: [check], mode: .designTime))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let documents = try #require(root["documents"] as? [[String: Any]])
        let issues = documents.flatMap { ($0["issues"] as? [[String: Any]]) ?? [] }
        var byKind: [String: [[String: Any]]] = [:]
        for issue in issues { byKind[issue["kind"] as? String ?? ""] = issue["related"] as? [[String: Any]] }
        return byKind
    }

    @Test func aScrollViewsIssueNamesTheScrollViewThenEachAxissChainWithTheirLines() throws {
        let text = ExplainFixFixtures.imagePinnedToEdges
        let related = try #require(try Self.related(text)["scrollable-content-size-ambiguity"])
        // The chain of seed 000: the horizontal one runs from the leading pin to the image view,
        // the vertical one from the top pin (the image view already named).
        #expect(related.compactMap { $0["id"] as? String } == ["svA-00-001", "scA-00-002", "imA-00-001", "scA-00-001"])
        let lines = related.compactMap { $0["line"] as? Int }
        let expected = ["id=\"svA-00-001\"", "id=\"scA-00-002\"", "id=\"imA-00-001\"", "id=\"scA-00-001\""]
            .compactMap { CheckFixtures.line(of: $0, in: text) }
        #expect(lines == expected)
        #expect(related.first?["name"] as? String == "\"Scroll View\"")
        #expect(related.allSatisfy { ($0["column"] as? Int ?? 0) > 0 })
    }

    @Test func theRelatedMemberFollowsTheMembersConsumersAlreadyRead() throws {
        let check = try CheckFixtures.imagePinnedToEdges()
        let json = JSONReporter.report(CheckRun(checks: [check], mode: .designTime))
        // Additive: the new member follows the ones consumers already read.
        let fixIts = try #require(json.range(of: "\"fixIts\""))
        let related = try #require(json.range(of: "\"related\""))
        #expect(fixIts.upperBound < related.lowerBound)
    }
}

/// A misplaced view's why: how far its constraints move it from the recorded frame, and which
/// constraints place it on each axis that changed (Xcode's message already gives both frames).
struct MisplacedWhyTests {
    /// "Box": recorded at x 30, y 100, 100 × 80; its constraints say leading 20, top 100, 100 × 60.
    static let box = ExplainFixFixtures.boxScene(
        frame: (30, 100, 100, 80), constraints: [("leading", 20), ("top", 100), ("width", 100), ("height", 60)],
        misplaced: true)

    @Test func theWhySaysHowFarTheViewMovesAndWhichConstraintsPlaceIt() throws {
        let check = try CheckFixtures.check(Self.box).explained()
        let item = try #require(check.explanation?.items.first { $0.kind == .misplacedView })
        // 20 - 30 = 10 pt left; 60 - 80 = 20 pt shorter; y and width unchanged.
        #expect(item.lines == [
            "The constraints move \"Box\" (bxC-00-001) from the frame the file records: 10 pt left, 20 pt shorter.",
            "Horizontally it is placed by Box.leading = View.leading + 20, Box.width = 100.",
            "Vertically it is placed by Box.top = View.top + 100, Box.height = 60.",
        ])
        #expect(!item.lines.joined().contains("will be different at run time"))
        #expect(item.related.map(\.id) == ["bxC-00-001", "rcC-00-001", "rcC-00-003", "rcC-00-002", "rcC-00-004"])
    }
}
