import LayoutRendering
import OpenAutoLayout
import Testing

/// The bars a canvas lays over a root view are what its safe area is made of, so a picture draws
/// each as a band with its name and height: on a 375 × 667 screen a 20-pt status bar, a 44-pt
/// navigation bar under it and a 49-pt tab bar at the bottom (667 − 49 = 618).
@Suite("Pictures of the canvas's bars")
struct CanvasBarsPictureTests {
    @Test("Each bar is a band with its name and height inside it, captions apart")
    func bars() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667),
                            safeAreaInsets: EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        window.layoutIfNeeded()
        var annotations = RenderAnnotations()
        annotations.addCanvasBar("status bar", frame: Rect(x: 0, y: 0, width: 375, height: 20))
        annotations.addCanvasBar("navigation bar", frame: Rect(x: 0, y: 20, width: 375, height: 44))
        annotations.addCanvasBar("tab bar", frame: Rect(x: 0, y: 618, width: 375, height: 49))
        annotations.addCanvasBar("home indicator", frame: Rect(x: 0, y: 667, width: 375, height: 0))
        let document = try #require(SVGDocument(SVGRenderer().render(window, annotations: annotations)))
        let bands = document.elements(kind: "canvas-bar")
        #expect(bands.map { $0["data-name"] } == ["status bar", "navigation bar", "tab bar"])
        let rects = bands.compactMap { band in document.children(of: band).first { $0.name == "rect" } }
        #expect(rects.map { [$0["x"], $0["y"], $0["width"], $0["height"]] }
                == [["0", "0", "375", "20"], ["0", "20", "375", "44"], ["0", "618", "375", "49"]])
        // Each caption inside its band, 3 from the left, on the band's middle line + 3.5:
        // 10 + 3.5, 42 + 3.5, 642.5 + 3.5.
        let captions = bands.compactMap { band in document.children(of: band).first { $0.name == "text" } }
        #expect(captions.map(\.text) == ["status bar 20", "navigation bar 44", "tab bar 49"])
        #expect(captions.map { [$0["x"], $0["y"]] } == [["3", "13.5"], ["3", "45.5"], ["3", "646"]])
    }

    @Test("Without bars no band is drawn")
    func none() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(!SVGRenderer().render(view).contains("data-kind=\"canvas-bar\""))
    }
}
