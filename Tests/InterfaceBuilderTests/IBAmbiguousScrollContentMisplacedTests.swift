import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Xcode flags a scroll view whose content size is ambiguous as ambiguous itself, and from Xcode 9
/// (`IBXcodeBehaviour.ambiguousViewsNotJudgedMisplaced`) an ambiguous view is not judged misplaced
/// (`docs/corpus.md`, "Issue 23, ambiguity pass (branch amb29)", "A lead for the misplaced side").
/// The fixture's scroll view is pinned to the 375 × 667 root on all four edges, so its frame is
/// 0, 0, 375, 667, but it is recorded at y 40 and 627 tall; its one 100 × 100 box is pinned only at
/// the top and leading edges, so the content size is ambiguous on both axes.
@Suite("Interface Builder scroll views with ambiguous content are not judged misplaced from Xcode 9")
struct IBAmbiguousScrollContentMisplacedTests {
    private static let fixture = "AmbiguousScrollContentMisplaced.storyboard"

    /// `flagged`: the scroll view carries `misplaced="YES"`, as Xcode 8 writes it (a record that breaks
    /// the constraints with no flag is not judged: `NotJudgedPolicy.staleRecordReason`).
    private func scene(toolsVersion: String, flagged: Bool = false) throws -> SceneLayout {
        var document = try Fixture.read(Self.fixture)
        document.toolsVersion = toolsVersion
        if flagged, let index = document.viewIndex(withID: "Scr-as-001") { document.views[index].misplaced = true }
        return IBLayout.layOut(document)[0]
    }

    private func contentAxes(_ scene: SceneLayout) -> LayoutIssue.Axes {
        for case .ambiguousScrollableContentSize(_, let axes) in scene.issues { return axes }
        return []
    }

    private func misplaced(_ scene: SceneLayout) -> [String] {
        scene.issues.compactMap { if case .misplacedView(let id, _, _) = $0 { id } else { nil } }
    }

    @Test("Xcode 12 (17701): the content-size error only; the scroll view recorded 40 pt low is not warned")
    func xcode12NotJudged() throws {
        let scene = try scene(toolsVersion: "17701")
        #expect(contentAxes(scene) == [.horizontal, .vertical])
        #expect(misplaced(scene).isEmpty)
    }

    @Test("Xcode 8 (11762): the scroll view is still judged: expected 0, 0, 375, 667 against its record")
    func xcode8Judged() throws {
        let scene = try scene(toolsVersion: "11762", flagged: true)
        #expect(contentAxes(scene) == [.horizontal, .vertical])
        let expected = Rect(x: 0, y: 0, width: 375, height: 667)
        #expect(scene.issues.contains(.misplacedView(viewID: "Scr-as-001", expected: expected,
                                                      actual: Rect(x: 0, y: 40, width: 375, height: 627))))
    }
}
