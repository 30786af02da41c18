import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A view of the app's own class sized by a placeholder (or `@IBDesignable`) size is drawn at its
/// recorded size on each axis that size sets (`CustomSizePolicy`): the record is what Interface
/// Builder rendered. The fixture's numbers are worked in its comment.
@Suite("Interface Builder views of the app's own class at their drawn sizes")
struct IBCustomSizesTests {
    private func scene(_ change: (inout IBDocument) throws -> Void = { _ in }) throws -> SceneLayout {
        var document = try Fixture.read("CustomSizes.storyboard")
        try change(&document)
        return try #require(IBLayout.layOut(document).first)
    }

    private func misplacedWarning(_ scene: SceneLayout, _ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("The custom view takes its recorded 106 pt, not the placeholder's 21: the box under it is where recorded")
    func recordedSizeDrawn() throws {
        let scene = try scene()
        let body = try #require(scene.view(withID: "Bod-cs-001"))
        let below = try #require(scene.view(withID: "Bel-cs-001"))
        #expect(body.frame == Rect(x: 20, y: 100, width: 335, height: 106))
        #expect(below.frame.minY == 216)
        for view in [body, below] {
            #expect(view.notJudged == nil && !view.misplaced && !misplacedWarning(scene, view.id))
        }
        let far = try #require(scene.view(withID: "Far-cs-001"))
        #expect(far.frame.minY == 500 && far.misplaced && misplacedWarning(scene, "Far-cs-001"))
    }

    @Test("Recorded at the placeholder's 21 pt, the custom view puts the box at 131: its record at 216 is misplaced")
    func recordedAtPlaceholder() throws {
        let scene = try scene { document in
            let body = try #require(document.viewIndex(withID: "Bod-cs-001"))
            let below = try #require(document.viewIndex(withID: "Bel-cs-001"))
            document.views[body].recordedFrame = Rect(x: 20, y: 100, width: 335, height: 21)
            document.views[below].misplaced = true
        }
        let below = try #require(scene.view(withID: "Bel-cs-001"))
        #expect(below.frame.minY == 131 && below.misplaced && misplacedWarning(scene, "Bel-cs-001"))
    }
}
