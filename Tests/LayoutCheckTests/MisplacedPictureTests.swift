import LayoutCheck
import Testing
import TestSupport

/// A misplaced view is drawn twice: where the file records it and where its constraints put it,
/// with the move between them. The box is recorded at (0, 0) but pinned 20 from the root's
/// leading edge and 30 from its top, 100 × 100: expected x=20, y=30 (the root is drawn at 0, 0).
@Suite("Pictures of misplaced views")
struct MisplacedPictureTests {
    @Test("The recorded frame is drawn dashed at the file's place, an arrow leads to the computed frame")
    func twoFrames() throws {
        let storyboard = ExplainFixFixtures.boxScene(frame: (0, 0, 100, 100),
                                                      constraints: [("leading", 20), ("top", 30), ("width", 100), ("height", 100)],
                                                      misplaced: true)
        let path = try TemporaryFiles.file(named: "M.storyboard", storyboard)
        let svg = try SceneRendering.svg(of: path, mode: .designTime, sceneID: nil)
        let group = try #require(svg.components(separatedBy: "<g class=\"misplaced\"").dropFirst().first)
        #expect(group.hasPrefix(" data-id=\"bxC-00-001\" data-kind=\"misplaced\" data-recorded-frame=\"0,0,100,100\">"))
        #expect(group.contains("<rect class=\"recorded\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/>"))
        // From the recorded centre (50, 50) to the computed centre (70, 80).
        #expect(group.contains("<line class=\"move\" x1=\"50\" y1=\"50\" x2=\"70\" y2=\"80\"/>"))
        // The view itself is drawn where the constraints put it.
        #expect(svg.contains("data-id=\"bxC-00-001\" data-kind=\"view\""))
        #expect(svg.contains("<rect class=\"frame\" x=\"20\" y=\"30\" width=\"100\" height=\"100\"/>"))
    }

    @Test("A view in its place gets no misplacement marker")
    func inPlace() throws {
        let storyboard = ExplainFixFixtures.boxScene(frame: (20, 30, 100, 100),
                                                      constraints: [("leading", 20), ("top", 30), ("width", 100), ("height", 100)])
        let path = try TemporaryFiles.file(named: "P.storyboard", storyboard)
        #expect(!(try SceneRendering.svg(of: path, mode: .designTime, sceneID: nil)).contains("class=\"misplaced\""))
    }
}
