import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A non-scrolling text view's baselines are its text's: the first one is measured from its top, the
/// last one from its bottom (`TextViewBaselinePolicy`; `docs/corpus.md`, "Issue 23, false ambiguity
/// errors"). Numbers from the model's measurer: a 16-pt line is ceil(1.2 × 16) = 20 tall, so the first
/// baseline is 8 + 16 = 24 below the top and the last 8 + 20 − 16 = 12 above the bottom.
@Suite("Interface Builder text views keep their text's baselines")
struct IBTextViewBaselineTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("TextViewBaselines.storyboard")).first)
    }

    @Test("A view on a text view's first baseline follows its top, not its ambiguous height")
    func firstBaselineFromTop() throws {
        // "Tied" (top 100) ties with the label below it in compression: its height is ambiguous.
        let tied = try #require(scene.view(withID: "Tie-tb-001"))
        #expect(!tied.ambiguous.isEmpty)
        // The image has no baseline, so its first baseline is its top edge (UIKit's
        // `forFirstBaselineLayout`): on the text's first baseline, 100 + 24 = 124; nothing else moves it.
        let dot = try #require(scene.view(withID: "Dot-tb-001"))
        #expect(dot.frame.minY == 124)
        #expect(dot.ambiguous.isEmpty)
        #expect(!scene.issues.contains {
            if case .ambiguousLayout("Dot-tb-001", _) = $0 { true } else { false }
        })
    }

    @Test("A view below a text view's last baseline is placed by the text, not the bottom edge")
    func lastBaselineFromBottom() throws {
        // 300 + 36 − 12 + 8 = 332 (the bottom edge would give 344); recorded there.
        let bar = try #require(scene.view(withID: "Bar-tb-001"))
        #expect(bar.frame.minY == 332)
        #expect(!bar.misplaced)
    }
}
