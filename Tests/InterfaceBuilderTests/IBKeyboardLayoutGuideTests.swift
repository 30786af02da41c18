import InterfaceBuilder
import OpenAutoLayout
import Testing

/// `<keyboardLayoutGuide key="keyboard">` is UIKit's keyboard layout guide (iOS 15): with no keyboard
/// on screen, as on the canvas, its top is the bottom of the view's safe area. KeePassium's
/// `DatabaseCreatorVC` (Xcode 15) pins a scroll view's bottom to it and records the scroll view down
/// to the view's bottom, unflagged; read as a free guide, the scroll view's height was "ambiguous".
@Suite("Interface Builder keyboard layout guide")
struct IBKeyboardLayoutGuideTests {
    @Test("Views pinned to the keyboard layout guide end at the safe area's bottom and are not ambiguous")
    func keyboardGuideSitsOnTheSafeAreaBottom() throws {
        let document = try Fixture.read("KeyboardLayoutGuide.storyboard")
        #expect(document.issues.isEmpty)
        let scene = try #require(IBLayout.layOut(document).first)
        let box = try #require(scene.views.first { $0.id == "Box-kb-001" })
        let button = try #require(scene.views.first { $0.id == "Btn-kb-001" })
        // iPhone 8 canvas: status bar 20, no bottom inset, so the guide's top is at 667. The button
        // ends 8 above it (667 − 8 − 44 = 615); the box fills from 20 down to the button (595 tall).
        #expect(button.frame == Rect(x: 16, y: 615, width: 343, height: 44))
        #expect(box.frame == Rect(x: 0, y: 20, width: 375, height: 595))
        #expect(box.ambiguous.isEmpty && button.ambiguous.isEmpty)
        #expect(!scene.issues.contains { if case .ambiguousLayout = $0 { true } else { false } })
    }
}
