import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A tie the probe finds is judged where the labels at their measured line heights still tie: Interface
/// Builder lays a one-line system-font label out at its line height rounded to the canvas's pixel,
/// so a record taller than that leaves real slack (`IBSceneMapper.tiedAtLineHeights`, `docs/corpus.md`,
/// "Issue 23, labels Xcode finds tied (branch tie30)").
@Suite("Interface Builder ties of labels recorded taller than their line")
struct IBLineHeightTieTests {
    private static let fixture = "LineHeightTie.storyboard"

    private func tie(_ scene: SceneLayout) -> [String]? {
        for issue in scene.issues {
            if case .contentPriorityAmbiguity(let ids, .vertical, _, _) = issue { return ids.sorted() }
        }
        return nil
    }

    @Test("Two 17-pt labels recorded 21 in 42 pt: at 20.5 each they share 1 pt, both ambiguous, the tie printed")
    func recordsTallerThanLineTie() throws {
        let scene = IBLayout.layOut(try Fixture.read(Self.fixture))[0]
        // 200 - 50 - 50 - 58 = 42 for the two labels; 17 × 1.19336 = 20.287, 20.5 on the 2× pixel: 41.
        #expect(tie(scene) == ["La1-lh-001", "La2-lh-001"])
        for id in ["La1-lh-001", "La2-lh-001"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.ambiguous.contains(.height))
            #expect(view.notJudged == nil)
        }
    }

    @Test("Recorded at their line height (20.5 + 20.5 in 41 pt) the labels fit exactly: not judged, no tie")
    func recordsAtLineHeightNotJudged() throws {
        var document = try Fixture.read(Self.fixture)
        for id in ["La1-lh-001", "La2-lh-001"] {
            let index = try #require(document.viewIndex(withID: id))
            document.views[index].recordedFrame?.size.height = 20.5
        }
        // 50 + 20.5 + 50 + 20.5 + 59 = 200.
        let bottom = try #require(document.constraints.firstIndex { $0.id == "C05-lh-001" })
        document.constraints[bottom].constant = 59
        let scene = IBLayout.layOut(document)[0]
        #expect(tie(scene) == nil)
        for id in ["La1-lh-001", "La2-lh-001"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.ambiguous.isEmpty)
            #expect(view.notJudged?.hasPrefix("it is ambiguous only if its text") == true)
        }
    }
}
