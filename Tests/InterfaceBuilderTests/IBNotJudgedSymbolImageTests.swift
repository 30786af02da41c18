import InterfaceBuilder
import OpenAutoLayout
import Testing

/// An image view showing a system symbol is not judged where its record differs from its layout: its
/// alignment insets come from the symbol's glyph (`NotJudgedPolicy.symbolImageReason`,
/// `docs/corpus.md`, "Issue 23, misplaced pass 7").
@Suite("Interface Builder image views that show a system symbol")
struct IBNotJudgedSymbolImageTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedSymbolImage.storyboard")).first)
    }

    private func misplacedWarning(_ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("A symbol image view recorded around its constrained rectangle is not judged")
    func symbolNotJudged() throws {
        // Constrained to 30 × 30 at y 100; recorded 27 tall at 101.5.
        let symbol = try #require(scene.view(withID: "Sym-si-001"))
        #expect(symbol.frame == Rect(x: 20, y: 100, width: 30, height: 30))
        #expect(symbol.notJudged?.hasPrefix("it shows a system symbol") == true && !symbol.misplaced)
        #expect(!misplacedWarning("Sym-si-001"))
        #expect(scene.notes.contains { $0.hasPrefix("1 view not judged: it shows a system symbol") })
    }

    @Test("An image view showing the app's own image is judged")
    func assetImageJudged() throws {
        // Constrained to 30 × 30 at y 150; recorded 27 tall at 151.5.
        let image = try #require(scene.view(withID: "Img-si-001"))
        #expect(image.frame == Rect(x: 20, y: 150, width: 30, height: 30))
        #expect(image.notJudged == nil && image.misplaced && misplacedWarning("Img-si-001"))
    }
}
