import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A scroll view whose content no constraint sizes is ambiguous only with content layout guides or
/// fixed-frame content (`ScrollContentGuidePolicy`): otherwise its content size is the `contentSize`
/// the app sets.
@Suite("Scroll views whose content nothing sizes")
struct IBScrollContentGuideTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("ScrollContentGuides.storyboard")).first)
    }

    func contentIssueAxes(_ id: String) -> LayoutIssue.Axes? {
        for issue in scene.issues {
            if case .ambiguousScrollableContentSize(id, let axes) = issue { return axes }
        }
        return nil
    }

    @Test("An empty scroll view without content layout guides is not ambiguous (Xcode 12.5 file)")
    func emptyWithoutGuides() throws {
        #expect(contentIssueAxes("Scg-nog-001") == nil)
        #expect(try #require(scene.scrollView(withID: "Scg-nog-001")).ambiguousAxes.isEmpty)
    }

    @Test("An empty scroll view with content layout guides is ambiguous on both axes")
    func emptyWithGuides() {
        #expect(contentIssueAxes("Scg-gd-001") == [.horizontal, .vertical])
    }

    @Test("A scroll view holding only a plain autoresizing view, without guides, is not ambiguous")
    func autoresizingContentWithoutGuides() {
        #expect(contentIssueAxes("Scg-ar-001") == nil)
    }

    @Test("A scroll view holding a fixed-frame view (no constraints) is ambiguous on both axes, even without guides")
    func fixedFrameContent() {
        #expect(contentIssueAxes("Scg-fx-001") == [.horizontal, .vertical])
    }

    @Test("A fixed-frame scroll view with guides is not ambiguous: Xcode never flags a fixed-frame view")
    func fixedFrameWithGuides() {
        #expect(contentIssueAxes("Scg-ff-001") == nil)
    }

    @Test("The scene's only issues are the content sizes of the guided scroll view and the one with fixed-frame content")
    func onlyTwoIssues() {
        #expect(scene.issues == [
            .ambiguousScrollableContentSize(scrollViewID: "Scg-gd-001", axes: [.horizontal, .vertical]),
            .ambiguousScrollableContentSize(scrollViewID: "Scg-fx-001", axes: [.horizontal, .vertical]),
        ])
    }
}
