import InterfaceBuilder
import OpenAutoLayout
import Testing

/// UIKit sizes a toolbar, navigation bar or tab bar to its standard height, so one placed by its top
/// and sides alone is not ambiguous: four such toolbars of the corpus (Xcode 9 to 13) are recorded
/// 44 tall and not flagged. They have no intrinsic width.
@Suite("Interface Builder bar heights")
struct IBBarHeightTests {
    /// The first scene of `fixture` and its toolbar and tab bar, by id.
    func bars(in fixture: String, toolbar: String, tabBar: String) throws
        -> (scene: SceneLayout, toolbar: ViewLayout, tabBar: ViewLayout) {
        let scene = try #require(IBLayout.layOut(try Fixture.read(fixture)).first)
        return (scene, try #require(scene.views.first { $0.id == toolbar }),
                try #require(scene.views.first { $0.id == tabBar }))
    }

    @Test("A toolbar and a tab bar without a height constraint keep their standard heights")
    func barsHaveIntrinsicHeights() throws {
        let (_, toolbar, tabBar) = try bars(in: "BarHeights.storyboard", toolbar: "Tlb-bh-001", tabBar: "Tab-bh-001")
        // Below the 20-pt status bar of an Xcode 14 iPhone 8 canvas, full width, 44 tall.
        #expect(toolbar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(tabBar.frame == Rect(x: 0, y: 100, width: 375, height: 49))
        #expect(toolbar.ambiguous.isEmpty && tabBar.ambiguous.isEmpty)
    }

    @Test("Bars that record no frame (Xcode 8) get UIKit's standard heights: 44 for a toolbar, 49 for a tab bar")
    func framelessBarsHaveStandardHeights() throws {
        let (scene, toolbar, tabBar) = try bars(in: "BarHeightsFrameless.storyboard",
                                                toolbar: "Bhf-tb-001", tabBar: "Bhf-tab-001")
        // Root 375 × 667; the top guide ends under the 20-pt status bar; the bottom guide is the root's bottom.
        #expect(toolbar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(tabBar.frame == Rect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(toolbar.ambiguous.isEmpty && tabBar.ambiguous.isEmpty)
        #expect(!scene.issues.contains { if case .ambiguousLayout = $0 { true } else { false } })
    }
}
