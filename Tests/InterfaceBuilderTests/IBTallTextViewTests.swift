import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A verdict that rests on a text view recorded taller than one line of its text is not judged
/// (`NotJudgedPolicy.tallTextViewReason`; `docs/corpus.md`, "Issue 23, false ambiguity errors").
/// Numbers from the fixture: a 16-pt line is at most ceil(1.5 × 16) = 24 tall, a one-line text view at
/// most 24 + 16 = 40, at least 16 + 16 = 32.
@Suite("Interface Builder text views recorded taller than their text")
struct IBTallTextViewTests {
    let scenes: [SceneLayout]

    init() throws {
        scenes = try IBLayout.layOut(Fixture.read("TallTextView.storyboard"))
    }

    private func ties(in scene: SceneLayout) -> Int {
        scene.issues.filter { if case .contentPriorityAmbiguity = $0 { true } else { false } }.count
    }

    @Test("A tie that goes when the text view is one line tall is not judged")
    func tieRestsOnTheRecord() throws {
        // Recorded 100 (> 40): at the record 20.5 + 100 pt share 60, a tie; at 32, 52.5 pt leave
        // 7.5 to the text view, whose hugging (250) is under the label's (251): no tie.
        let scene = try #require(scenes.first { $0.id == "Sce-tt-001" })
        #expect(ties(in: scene) == 0)
        for id in ["Lef-tt-lab", "Lef-tt-txt"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.ambiguous.isEmpty)
            #expect(view.notJudged?.hasPrefix("it rests on the height of a text view recorded taller") == true)
        }
    }

    @Test("A text of several lines recorded taller than one line: the tie it makes is not judged either")
    func severalLines() throws {
        // The first scene's numbers: at the record a tie, at one line (32) none.
        let scene = try #require(scenes.first { $0.id == "Sce-tt-003" })
        #expect(ties(in: scene) == 0)
        let text = try #require(scene.view(withID: "Par-tt-txt"))
        #expect(text.ambiguous.isEmpty)
        #expect(text.notJudged?.hasPrefix("it rests on the height of a text view recorded taller") == true)
    }

    @Test("A text view recorded one line tall keeps its tie")
    func plausibleRecordIsJudged() throws {
        // Recorded 36 (≤ 40): 20.5 + 36 = 56.5 pt share 50, a tie whatever the line's height.
        let scene = try #require(scenes.first { $0.id == "Sce-tt-002" })
        #expect(ties(in: scene) == 1)
        let text = try #require(scene.view(withID: "Rig-tt-txt"))
        #expect(!text.ambiguous.isEmpty && text.notJudged == nil)
    }
}
