import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A stack view's layout margins are 0 unless the file sets them, not UIView's 8 (`docs/corpus.md`,
/// "Issue 23, misplaced pass 6": KeePassium, threema `CallStoryboard` and MOPP record it).
@Suite("Interface Builder stack views' default margins")
struct IBStackViewMarginTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("StackViewDefaultMargins.storyboard")).first)
    }

    @Test("A view 8 below the bottom margin of a stack view that sets none sits 8 below the stack")
    func defaultMarginIsZero() throws {
        // The stack spans 100 to 180; its bottom margin is 0, so the box is at 180 + 8 = 188 (UIView's
        // 8-pt margin would give 180).
        let box = try #require(scene.view(withID: "Box-sm-001"))
        #expect(box.frame.minY == 188)
        #expect(!box.misplaced)
    }

    @Test("A stack view keeps the margins the file sets")
    func fileMarginsKept() throws {
        // The stack spans 300 to 380; its 12-pt bottom margin is at 368, the box at 368 + 8 = 376.
        let box = try #require(scene.view(withID: "Box-sm-002"))
        #expect(box.frame.minY == 376)
        #expect(!box.misplaced)
    }
}
