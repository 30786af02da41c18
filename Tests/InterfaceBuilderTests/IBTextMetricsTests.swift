@testable import InterfaceBuilder
import OpenAutoLayout
import Testing

/// One line of system-font text: its measured height, and what it does to the misplaced check.
@Suite("Text metrics of single-line labels")
struct IBTextMetricsTests {
    func label(_ size: Double, lines: Int? = nil, type: String? = "system", customClass: String? = nil) -> IBView {
        var view = IBView(elementName: "label", isKnownElement: true, id: "Lab-hh-001",
                          location: IBSourceLocation(line: 1, column: 1))
        view.text = "Text"
        view.numberOfLines = lines
        view.customClass = customClass
        view.font = IBFont(type: type, pointSize: size)
        return view
    }

    @Test("San Francisco 17 pt: 17 × 1.19336 = 20.29, up to the pixel: 20.5 at 2×, 20.33 at 3×")
    func sanFrancisco() throws {
        #expect(TextMetrics.singleLineHeight(of: label(17), toolsVersion: 8191, scale: 2) == 20.5)
        let tripled = try #require(TextMetrics.singleLineHeight(of: label(17), toolsVersion: 17701, scale: 3))
        #expect(abs(tripled - 61.0 / 3) < 1e-9)
        // 12 × 1.19336 = 14.32 → 14.5; 26 × 1.19336 = 31.03 → 31.5.
        #expect(TextMetrics.singleLineHeight(of: label(12), toolsVersion: 11762, scale: 2) == 14.5)
        #expect(TextMetrics.singleLineHeight(of: label(26), toolsVersion: 17701, scale: 2) == 31.5)
    }

    @Test("Helvetica Neue before Xcode 7: 17 × 1.2207 = 20.75, up to the pixel 21")
    func helveticaNeue() {
        #expect(TextMetrics.singleLineHeight(of: label(17), toolsVersion: 6254, scale: 2) == 21)
    }

    @Test("Only single-line plain labels in a system font are measured")
    func whoIsMeasured() {
        #expect(TextMetrics.singleLineHeight(of: label(17, lines: 0), toolsVersion: 8191, scale: 2) == nil)
        #expect(TextMetrics.singleLineHeight(of: label(17, type: nil), toolsVersion: 8191, scale: 2) == nil)
        #expect(TextMetrics.singleLineHeight(of: label(17, customClass: "StyledLabel"), toolsVersion: 8191, scale: 2) == nil)
        #expect(TextMetrics.singleLineHeight(of: label(17, type: "boldSystem"), toolsVersion: 8191, scale: 2) == 20.5)
    }

    @Test("A wrapping label whose text plainly fits its recorded width on one line is measured too")
    func wrappingLabelOnOneLine() {
        var short = label(17, lines: 0)
        short.text = "Label"
        short.recordedFrame = Rect(x: 0, y: 0, width: 343, height: 25)
        // 5 characters × 1.25 × 17 = 106 ≤ 343: one line of 20.5.
        #expect(TextMetrics.singleLineHeight(of: short, toolsVersion: 11762, scale: 2) == 20.5)
        var ideographs = short
        ideographs.text = String(repeating: "扫", count: 31)
        ideographs.font = IBFont(type: "system", pointSize: 20)
        ideographs.recordedFrame = Rect(x: 0, y: 0, width: 560, height: 48)
        // 31 × 1.25 × 20 = 775 > 560: it may wrap, so it is not measured.
        #expect(TextMetrics.singleLineHeight(of: ideographs, toolsVersion: 6254, scale: 2) == nil)
        var broken = short
        broken.text = "Two\nlines"
        #expect(TextMetrics.singleLineHeight(of: broken, toolsVersion: 11762, scale: 2) == nil)
    }

    @Test("A stretched wrapping label does not make a false compression tie: no ambiguity, the subtitle takes the slack")
    func stretchedLabelNotAmbiguous() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutStretchedLabel.storyboard")).first)
        let title = try #require(scene.view(withID: "Tit-st-001"))
        let subtitle = try #require(scene.view(withID: "Sub-st-001"))
        // Records 21 + 4 + 25 do not fit 65 − 8 − 8 = 49; measured, the subtitle is one 20.5 pt line,
        // so it (hugging 251 < 252) stretches to 49 − 21 − 4 = 24, starting at 8 + 21 + 4 = 33.
        #expect(scene.views.allSatisfy { $0.ambiguous.isEmpty })
        #expect(title.frame == Rect(x: 8, y: 8, width: 42, height: 21))
        #expect(subtitle.frame.origin.y == 33 && subtitle.frame.height == 24)
    }

    @Test("A record between the pixel and the point rounding (±0.5) is one line; 42 is not")
    func oneLine() {
        #expect(TextMetrics.isOneLine(recordedHeight: 20.5, lineHeight: 20.5))
        #expect(TextMetrics.isOneLine(recordedHeight: 21, lineHeight: 20.5))
        #expect(TextMetrics.isOneLine(recordedHeight: 20, lineHeight: 20.5))
        #expect(!TextMetrics.isOneLine(recordedHeight: 19.5, lineHeight: 20.5))
        #expect(!TextMetrics.isOneLine(recordedHeight: 42, lineHeight: 20.5))
    }

    @Test("A label recorded two lines tall is misplaced, and so is what hangs below it; reported frames keep the record")
    func measuredLabelMisplaced() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutTextMetrics.storyboard")).first)
        let tall = try #require(scene.view(withID: "Tal-gg-001"))
        let box = try #require(scene.view(withID: "Box-gg-001"))
        #expect(tall.misplaced && box.misplaced)
        // Frames stay on the record: the box sits 20 + 42 + 8 = 70 down.
        #expect(tall.frame == Rect(x: 8, y: 20, width: 304, height: 42))
        #expect(box.frame == Rect(x: 8, y: 70, width: 100, height: 30))
        // Measured: one 17 pt line is 20.5 tall, so the box belongs at 20 + 20.5 + 8 = 48.5; the file is
        // Xcode 7's, device-less, with whole-point records, so the canvas draws it at 49
        // (`MisplacementPolicy+WholePoints.swift`: the label's bottom edge 40.5 rounds to 41).
        #expect(scene.issues.contains(.misplacedView(viewID: "Box-gg-001",
                                                     expected: Rect(x: 8, y: 49, width: 100, height: 30),
                                                     actual: Rect(x: 8, y: 70, width: 100, height: 30))))
        #expect(try #require(scene.view(withID: "One-gg-001")).misplaced == false)
        #expect(try #require(scene.view(withID: "Sub-gg-001")).misplaced == false)
    }

    @Test("A label without a recorded frame is one line tall: 12 × 1.19336 = 14.32 → 14.5")
    func framelessLabel() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutTextMetrics.storyboard")).first)
        let frameless = try #require(scene.view(withID: "Nof-gg-001"))
        #expect(frameless.frame == Rect(x: 8, y: 400, width: 304, height: 14.5))
        // Its width is estimated from the text, not measured in the real font.
        #expect(frameless.intrinsicSizeSource == .uikitEstimate)
    }
}
