import InterfaceBuilder
import OpenAutoLayout
import Testing

/// An arranged view that the file writes without `translatesAutoresizingMaskIntoConstraints="NO"`
/// and that no constraint names keeps its recorded size on the canvas (Interface Builder lays it out
/// by its frame), although UIKit's `addArrangedSubview` turns its mask off at run time.
/// stopp-corona's `MainViewController` (Xcode 11.4) records such views and the stacks holding them
/// at those sizes, unflagged; read as free, each was "Need constraints for: height".
@Suite("Interface Builder arranged views that translate their autoresizing mask")
struct IBAutoresizingArrangedViewTests {
    @Test("An autoresizing arranged view keeps its recorded height and sizes its stack")
    func autoresizingArrangedViewKeepsItsSize() throws {
        let document = try Fixture.read("AutoresizingArrangedView.storyboard")
        let scene = try #require(IBLayout.layOut(document).first { $0.id == "Sce-ar-001" })
        let stack = try #require(scene.views.first { $0.id == "Stk-ar-001" })
        let card = try #require(scene.views.first { $0.id == "Crd-ar-001" })
        let bar = try #require(scene.views.first { $0.id == "Bar-ar-001" })
        // Status bar 20 (iPhone 8, Xcode 13+); the card's recorded 120 and the bar's 40 stack to 160.
        #expect(card.frame == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(bar.frame == Rect(x: 0, y: 120, width: 375, height: 40))
        #expect(stack.frame == Rect(x: 0, y: 20, width: 375, height: 160))
        #expect(card.ambiguous.isEmpty && stack.ambiguous.isEmpty && bar.ambiguous.isEmpty)
        #expect(!scene.issues.contains { if case .ambiguousLayout = $0 { true } else { false } })
    }

    @Test("At build time the stack has turned the mask off: nothing holds the view's height")
    func autoresizingArrangedViewIsFreeAtBuildTime() throws {
        let document = try Fixture.read("AutoresizingArrangedView.storyboard")
        let scene = try #require(IBLayout.layOut(document, mode: .buildTime).first { $0.id == "Sce-ar-001" })
        let card = try #require(scene.views.first { $0.id == "Crd-ar-001" })
        #expect(card.ambiguous.contains(.height))
    }

    @Test("The same view laid out by constraints, with none sizing it, is still ambiguous")
    func constrainedArrangedViewWithoutSizeIsAmbiguous() throws {
        let document = try Fixture.read("AutoresizingArrangedView.storyboard")
        let scene = try #require(IBLayout.layOut(document).first { $0.id == "Sce-ar-002" })
        let card = try #require(scene.views.first { $0.id == "Crd-ar-002" })
        let stack = try #require(scene.views.first { $0.id == "Stk-ar-002" })
        #expect(card.ambiguous.contains(.height))
        #expect(stack.ambiguous.contains(.height))
    }
}
