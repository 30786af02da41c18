import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A hidden arranged view and what it holds are not judged: Xcode keeps their records collapsed or at
/// full size, and the file does not say which (`NotJudgedPolicy.hiddenArrangedReason`,
/// `docs/corpus.md`, "Issue 23, misplaced pass 7").
@Suite("Interface Builder hidden arranged views")
struct IBNotJudgedHiddenArrangedTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedHiddenArranged.storyboard")).first)
    }

    private func misplacedWarning(_ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("A hidden arranged view recorded at full size, and the label in it, are not judged")
    func hiddenNotJudged() throws {
        // Collapsed under the 40-pt box: y 40, no height (recorded 20.5 tall); the label 0 tall in it.
        let hidden = try #require(scene.view(withID: "Hid-ha-001"))
        let label = try #require(scene.view(withID: "Lab-ha-001"))
        #expect(hidden.frame == Rect(x: 0, y: 40, width: 335, height: 0))
        #expect(label.frame.height == 0)
        for view in [hidden, label] {
            #expect(view.notJudged?.hasPrefix("it is a hidden arranged view") == true && !view.misplaced)
            #expect(!misplacedWarning(view.id))
        }
        #expect(scene.notes.contains { $0.hasPrefix("2 views not judged: it is a hidden arranged view") })
    }

    @Test("The arranged views beside it are judged")
    func siblingsJudged() throws {
        // 40 + 0: the last box at 40 in the stack, recorded at 45; the stack 40 + 30 = 70 tall, as recorded.
        let after = try #require(scene.view(withID: "Aft-ha-001"))
        let stack = try #require(scene.view(withID: "Stk-ha-001"))
        #expect(after.frame.minY == 40 && stack.frame.height == 70)
        #expect(after.notJudged == nil && after.misplaced && misplacedWarning("Aft-ha-001"))
        #expect(stack.notJudged == nil && !stack.misplaced)
    }
}
