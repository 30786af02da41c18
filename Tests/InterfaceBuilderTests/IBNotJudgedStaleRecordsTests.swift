import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Records that break the file's own required constraints where Xcode flagged nothing are not a
/// layout Xcode computed (`NotJudgedPolicy.staleRecordReason`): in a scene without flags every
/// misplaced verdict is left unjudged, in a scene with flags only the views the broken constraint
/// names. The fixture's numbers are worked in its comments.
@Suite("Interface Builder records that break their own required constraints")
struct IBNotJudgedStaleRecordsTests {
    private static let reason = "the scene's records break a required constraint"
    private static let staleNote = "not judged: \(reason)"

    private func scenes(_ document: IBDocument? = nil) throws -> [SceneLayout] {
        IBLayout.layOut(try document ?? Fixture.read("NotJudgedStaleRecords.storyboard"))
    }

    private func warned(_ scene: SceneLayout, _ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    private func isStale(_ view: ViewLayout) -> Bool {
        view.notJudged?.hasPrefix(Self.reason) == true && !view.misplaced
    }

    @Test("With a flag in the scene, only the two views the broken constraint names are left unjudged")
    func flaggedScenePairOnly() throws {
        let scene = try scenes()[0]
        let right = try #require(scene.view(withID: "Rig-sr-001"))
        #expect(right.frame.minX == 130 && isStale(right) && !warned(scene, "Rig-sr-001"))
        // "Left" sits where its record is: nothing to leave unjudged. "Inner" is recorded where "Right" holds it.
        for id in ["Lef-sr-001", "Inn-sr-001"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.notJudged == nil && !view.misplaced)
        }
        let flagged = try #require(scene.view(withID: "Fla-sr-001"))
        let guided = try #require(scene.view(withID: "Gui-sr-001"))
        #expect(flagged.frame.minY == 300 && guided.frame.minY == 30)
        for view in [flagged, guided] { #expect(view.notJudged == nil && view.misplaced && warned(scene, view.id)) }
        #expect(scene.notes.contains { $0.hasPrefix("1 view \(Self.staleNote)") })
    }

    @Test("Without a flag in the scene, no misplaced verdict is judged")
    func unflaggedSceneWhole() throws {
        let scene = try scenes()[1]
        for id in ["Rig-sn-001", "Gui-sn-001"] {
            let view = try #require(scene.view(withID: id))
            #expect(isStale(view) && !warned(scene, id))
        }
        #expect(!scene.issues.contains { if case .misplacedView = $0 { true } else { false } })
        #expect(scene.notes.contains { $0.hasPrefix("2 views \(Self.staleNote)") })
    }

    @Test("A conflict's constraints are not read: a record holds one side; the rest is judged")
    func conflictsNotRead() throws {
        let scene = try scenes()[2]
        let other = try #require(scene.view(withID: "Oth-sc-001"))
        #expect(other.frame.minY == 50 && other.misplaced && warned(scene, "Oth-sc-001"))
        #expect(!scene.views.contains { $0.notJudged?.hasPrefix(Self.reason) == true })
    }

    @Test("A copy a fix edited is judged whole: its records are the fix's own")
    func editedCopyJudged() throws {
        let edited = try Fixture.read("NotJudgedStaleRecords.storyboard").updatingFrames([])
        let scene = try scenes(edited)[1]
        for id in ["Rig-sn-001", "Gui-sn-001"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.notJudged == nil && view.misplaced && warned(scene, id))
        }
    }
}
