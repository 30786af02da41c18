import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A top-level view whose constraints need more than its canvas (333 pt in 321, worked in the
/// fixture's comment): Interface Builder resizes it; the model's solver recovers by breaking the safe
/// area's top definition, which would leave every box's Y free. No such ambiguity is printed
/// (`SolvedScene.canvasConflictBrokeGuide`), and the views are not judged.
@Suite("Interface Builder canvas-size conflicts that break a system guide")
struct IBCanvasConflictGuideTests {
    @Test("No ambiguity error comes from a guide the canvas conflict broke")
    func noAmbiguityFromABrokenGuide() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("CanvasConflictGuide.xib")).first)
        #expect(!scene.issues.contains { if case .ambiguousLayout = $0 { true } else { false } })
        for number in 1...4 {
            let box = try #require(scene.view(withID: "Bx\(number)-cg-001"))
            #expect(box.ambiguous.isEmpty)
            #expect(box.notJudged?.hasPrefix("the constraints need another size than the canvas") == true)
        }
    }
}
