import LayoutRendering
import OpenAutoLayout
import Testing

/// The safe area decides where views pinned to it go, so a picture draws it: a window of 375 × 812
/// with UIKit's iPhone X insets (44 top, 34 bottom) has a safe area from y=44, 375 × 734.
@Suite("Pictures of the safe area")
struct SafeAreaPictureTests {
    @Test("A root with insets gets a dashed safe area and a caption with the insets")
    func drawn() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 812),
                            safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        window.layoutIfNeeded()
        let svg = SVGRenderer().render(window)
        let group = try #require(svg.components(separatedBy: "<g class=\"layer safe-area\"").dropFirst().first)
        #expect(group.contains("data-insets=\"44,0,34,0\""))
        #expect(group.contains("<rect x=\"0\" y=\"44\" width=\"375\" height=\"734\"/>"))
        #expect(group.contains(">safe area: top 44, bottom 34</text>"))
    }

    @Test("A root without insets draws no safe area")
    func absent() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(!SVGRenderer().render(view).contains("safe-area\""))
    }
}
