import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Where required constraints conflict, the frames they place follow the constraint the engine breaks,
/// which the file does not record; a frame that changes with that choice is not judged
/// (`NotJudgedPolicy.conflictBreakReason`, `docs/corpus.md`, "Issue 23, conflicts broken another way").
@Suite("Interface Builder frames that rest on which constraint of a conflict breaks")
struct IBNotJudgedConflictBreakTests {
    let scene: SceneLayout

    init() throws {
        scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedConflictBreak.storyboard")).first)
    }

    private func misplacedWarning(_ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    private var conflicts: Int {
        scene.issues.filter { if case .conflictingConstraints = $0 { true } else { false } }.count
    }

    @Test("A box placed by two required tops, and the box under it, are not judged; the conflict is still reported")
    func conflictingTopNotJudged() throws {
        // Document order breaks the later top (+200): y 100, and "Under" at 100 + 40 + 10 = 150.
        // Recorded at 200 and 250, where the other choice puts them.
        let two = try #require(scene.view(withID: "Two-cb-001"))
        let under = try #require(scene.view(withID: "Und-cb-001"))
        #expect(two.frame.minY == 100 && under.frame.minY == 150)
        for view in [two, under] {
            #expect(view.notJudged?.hasPrefix("its frame rests on which constraint of a conflict") == true)
            #expect(!view.misplaced && !misplacedWarning(view.id))
        }
        #expect(conflicts == 2)
        #expect(scene.notes.contains { $0.hasPrefix("2 views not judged: its frame rests on which constraint") })
    }

    @Test("A box outside the conflicts, and one misplaced whichever constraint breaks, keep their warnings")
    func othersJudged() throws {
        // "Far": 400 below the top, recorded at 410. "Wide": x 20 or 40, recorded at 200.
        let far = try #require(scene.view(withID: "Far-cb-001"))
        let wide = try #require(scene.view(withID: "Wid-cb-001"))
        #expect(far.frame.minY == 400 && (wide.frame.minX == 20 || wide.frame.minX == 40))
        for view in [far, wide] {
            #expect(view.notJudged == nil && view.misplaced && misplacedWarning(view.id))
        }
    }
}
