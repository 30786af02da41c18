import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Canvas metrics that depend on the Xcode version and the device, and the size class of the
/// canvas. Each box is pinned to its controller's safe-area top, so its y is the safe area's top
/// inset; the expected insets are the ones the corpus files record (see `docs/corpus.md`).
@Suite("Interface Builder canvas by Xcode version and device")
struct IBCanvasVersionTests {
    func boxY(_ id: String, scene sceneID: String, in name: String) throws -> Double {
        let scene = try #require(IBLayout.layOut(try Fixture.read(name)).first { $0.id == sceneID })
        return try #require(scene.view(withID: id)).frame.origin.y
    }

    @Test("Xcode 12 draws no status bar on an iPhone 8: the safe area starts at 0, or 44 under a navigation bar")
    func xcode12StatusBar() throws {
        #expect(try boxY("Box-x12-001", scene: "Sce-x12-001", in: "LayoutCanvasXcode12.storyboard") == 0)
        #expect(try boxY("Box-x12-003", scene: "Sce-x12-003", in: "LayoutCanvasXcode12.storyboard") == 44)
    }

    @Test("A controller presented with the automatic style is a page sheet: nothing above it, a 56-pt navigation bar")
    func pageSheet() throws {
        #expect(try boxY("Box-x12-005", scene: "Sce-x12-005", in: "LayoutCanvasXcode12.storyboard") == 0)
        #expect(try boxY("Box-x12-007", scene: "Sce-x12-007", in: "LayoutCanvasXcode12.storyboard") == 56)
    }

    @Test("From Xcode 14 the iPhone 11 canvas starts its safe area at 48, and a navigation item alone adds no bar")
    func iPhone11SafeArea() throws {
        #expect(try boxY("Box-x14-001", scene: "Sce-x14-001", in: "LayoutCanvasXcode14.storyboard") == 48)
    }

    @Test("A navigation controller that hides its bar gives its root none")
    func hiddenNavigationBar() throws {
        #expect(try boxY("Box-x14-003", scene: "Sce-x14-003", in: "LayoutCanvasXcode14.storyboard") == 48)
    }

    @Test("From Xcode 11 a controller shown from one with a navigation item but no navigation controller gets no bar: 48")
    func shownFromNavigationItemAlone() throws {
        // AU-COVIDSafe 16096/16097, nhsx 16097 and threema 19529 record such controllers with no bar
        // (`IBContainment`; no version infers a bar from a navigation item alone: `IBInferredBarsTests`).
        #expect(try boxY("Box-x14-005", scene: "Sce-x14-005", in: "LayoutCanvasXcode14.storyboard") == 48)
    }

    @Test("A tab bar controller pushed under an opaque bar shows its tabs under a translucent one: 48 + 44")
    func tabsUnderNavigationBar() throws {
        #expect(try boxY("Box-x14-010", scene: "Sce-x14-010", in: "LayoutCanvasXcode14.storyboard") == 92)
    }

    @Test("A navigation controller shown from a tab's stack keeps the tab bar: the safe area ends 49 + 34 above the bottom")
    func tabBarAcrossShownNavigationController() throws {
        // 896 - 83 - 50 = 763.
        #expect(try boxY("Box-x14-015", scene: "Sce-x14-015", in: "LayoutCanvasXcode14.storyboard") == 763)
    }

    @Test("A controller presented full screen is not a sheet")
    func fullScreenPresentation() throws {
        #expect(try boxY("Box-x14-006", scene: "Sce-x14-006", in: "LayoutCanvasXcode14.storyboard") == 48)
    }

    @Test("On a device canvas a root view gets 20-pt side margins from 400 pt wide, 16 below")
    func rootMarginsByWidth() throws {
        let document = try Fixture.read("LayoutCanvasXcode12.storyboard")
        let scenes = IBLayout.layOut(document)
        let narrow = try #require(scenes.first { $0.id == "Sce-x12-010" }?.view(withID: "Box-x12-010"))
        let wide = try #require(scenes.first { $0.id == "Sce-x12-011" }?.view(withID: "Box-x12-011"))
        // 390 - 2 × 16 = 358; 400 - 2 × 20 = 360.
        #expect(narrow.frame == Rect(x: 16, y: 100, width: 358, height: 50))
        #expect(wide.frame == Rect(x: 20, y: 100, width: 360, height: 50))
    }

    @Test("A xib's top-level view as wide as the screen or freeform, or a collection cell, is under the housing; others get no insets")
    func xibViewOnNotchPhone() throws {
        let scenes = IBLayout.layOut(try Fixture.read("LayoutXibOnNotchPhone.xib"))
        func y(_ number: Int, _ box: String = "bx") throws -> Double {
            try #require(scenes.first { $0.id == "Xib-vw-00\(number)" }?.view(withID: "Xib-\(box)-00\(number)")).frame.origin.y
        }
        // Each top box is 10 pt below its view's safe-area top: 59 + 10 on the views drawn as a
        // screen (device-sized, freeform 393 × 300, freeform 300 × 100), 0 + 10 on the 422-pt-wide
        // one with no simulated size.
        #expect(try y(1) == 69)
        #expect(try y(2) == 69)
        #expect(try y(3) == 69)
        #expect(try y(4) == 10)
        // The freeform screen-wide view keeps the home indicator: 300 - 34 - 10 - 20 = 236.
        #expect(try y(2, "bt") == 236)
        // A collection view cell is drawn as a screen of its own size (59 + 10); a table view cell on its own (0 + 10).
        #expect(try y(5) == 69)
        #expect(try y(6) == 10)
    }

    @Test("A xib's top-level view has a root view's margins: 16 or 20 at the sides by width, its safe area above, unless it sets its own")
    func xibRootMargins() throws {
        let scenes = IBLayout.layOut(try Fixture.read("LayoutXibRootMargins.xib"))
        func box(_ number: Int) throws -> Rect {
            try #require(scenes.first { $0.id == "Rmg-vw-00\(number)" }?.view(withID: "Rmg-bx-00\(number)")).frame
        }
        // The file is Xcode 10's (14460) without safe-area guides; each view is drawn as a screen, under
        // the 20-pt status bar, which its margins take in (`IBXcodeBehaviour.marginsInsetBySafeArea`).
        // 375 - 2 × 16 = 343, 20 + 10 below; 510 - 2 × 20 = 470; 375 - 2 × 30 = 315, 20 + 30 + 10.
        #expect(try box(1) == Rect(x: 16, y: 30, width: 343, height: 20))
        #expect(try box(2) == Rect(x: 20, y: 30, width: 470, height: 20))
        #expect(try box(3) == Rect(x: 30, y: 60, width: 315, height: 20))
        // A top-level cell keeps the cell margins (Xcode 9 on): 11 above, 16 at the sides.
        #expect(try box(4) == Rect(x: 16, y: 11, width: 343, height: 20))
    }

    @Test("A Dynamic Island phone's safe area starts at 59")
    func dynamicIsland() throws {
        #expect(try boxY("Box-x15-001", scene: "Sce-x15-001", in: "LayoutCanvasDynamicIsland.storyboard") == 59)
    }

    @Test("An iPhone portrait canvas installs the compact-width constraints and subviews, not the regular-width ones")
    func sizeClassInstallation() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutSizeClasses.storyboard")).first)
        // Only the compact-width leading constraint (50) is installed: no conflict with 10 or 100.
        #expect(try #require(scene.view(withID: "Box-sz-001")).frame == Rect(x: 50, y: 100, width: 200, height: 50))
        #expect(scene.issues.isEmpty)
        #expect(scene.view(withID: "Bdg-sz-001") == nil)
        #expect(scene.view(withID: "Ftr-sz-001") == nil)
    }
}
