import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Bars Xcode's canvas infers from the containers a controller is shown in, and the iPad canvas of
/// Xcode 11–12. Each fixture pins a 10-pt box to the safe area's top and one to its bottom; the
/// expected origins are the insets Xcode recorded in the corpus files the rows of
/// `IBXcodeBehaviour` cite, worked out by hand below.
@Suite("Interface Builder inferred bars")
struct IBInferredBarsTests {
    func boxes(_ file: String, _ tag: String) throws -> (top: Double, bottom: Double) {
        let scenes = IBLayout.layOut(try Fixture.read(file))
        let scene = try #require(scenes.first { $0.id == "Sce-\(tag)" })
        let top = try #require(scene.view(withID: "Top-\(tag)")).frame.origin.y
        let bottom = try #require(scene.view(withID: "Bot-\(tag)")).frame.origin.y
        return (top, bottom)
    }

    @Test("A navigation controller that simulates a tab bar gives its stack the tab bar")
    func navigationControllerPassesItsTabBar() throws {
        // 20 status bar + 44 navigation bar; 667 - 49 tab bar - 10 box = 608 (erouska 17701's Help).
        for tag in ["inf-001", "inf-002"] {
            let (top, bottom) = try boxes("InferredBars.storyboard", tag)
            #expect(top == 64)
            #expect(bottom == 608)
        }
    }

    @Test("From Xcode 11, a show segue from a controller with a navigation item but no navigation controller infers no bar")
    func noBarFromANavigationItemAlone() throws {
        // 20 status bar only; 667 - 10 = 657 at the bottom (AU-COVIDSafe 16096/16097, threema 19529).
        let (top, bottom) = try boxes("InferredBars.storyboard", "inf-004")
        #expect(top == 20)
        #expect(bottom == 657)
    }

    @Test("In Xcode 10 too, a navigation item alone infers no bar; a simulated navigation bar does")
    func barFromASimulatedBarNotANavigationItem() throws {
        // 20 status bar only after a navigation item (session-ios 12120); 20 + 44 under the bar a source
        // simulates (IBAnimatable's playgrounds, 11201 to 14109).
        #expect(try boxes("InferredBarsXcode10.storyboard", "x10-004").top == 20)
        #expect(try boxes("InferredBarsXcode10.storyboard", "x10-003").top == 20)
        #expect(try boxes("InferredBarsXcode10.storyboard", "x10-006").top == 64)
    }

    @Test("A rounded iPad in Xcode 12 has no status bar, a 50-pt navigation bar and its 20-pt home indicator")
    func roundedPadInXcode12() throws {
        // 0 + 50 under the bar (nightguard, CloudNews 18122), 0 without it (jami 15705); 1024 - 20 - 10 = 994.
        let inNavigation = try boxes("RoundedPadXcode12.storyboard", "pad-001")
        #expect(inNavigation.top == 50)
        #expect(inNavigation.bottom == 994)
        let alone = try boxes("RoundedPadXcode12.storyboard", "pad-002")
        #expect(alone.top == 0)
        #expect(alone.bottom == 994)
    }
}
