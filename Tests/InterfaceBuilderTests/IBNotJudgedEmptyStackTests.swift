import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A frame that rests on the size of a stack view with no arranged views in the file is not judged:
/// the app adds them in code, so the size is not in the file (`NotJudgedPolicy.emptyStackReason`,
/// `docs/corpus.md`, "Issue 23, misplaced pass 6").
@Suite("Interface Builder views placed by a stack view whose arranged views are added in code")
struct IBNotJudgedEmptyStackTests {
    let scenes: [SceneLayout]

    init() throws {
        scenes = IBLayout.layOut(try Fixture.read("NotJudgedEmptyStack.storyboard"))
    }

    private func misplacedWarning(_ scene: SceneLayout, _ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("An empty stack view and the box pinned below it are not judged")
    func emptyStackAndWhatRestsOnIt() throws {
        let scene = try #require(scenes.first)
        // The stack's height is its `30 @500`: recorded 200. The box sits at 100 + 30 + 10 = 140,
        // recorded at 100 + 200 + 10 = 310, where the stack's recorded size puts it.
        let stack = try #require(scene.view(withID: "Stk-es-001"))
        let box = try #require(scene.view(withID: "Box-es-001"))
        #expect(stack.frame.height == 30)
        #expect(box.frame.minY == 140)
        for view in [stack, box] {
            #expect(view.notJudged?.hasPrefix("it rests on the size of a stack view") == true && !view.misplaced)
            #expect(!misplacedWarning(scene, view.id))
        }
        #expect(scene.notes.contains { $0.hasPrefix("2 views not judged: it rests on the size of a stack view") })
    }

    @Test("A view that does not rest on the empty stack is still judged")
    func headerIsJudged() throws {
        let scene = try #require(scenes.first)
        // 20 below the top, recorded at 32.
        let header = try #require(scene.view(withID: "Hdr-es-001"))
        #expect(header.frame.minY == 20)
        #expect(header.notJudged == nil && header.misplaced && misplacedWarning(scene, "Hdr-es-001"))
    }

    @Test("A stack view whose arranged views are in the file is judged, and so is what rests on it")
    func filledStackIsJudged() throws {
        let scene = try #require(scenes.dropFirst().first)
        // The arranged view's 30 makes the stack 30 tall (recorded 200); the box sits at 140 (recorded 310).
        let stack = try #require(scene.view(withID: "Stk-es-002"))
        let box = try #require(scene.view(withID: "Box-es-002"))
        #expect(stack.frame.height == 30 && box.frame.minY == 140)
        #expect(stack.misplaced && box.misplaced)
        #expect(misplacedWarning(scene, "Stk-es-002") && misplacedWarning(scene, "Box-es-002"))
        #expect(!scene.notes.contains { $0.contains("not judged") })
    }
}
