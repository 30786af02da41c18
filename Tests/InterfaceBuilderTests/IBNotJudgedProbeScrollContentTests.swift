import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A scroll view whose content size only the probe (text and controls a quarter point under their
/// records) leaves open is not judged, like the views only the probe finds ambiguous
/// (`NotJudgedPolicy.textProbeReason`, `docs/corpus.md`, "Issue 23, ambiguity pass (branch amb29)").
@Suite("Interface Builder scroll content left open only by the text probe")
struct IBNotJudgedProbeScrollContentTests {
    private static let fixture = "NotJudgedProbeScrollContent.storyboard"

    private func contentIssue(_ scene: SceneLayout) -> Bool {
        scene.issues.contains { if case .ambiguousScrollableContentSize = $0 { true } else { false } }
    }

    @Test("Fields recorded to fill the content exactly: content 600 × 84, no issue, the scroll view not judged")
    func exactFitNotJudged() throws {
        let scene = IBLayout.layOut(try Fixture.read(Self.fixture))[0]
        // 8 + 30 + 8 + 30 + 8 = 84.
        let scroll = try #require(scene.scrollView(withID: "Scr-ps-001"))
        #expect(scroll.contentWidth == 600 && scroll.contentHeight == 84)
        #expect(!contentIssue(scene))
        #expect(try #require(scene.view(withID: "Scr-ps-001")).notJudged?.hasPrefix("it is ambiguous only if its text") == true)
    }

    @Test("Fields recorded a point shorter (82 of 84): the slack is in the records, the content size is ambiguous")
    func slackInRecordsJudged() throws {
        var document = try Fixture.read(Self.fixture)
        for id in ["Fd1-ps-001", "Fd2-ps-001"] {
            let index = try #require(document.viewIndex(withID: id))
            document.views[index].recordedFrame?.size.height = 29
        }
        let scene = IBLayout.layOut(document)[0]
        #expect(contentIssue(scene))
        #expect(try #require(scene.scrollView(withID: "Scr-ps-001")).contentHeight == nil)
        #expect(try #require(scene.view(withID: "Scr-ps-001")).notJudged == nil)
    }
}
