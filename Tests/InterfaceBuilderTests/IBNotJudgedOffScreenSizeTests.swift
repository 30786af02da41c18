import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A controller drawn at another size than its screen may or may not have the screen's status bar,
/// sensor housing and home indicator in its safe area; a frame whose verdict changes with them is not
/// judged (`NotJudgedPolicy.offScreenSizeReason`, `docs/corpus.md`, "Issue 23, misplaced pass 7").
@Suite("Interface Builder controllers drawn at another size than their screen")
struct IBNotJudgedOffScreenSizeTests {
    let scenes: [SceneLayout]

    init() throws {
        scenes = IBLayout.layOut(try Fixture.read("NotJudgedOffScreenSize.storyboard"))
    }

    private func misplacedWarning(_ scene: SceneLayout, _ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("A box recorded where the safe area without the status bar puts it is not judged")
    func topNotJudged() throws {
        let scene = try #require(scenes.first)
        // 20 (status bar) + 10 = 30; recorded at 10 = 0 + 10.
        let top = try #require(scene.view(withID: "Top-os-001"))
        #expect(top.frame.minY == 30)
        #expect(top.notJudged?.hasPrefix("it moves with the status bar") == true && !top.misplaced)
        #expect(!misplacedWarning(scene, "Top-os-001"))
        #expect(scene.notes.contains { $0.hasPrefix("1 view not judged: it moves with the status bar") })
    }

    @Test("A box misplaced with the status bar and without it is warned; one pinned to the view is judged")
    func lowAndMidJudged() throws {
        let scene = try #require(scenes.first)
        // "Low": 30 with the status bar, 10 without; recorded at 50. "Mid": 300; recorded at 310.
        let low = try #require(scene.view(withID: "Low-os-001"))
        let mid = try #require(scene.view(withID: "Mid-os-001"))
        #expect(low.frame.minY == 30 && mid.frame.minY == 300)
        #expect(low.notJudged == nil && low.misplaced && misplacedWarning(scene, "Low-os-001"))
        #expect(mid.notJudged == nil && mid.misplaced && misplacedWarning(scene, "Mid-os-001"))
    }

    @Test("A controller at its screen's size is judged with the status bar")
    func fullScreenJudged() throws {
        let scene = try #require(scenes.dropFirst().first)
        // 20 + 10 = 30; recorded at 10.
        let top = try #require(scene.view(withID: "Top-os-002"))
        #expect(top.frame.minY == 30)
        #expect(top.notJudged == nil && top.misplaced && misplacedWarning(scene, "Top-os-002"))
        #expect(!scene.notes.contains { $0.contains("not judged") })
    }

    @Test("A freeform xib view drawn as a screen of another size: a box under its safe area is not judged")
    func freeformXibNotJudged() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedOffScreenXib.xib")).first)
        // "Top": 20 (status bar) + 8 = 28 on the canvas; recorded at 8 = 0 + 8. "Side": 8 from the
        // view's top either way; recorded at 20.
        let top = try #require(scene.view(withID: "Top-ox-001"))
        let side = try #require(scene.view(withID: "Sid-ox-001"))
        #expect(top.frame.minY == 28 && side.frame.minY == 8)
        #expect(top.notJudged?.hasPrefix("it moves with the status bar") == true && !misplacedWarning(scene, "Top-ox-001"))
        #expect(side.notJudged == nil && side.misplaced && misplacedWarning(scene, "Sid-ox-001"))
        // "Both": 28 with the status bar, 8 without; recorded at 60. On a controller it keeps its
        // warning (`lowAndMidJudged`); on a top-level view some insets may reach it and others not.
        let both = try #require(scene.view(withID: "Bot-ox-001"))
        #expect(both.frame.minY == 28)
        #expect(both.notJudged?.hasPrefix("it moves with the status bar") == true && !misplacedWarning(scene, "Bot-ox-001"))
    }

    @Test("A tie that only the screen's insets make on a freeform xib view is not printed")
    func insetOnlyTieWithdrawn() throws {
        let scenes = IBLayout.layOut(try Fixture.read("NotJudgedOffScreenXib.xib"))
        let scene = try #require(scenes.first { $0.id == "Roo-ox-002" })
        // 150 - 20 = 130 for two 75-pt images at compression resistance 750: a tie with the status bar;
        // 75 + 75 = 150 without it.
        let upper = try #require(scene.view(withID: "Up-ox-002"))
        let lower = try #require(scene.view(withID: "Lo-ox-002"))
        #expect(upper.frame.minY == 20 && upper.frame.height + lower.frame.height == 130)
        for view in [upper, lower] {
            #expect(view.ambiguous.isEmpty && view.notJudged?.hasPrefix("it moves with the status bar") == true)
        }
        #expect(!scene.issues.contains { if case .contentPriorityAmbiguity = $0 { true } else { false } })
        #expect(scene.notes.filter { $0.contains("it moves with the status bar") }.count == 1)
    }
}
