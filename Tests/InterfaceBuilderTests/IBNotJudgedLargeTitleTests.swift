import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Under a navigation bar that prefers large titles, a frame that moves with the bar's height is not
/// judged: Xcode records that bar 96, 104.5 or 44 pt tall depending on its version
/// (`NotJudgedPolicy.largeTitleReason`, `docs/corpus.md`, "Issue 23, misplaced pass 2").
@Suite("Interface Builder views under large-title navigation bars")
struct IBNotJudgedLargeTitleTests {
    let scenes: [SceneLayout]

    init() throws {
        scenes = IBLayout.layOut(try Fixture.read("NotJudgedLargeTitles.storyboard"))
    }

    func view(_ id: String, in sceneID: String) throws -> ViewLayout {
        let scene = try #require(scenes.first { $0.id == sceneID })
        return try #require(scene.view(withID: id))
    }

    @Test("A box pinned to the safe-area top of the root under a large-title bar is not judged")
    func pinnedToSafeAreaTop() throws {
        // Laid out under a 44-pt bar at 20 + 44 = 64, recorded at 116 (a 96-pt bar): no warning either way.
        let box = try view("Top-lt-001", in: "Sce-lt-001")
        #expect(box.frame.minY == 64)
        #expect(box.notJudged != nil && !box.misplaced)
        let scene = try #require(scenes.first { $0.id == "Sce-lt-001" })
        #expect(!scene.issues.contains { if case .misplacedView("Top-lt-001", _, _) = $0 { true } else { false } })
        #expect(scene.notes.contains { $0.hasPrefix("1 view not judged: it moves with the height of a navigation bar") })
    }

    @Test("A box placed from the root's top does not move with the bar and is still judged")
    func independentOfTheBar() throws {
        // Pinned 10 from the leading edge, recorded at x 0: misplaced under any bar.
        let box = try view("Fix-lt-001", in: "Sce-lt-001")
        #expect(box.notJudged == nil)
        #expect(box.misplaced)
    }

    @Test("A pushed controller whose item never shows a large title is judged under a 44-pt bar")
    func neverLargeTitle() throws {
        // 20 + 44 = 64 against the record's 116: misplaced, as Xcode would draw it.
        let box = try view("Top-lt-002", in: "Sce-lt-002")
        #expect(box.frame.minY == 64)
        #expect(box.notJudged == nil)
        #expect(box.misplaced)
    }
}
