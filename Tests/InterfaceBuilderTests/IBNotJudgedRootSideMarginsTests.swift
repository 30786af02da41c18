import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A root view drawn at another size than its screen gets 16- or 20-pt side margins by a size class
/// its size does not set: a view the other margin would move is not judged
/// (`NotJudgedPolicy.rootSideMarginReason`). The fixture's numbers are worked in its comment.
@Suite("Interface Builder side margins of a root drawn at another size than its screen")
struct IBNotJudgedRootSideMarginsTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedRootSideMargins.storyboard")).first)
    }

    private func warned(_ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("A box on the leading margin recorded at the other margin is not judged")
    func otherMarginNotJudged() throws {
        let box = try #require(scene.view(withID: "Box-rm-001"))
        #expect(box.frame.minX == 20 && !box.misplaced && !warned("Box-rm-001"))
        #expect(box.notJudged?.hasPrefix("it is placed through the side margins of a root view drawn at another size") == true)
    }

    @Test("A box off both margins is warned; one that does not read the margins is judged")
    func othersJudged() throws {
        let far = try #require(scene.view(withID: "Far-rm-001"))
        #expect(far.frame.minX == 30 && far.misplaced && warned("Far-rm-001"))
        let edge = try #require(scene.view(withID: "Edg-rm-001"))
        #expect(edge.frame.minX == 10 && edge.notJudged == nil && !edge.misplaced)
    }
}
