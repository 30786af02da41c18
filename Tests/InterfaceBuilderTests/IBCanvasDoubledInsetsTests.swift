import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Xcode 16.1 and later draw a notch phone's canvas with twice its sensor housing's top inset and
/// twice its home indicator (`IBXcodeBehaviour.doubledHousingInsets`), and Xcode 26 still does: muun, keepassium, threema,
/// VLC, instructure, NetNewsWire and LNPopupController record it (`docs/corpus.md`, "Issue 23,
/// misplaced pass 2"). Each fixture scene pins a 50-pt box to its safe-area top and another to its
/// safe-area bottom; the expected values are the iPhone 15's 59 / 34 (`retina6_12`, 393 × 852).
@Suite("Interface Builder canvas: the doubled safe area from Xcode 16.1")
struct IBCanvasDoubledInsetsTests {
    func frame(_ id: String, scene sceneID: String, in name: String) throws -> Rect {
        let scene = try #require(IBLayout.layOut(try Fixture.read(name)).first { $0.id == sceneID })
        return try #require(scene.view(withID: id)).frame
    }

    @Test("At toolsVersion 23727 an iPhone 15's safe area starts at 2 × 59 and ends 2 × 34 above the bottom")
    func doubledOnNotchPhone() throws {
        #expect(try frame("Top-dbl-001", scene: "Sce-dbl-001", in: "LayoutCanvasDoubledInsets.storyboard").minY == 118)
        // 852 - 68 - 50 = 734.
        #expect(try frame("Bot-dbl-001", scene: "Sce-dbl-001", in: "LayoutCanvasDoubledInsets.storyboard").minY == 734)
    }

    @Test("Under a navigation bar the bar sits between: 2 × 59 + 44")
    func doubledUnderNavigationBar() throws {
        // threema 23727 records 48 + 44 + 48 = 140 on an iPhone 11; here 118 + 44 = 162.
        #expect(try frame("Top-dbl-002", scene: "Sce-dbl-002", in: "LayoutCanvasDoubledInsets.storyboard").minY == 162)
    }

    @Test("A home-button phone keeps its single 20-pt status bar")
    func statusBarNotDoubled() throws {
        let name = "LayoutCanvasDoubledInsetsHomeButton.storyboard"
        #expect(try frame("Top-dbl-001", scene: "Sce-dbl-001", in: name).minY == 20)
        // 667 - 0 - 50 = 617.
        #expect(try frame("Bot-dbl-001", scene: "Sce-dbl-001", in: name).minY == 617)
    }

    @Test("A xib's top-level view as wide as the screen gets the doubled insets too")
    func doubledOnScreenWideXibView() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutXibDoubledInsets.xib")).first { $0.id == "Dbx-vw-001" })
        // muun 23727 records its content at 96 and its 80-pt button view at 896 - 68 - 80 = 748.
        #expect(try #require(scene.view(withID: "Dbx-tp-001")).frame.minY == 96)
        #expect(try #require(scene.view(withID: "Dbx-bt-001")).frame.minY == 748)
    }
}

/// A simulated toolbar takes 49 pt at the bottom, as a tab bar does (`IBXcodeBehaviour.simulatedToolbars49`);
/// before Xcode 11, UIKit's 44 (`simulatedToolbars44`).
@Suite("Interface Builder canvas: simulated toolbars")
struct IBCanvasToolbarTests {
    func bottomBoxY(in name: String) throws -> Double {
        let scene = try #require(IBLayout.layOut(try Fixture.read(name)).first { $0.id == "Sce-tlb-001" })
        return try #require(scene.view(withID: "Bot-tlb-001")).frame.minY
    }

    @Test("On an Xcode 11 iPhone 8 canvas a box pinned to the safe-area bottom ends 49 pt above the bottom")
    func toolbarOnHomeButtonPhone() throws {
        // 667 - 49 - 50 = 568 (passepartout 15505 records a table ending at 618 of 667).
        #expect(try bottomBoxY(in: "LayoutCanvasToolbarXcode11.storyboard") == 568)
    }

    @Test("On an Xcode 14 iPhone X canvas the toolbar sits above the home indicator: 49 + 34")
    func toolbarOnNotchPhone() throws {
        // 812 - 83 - 50 = 679 (googleads 23089 records five scenes ending 83 above the bottom).
        #expect(try bottomBoxY(in: "LayoutCanvasToolbarXcode14.storyboard") == 679)
    }

    @Test("Before Xcode 11 a box pinned to the safe-area bottom ends 44 pt above the bottom")
    func toolbarBeforeXcode11() throws {
        // 667 - 44 - 50 = 573.
        #expect(try bottomBoxY(in: "LayoutCanvasToolbarXcode10.storyboard") == 573)
    }
}
