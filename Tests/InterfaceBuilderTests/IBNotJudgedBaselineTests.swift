import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A frame placed through a text baseline is not judged where the verdict changes when the baseline
/// sits a point higher or lower: where a line of text's baseline lies in its frame is the font's
/// (`NotJudgedPolicy.baselineReason`, `docs/corpus.md`, "Issue 23, misplaced pass 7").
@Suite("Interface Builder views placed through a text baseline")
struct IBNotJudgedBaselineTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedBaseline.storyboard")).first)
    }

    private func misplacedWarning(_ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("A label a point off its neighbour's baseline is not judged")
    func labelOnePointOff() throws {
        // "Name" at y 100: its first baseline at 100 + 17. "Value" (17 pt) on it: 117 − 17 = 100,
        // recorded 101, where the baseline one point lower puts it.
        let value = try #require(scene.view(withID: "Val-bl-001"))
        #expect(value.frame.minY == 100)
        #expect(value.notJudged?.hasPrefix("it is placed through a text baseline") == true && !value.misplaced)
        #expect(!misplacedWarning("Val-bl-001"))
        #expect(scene.notes.contains { $0.hasPrefix("1 view not judged: it is placed through a text baseline") })
    }

    @Test("A label 4 pt off the baseline is misplaced wherever the baseline sits within a point")
    func labelFourPointsOff() throws {
        // Laid out at 100, 99 or 101: recorded 104, more than 0.5 pt from each.
        let other = try #require(scene.view(withID: "Oth-bl-001"))
        #expect(other.frame.minY == 100)
        #expect(other.notJudged == nil && other.misplaced && misplacedWarning("Oth-bl-001"))
    }

    @Test("A view no baseline places is judged as before")
    func boxIsJudged() throws {
        // 200 below the top, recorded at 201.
        let box = try #require(scene.view(withID: "Box-bl-001"))
        #expect(box.frame.minY == 200)
        #expect(box.notJudged == nil && box.misplaced && misplacedWarning("Box-bl-001"))
        let name = try #require(scene.view(withID: "Nam-bl-001"))
        #expect(name.notJudged == nil && !name.misplaced)
    }
}
