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
        #expect(scene.notes.contains { $0.hasPrefix("2 views not judged: where it sits across its stack view") })
    }

    @Test("A view moved along the stack's axis is still judged")
    func alongTheAxisIsJudged() throws {
        // The bar sits at 40 + 8 = 48 in the stack, recorded at 60: the fit plays no part there.
        let bar = try #require(scene.view(withID: "Bar-sf-001"))
        #expect(bar.frame.minY == 48)
        #expect(bar.notJudged == nil && bar.misplaced)
    }

    @Test("In the unjudged box, a view where the record puts it on the canvas is not judged; one elsewhere is warned")
    func insideTheUnjudgedBox() throws {
        // Dot: centred in the 200-pt box at 90 (recorded 50 in a 120-pt box): 87.5 + 0 + 90 = 177.5 on
        // the canvas, as recorded (87.5 + 40 + 50). Tag: 10 in (recorded 30): 97.5 against 157.5.
        let dot = try #require(scene.view(withID: "Dot-sf-001"))
        let tag = try #require(scene.view(withID: "Tag-sf-001"))
        #expect(dot.frame.minX == 90 && tag.frame.minX == 10)
        #expect(dot.notJudged != nil && !dot.misplaced)
        #expect(tag.notJudged == nil && tag.misplaced)
    }

    @Test("A width tie between two nested stacks' fits, which UIKit does not have, is not printed")
    func nestedFitsDoNotTie() throws {
        let nested = try #require(IBLayout.layOut(try Fixture.read("NotJudgedNestedStackFit.storyboard")).first)
        let inner = try #require(nested.view(withID: "Inn-ns-001"))
        #expect(inner.ambiguous.isEmpty && inner.notJudged?.hasPrefix("where it sits across its stack view") == true)
        #expect(!nested.issues.contains { if case .ambiguousLayout = $0 { true } else { false } })
        // The box keeps its own 120 pt either way.
        #expect(try #require(nested.view(withID: "Box-ns-001")).frame.width == 120)
    }
}
