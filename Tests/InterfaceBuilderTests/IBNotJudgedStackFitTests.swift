import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Across a stack whose alignment is not `fill`, a frame that only the stack's fitting pull decides
/// is not judged: UIKit's private stack constraints and Interface Builder's records settle it
/// differently (`NotJudgedPolicy.stackFitReason`, `docs/corpus.md`, "Issue 23, misplaced pass 4").
@Suite("Interface Builder views placed by a stack view's fitting pull")
struct IBNotJudgedStackFitTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedStackFit.storyboard")).first)
    }

    @Test("A box with no width of its own in a centre-aligned stack is not judged on its width")
    func boxWidthRestsOnTheFit() throws {
        // The stack is as wide as its 200-pt bar; the model's fit stretches the box to 200 (recorded 120).
        let box = try #require(scene.view(withID: "Box-sf-001"))
        #expect(box.frame.width == 200)
        #expect(box.notJudged != nil && !box.misplaced)
        #expect(!scene.issues.contains { if case .misplacedView("Box-sf-001", _, _) = $0 { true } else { false } })
        #expect(scene.notes.contains { $0.hasPrefix("1 view not judged: where it sits across its stack view") })
    }

    @Test("A view moved along the stack's axis is still judged")
    func alongTheAxisIsJudged() throws {
        // The bar sits at 40 + 8 = 48 in the stack, recorded at 60: the fit plays no part there.
        let bar = try #require(scene.view(withID: "Bar-sf-001"))
        #expect(bar.frame.minY == 48)
        #expect(bar.notJudged == nil && bar.misplaced)
    }
}
