import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Empty labels measure no size wherever ambiguity is judged, whether or not another label of the
/// document is recorded wider than its text (`IBLayout`, the unstretched pass measures content as the
/// measured pass does; `docs/corpus.md`, "Issue 23, labels Xcode finds tied (branch tie30)").
@Suite("Interface Builder ties of empty labels")
struct IBEmptyLabelTieTests {
    private static let fixture = "EmptyLabelTie.storyboard"

    private func assertTie(_ scene: SceneLayout) throws {
        let tie = scene.issues.compactMap { issue -> [String]? in
            if case .contentPriorityAmbiguity(let ids, .horizontal, _, _) = issue { return ids.sorted() }
            return nil
        }
        #expect(tie == [["Em1-el-001", "Em2-el-001"]])
        for id in ["Em1-el-001", "Em2-el-001"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.ambiguous.contains(.width) && view.notJudged == nil)
        }
    }

    @Test("Beside a stretched label: two empty labels (0 wide) share 375 - 30 = 345 pt at hugging 251, a tie")
    func tieBesideStretchedLabel() throws {
        try assertTie(IBLayout.layOut(try Fixture.read(Self.fixture))[0])
    }

    @Test("Without the stretched label the same tie (the measured pass judges it)")
    func tieWithoutStretchedLabel() throws {
        var document = try Fixture.read(Self.fixture)
        let index = try #require(document.viewIndex(withID: "Str-el-001"))
        document.views[index].recordedFrame?.size.width = 17
        try assertTie(IBLayout.layOut(document)[0])
    }
}
