import InterfaceBuilder
import Testing

/// Which views are misplaced, by Xcode version: see `MisplacementPolicy`. The fixture's header view
/// has no constraint on its frame; at run time nothing pins its position or size, so they are 0,
/// and its label (leading + 8, centred vertically: y = 0 + 0 / 2 − 21 / 2) sits at (8, −10.5).
@Suite("Misplaced views")
struct IBMisplacementTests {
    func scene(toolsVersion: String? = nil) throws -> SceneLayout {
        var document = try Fixture.read("LayoutMisplacedAmbiguous.storyboard")
        if let toolsVersion { document.toolsVersion = toolsVersion }
        return try #require(IBLayout.layOut(document).first)
    }

    @Test("Up to Xcode 8 an ambiguous view is misplaced when its run-time frame is not its record")
    func oldXcodeJudgesAmbiguousViews() throws {
        let scene = try scene()
        let header = try #require(scene.view(withID: "Hdr-ff-001"))
        let label = try #require(scene.view(withID: "Lbf-ff-001"))
        #expect(!header.ambiguous.isEmpty && header.misplaced)
        #expect(label.ambiguous.contains(.yPosition) && label.misplaced)
        #expect(scene.issues.contains(.misplacedView(viewID: "Hdr-ff-001", expected: IBRect(x: 0, y: 0, width: 0, height: 0),
                                                     actual: IBRect(x: 32, y: 20, width: 311, height: 64))))
        #expect(scene.issues.contains(.misplacedView(viewID: "Lbf-ff-001",
                                                     expected: IBRect(x: 8, y: -10.5, width: 52, height: 21),
                                                     actual: IBRect(x: 8, y: 22, width: 52, height: 21))))
        let box = try #require(scene.view(withID: "Box-ff-001"))
        #expect(box.ambiguous.isEmpty && !box.misplaced)
    }

    @Test("From Xcode 9 an ambiguous view is never misplaced; a fixed one still is when it moved")
    func newXcodeLeavesAmbiguousViews() throws {
        var document = try Fixture.read("LayoutMisplacedAmbiguous.storyboard")
        document.toolsVersion = "16096"
        let index = try #require(document.viewIndex(withID: "Box-ff-001"))
        document.views[index].recordedFrame = IBRect(x: 16, y: 201, width: 100, height: 50)
        let scene = try #require(IBLayout.layOut(document).first)
        #expect(try #require(scene.view(withID: "Hdr-ff-001")).misplaced == false)
        #expect(try #require(scene.view(withID: "Lbf-ff-001")).misplaced == false)
        #expect(try #require(scene.view(withID: "Box-ff-001")).misplaced)
    }
}
