import Foundation
import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Xcode 6–7's device-less canvas lays a scene whose records are all whole points out on whole
/// points (`MisplacementPolicy+WholePoints.swift`). The fixture splits 320 pt into three equal
/// widths, 106.667 each: rounded in the window, A is 0 ... 107, B 107 ... 213, C 213 ... 320.
@Suite("Interface Builder whole-point canvases (Xcode 6–7, no device)")
struct IBWholePointCanvasTests {
    func scene(_ text: String) throws -> SceneLayout {
        let document = try IBReader.read(data: Data(text.utf8), path: "WholePointCanvas.xib")
        return try #require(IBLayout.layOut(document).first)
    }

    func fixture() throws -> String {
        try String(contentsOf: Fixture.url("WholePointCanvas.xib"), encoding: .utf8)
    }

    @Test("A record one point off the whole-point layout is misplaced, and the warning expects the rounded frame")
    func offByOnePoint() throws {
        let scene = try scene(try fixture())
        #expect(scene.views.filter(\.misplaced).map(\.id) == ["B-wpc-001"])
        // B is drawn at 107, 106 wide; the file records 106, 107 wide.
        #expect(scene.issues.contains(.misplacedView(viewID: "B-wpc-001", expected: Rect(x: 107, y: 0, width: 106, height: 60),
                                                     actual: Rect(x: 106, y: 0, width: 107, height: 60))))
    }

    @Test("One fractional record makes it a 2× canvas: B is within a pixel of 106.667 and not misplaced")
    func fractionalRecordMeansTwoX() throws {
        let text = try fixture().replacingOccurrences(of: "x=\"213\" y=\"0.0\" width=\"107\"",
                                                     with: "x=\"213.5\" y=\"0.0\" width=\"106.5\"")
        let scene = try scene(text)
        #expect(scene.views.allSatisfy { !$0.misplaced })
    }
}
