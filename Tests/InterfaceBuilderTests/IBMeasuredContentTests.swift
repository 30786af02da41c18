import InterfaceBuilder
import OpenAutoLayout
import Testing

/// An image view's intrinsic size is its image's (`MeasuredContentPolicy`): `dot.png` is 40 × 40 in the
/// fixtures' `<resources>`. `Img-is-001` is placed at (20, 20) with no size constraint, so UIKit draws
/// it 40 × 40; it is recorded 60 × 60. `Box-is-001` (30 × 30) starts 8 after it: at 20 + 40 + 8 = 68,
/// recorded at 88. `Img-is-002` is held at 60 × 60 by its own constraints, as recorded.
@Suite("Image views at their images' sizes, empty labels at none")
struct IBMeasuredContentTests {
    @Test("Up to Xcode 8 the views an image's own size moves are warned misplaced")
    func imageSizeDecidesBeforeXcode9() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("MisplacedImageSize.xib")).first)
        #expect(scene.issues.contains(.misplacedView(viewID: "Img-is-001", expected: Rect(x: 20, y: 20, width: 40, height: 40),
                                                     actual: Rect(x: 20, y: 20, width: 60, height: 60))))
        #expect(scene.issues.contains(.misplacedView(viewID: "Box-is-001", expected: Rect(x: 68, y: 20, width: 30, height: 30),
                                                     actual: Rect(x: 88, y: 20, width: 30, height: 30))))
        // The frames reported keep the recorded size as the intrinsic size (IntrinsicSizePolicy).
        #expect(try #require(scene.view(withID: "Img-is-001")).frame == Rect(x: 20, y: 20, width: 60, height: 60))
        let sized = try #require(scene.view(withID: "Img-is-002"))
        #expect(sized.misplaced == false && sized.notJudged == nil)
    }

    @Test("From Xcode 9 they are not judged, and say why")
    func imageSizeNotJudgedFromXcode9() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("MisplacedImageSizeXcode11.xib")).first)
        for id in ["Img-is-001", "Box-is-001"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.misplaced == false)
            #expect(view.notJudged?.contains("only an image's own size or an empty label's missing text moves it") == true)
        }
        #expect(try #require(scene.view(withID: "Img-is-002")).notJudged == nil)
    }

    /// UILabel measures no text in an empty label: 0 × 0. `Lbl-el-001` (text "") is placed at (20, 20)
    /// with no size constraint and recorded 100 × 21; `Box-el-001` is 8 below it: at 20 + 0 + 8 = 28,
    /// recorded at 49. `Lbl-el-002` says "Hi" and keeps its recorded size.
    @Test("Up to Xcode 8 an empty label is measured at no size, and what it moves is warned")
    func emptyLabelHasNoSize() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("MisplacedEmptyLabel.xib")).first)
        #expect(scene.issues.contains(.misplacedView(viewID: "Lbl-el-001", expected: Rect(x: 20, y: 20, width: 0, height: 0),
                                                     actual: Rect(x: 20, y: 20, width: 100, height: 21))))
        #expect(scene.issues.contains(.misplacedView(viewID: "Box-el-001", expected: Rect(x: 20, y: 28, width: 30, height: 30),
                                                     actual: Rect(x: 20, y: 49, width: 30, height: 30))))
        let text = try #require(scene.view(withID: "Lbl-el-002"))
        #expect(text.misplaced == false && text.notJudged == nil)
    }
}
