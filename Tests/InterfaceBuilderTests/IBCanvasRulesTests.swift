import InterfaceBuilder
import OpenAutoLayout
import Testing

/// UIKit and Interface Builder behaviours the canvas reproduces beyond the constraints themselves:
/// alignment rectangles, bars a view does not extend under, size-class variations and preserved
/// margins. Every expected number is worked out by hand from the fixture's constraints.
@Suite("Interface Builder canvas rules")
struct IBCanvasRulesTests {
    func scene(_ id: String, in name: String = "LayoutCanvasRules.storyboard") throws -> SceneLayout {
        try #require(IBLayout.layOut(try Fixture.read(name)).first { $0.id == id })
    }

    func frame(_ id: String, in scene: SceneLayout) throws -> Rect {
        try #require(scene.view(withID: id)).frame
    }

    @Test("A switch aligns on 49 of its 51 points: pinned 8 pt from the trailing edge, its frame ends 6 pt from it")
    func switchAlignmentRectangle() throws {
        let scene = try scene("Sce-dd-001")
        // Alignment rectangle: 375 - 8 - 49 = 318 ... 367; the frame adds 2 pt on the right.
        #expect(try frame("Swi-dd-001", in: scene) == Rect(x: 318, y: 8, width: 51, height: 31))
        // The label ends 8 pt before the switch's alignment rectangle: 318 - 8 - 8 = 302 wide.
        #expect(try frame("Lbd-dd-001", in: scene) == Rect(x: 8, y: 8, width: 302, height: 21))
        #expect(scene.views.allSatisfy { !$0.misplaced && $0.ambiguous.isEmpty })
    }

    @Test("Before iOS 13 a segmented control's 29 pt frame aligns on 28 pt: the view below starts 20 + 28 + 8")
    func segmentedControlAlignmentRectangle() throws {
        let scene = try scene("Sce-ee-001", in: "LayoutSegmentedControl.storyboard")
        #expect(try frame("Seg-ee-001", in: scene) == Rect(x: 16, y: 20, width: 343, height: 29))
        #expect(try frame("Box-ee-001", in: scene) == Rect(x: 0, y: 56, width: 375, height: 100))
    }

    @Test("Under an opaque navigation bar the root view starts below the bars: the safe area has no top inset")
    func opaqueNavigationBar() throws {
        let scene = try scene("Sce-dd-003")
        #expect(try frame("Box-dd-002", in: scene) == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(scene.safeAreaInsets.top == 0)
    }

    @Test("Under a translucent navigation bar the safe area starts below status bar and bar: 20 + 44")
    func translucentNavigationBar() throws {
        let scene = try scene("Sce-dd-005")
        #expect(try frame("Box-dd-003", in: scene) == Rect(x: 0, y: 64, width: 375, height: 50))
    }

    @Test("A pushed controller whose edgesForExtendedLayout leaves out the top starts below the bar")
    func edgesForExtendedLayoutWithoutTop() throws {
        let scene = try scene("Sce-dd-006")
        #expect(try frame("Box-dd-004", in: scene) == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test("An iPhone portrait canvas applies the compact-width regular-height variation, not the regular-width one")
    func sizeClassVariation() throws {
        let scene = try scene("Sce-dd-007")
        // Vertical with spacing 10 (the regular-width spacing 30 does not apply): 50 + 10 + 50.
        #expect(try frame("Stk-dd-005", in: scene) == Rect(x: 20, y: 20, width: 100, height: 110))
        #expect(try frame("Two-dd-005", in: scene) == Rect(x: 0, y: 60, width: 100, height: 50))
    }

    @Test("A variation applies only when each of its size classes matches the canvas")
    func variationMatching() {
        var variation = IBVariation(key: "heightClass=regular-widthClass=compact", location: .init(line: 1, column: 1))
        #expect(variation.applies(widthClass: "compact", heightClass: "regular"))
        #expect(!variation.applies(widthClass: "regular", heightClass: "regular"))
        #expect(!variation.applies(widthClass: nil, heightClass: nil))
        variation.key = "default"
        #expect(!variation.applies(widthClass: "compact", heightClass: "regular"))
    }

    @Test("Views that preserve superview margins inherit the root's 16 pt: the label is 375 - 2 × 16 wide")
    func preservedMargins() throws {
        let scene = try scene("Sce-dd-008")
        #expect(try frame("Lbd-dd-006", in: scene) == Rect(x: 16, y: 10, width: 343, height: 21))
        #expect(try frame("Cnt-dd-006", in: scene) == Rect(x: 0, y: 0, width: 375, height: 41))
    }
}
