import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Xcode 8 writes a table cell's content view a whole point under its row, and laid some out half a
/// point taller (the row less a 0.5-pt separator on a 2× canvas); a view whose ambiguity rests on that
/// half point is not judged (`NotJudgedPolicy.cellContentReason`, `docs/corpus.md`, "Issue 23,
/// ambiguity pass (branch amb29)"). Numbers from the fixture's comment: row 76, content written 75.
@Suite("Interface Builder cell content views Xcode 8 wrote a whole point short")
struct IBNotJudgedCellContentHairlineTests {
    private static let fixture = "NotJudgedCellContentHairline.storyboard"
    private static let reason = "it is ambiguous or placed otherwise if its cell's content view is half a point taller"

    private func ties(_ scene: SceneLayout) -> [SceneLayoutIssue] {
        scene.issues.filter { if case .contentPriorityAmbiguity = $0 { true } else { false } }
    }

    @Test("Content needing 75.5 in a content view written 75: no tie, both labels not judged")
    func halfPointTieNotJudged() throws {
        let scene = IBLayout.layOut(try Fixture.read(Self.fixture))[0]
        #expect(ties(scene).isEmpty)
        for id in ["Ttl-ch-001", "Dtl-ch-001"] {
            let label = try #require(scene.view(withID: id))
            #expect(label.ambiguous.isEmpty)
            #expect(label.notJudged?.hasPrefix(Self.reason) == true)
        }
        #expect(scene.notes.contains { $0.hasPrefix("2 views not judged: " + Self.reason) })
    }

    @Test("Content fitting its 75-pt record is judged, and laid out at the record")
    func fittingContentJudged() throws {
        let scene = IBLayout.layOut(try Fixture.read(Self.fixture))[0]
        for id in ["Ttl-ch-002", "Dtl-ch-002"] {
            #expect(try #require(scene.view(withID: id)).notJudged == nil)
        }
        // 16 + 19.5 + 4 = 39.5; the content view stays at its written 75.
        #expect(try #require(scene.view(withID: "Dtl-ch-002")).frame == Rect(x: 16, y: 39.5, width: 343, height: 19.5))
        #expect(try #require(scene.view(withID: "Cnt-ch-002")).frame.height == 75)
    }

    @Test("From Xcode 9 on (content written half a point short) the same record is the layout: the tie is an issue")
    func laterXcodeTies() throws {
        var document = try Fixture.read(Self.fixture)
        document.toolsVersion = "12118"
        let scene = IBLayout.layOut(document)[0]
        let tie = try #require(ties(scene).first)
        guard case .contentPriorityAmbiguity(let ids, .vertical, _, 750) = tie else {
            Issue.record("expected a vertical tie at 750, got \(tie)")
            return
        }
        #expect(Set(ids) == ["Ttl-ch-001", "Dtl-ch-001"])
    }
}
