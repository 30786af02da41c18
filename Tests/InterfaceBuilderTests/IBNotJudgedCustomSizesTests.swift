import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A view of the app's own class sized by a placeholder (or `@IBDesignable`) size that its record does
/// not keep: the frames that follow it are not judged (`NotJudgedPolicy.customSizeReason`,
/// `docs/corpus.md`, "Issue 23, files from outside the corpus").
@Suite("Interface Builder frames that rest on a custom view's drawn size")
struct IBNotJudgedCustomSizesTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedCustomSizes.storyboard")).first)
    }

    private func misplacedWarning(_ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("The custom view and the box under it are laid out with the placeholder's 21 pt and not judged")
    func followersNotJudged() throws {
        // Body: 100 + 21 = 121, so Below at 131; recorded 106 tall and at 216.
        let body = try #require(scene.view(withID: "Bod-cs-001"))
        let below = try #require(scene.view(withID: "Bel-cs-001"))
        #expect(body.frame == Rect(x: 20, y: 100, width: 335, height: 21))
        #expect(below.frame.minY == 131)
        for view in [body, below] {
            #expect(view.notJudged?.hasPrefix("it rests on the size a custom view draws itself at") == true)
            #expect(!view.misplaced && !misplacedWarning(view.id))
        }
    }

    @Test("A box that does not follow the custom view keeps its warning")
    func othersJudged() throws {
        // Far: 500 below the top, recorded at 510.
        let far = try #require(scene.view(withID: "Far-cs-001"))
        #expect(far.frame.minY == 500 && far.notJudged == nil && far.misplaced && misplacedWarning("Far-cs-001"))
    }
}
