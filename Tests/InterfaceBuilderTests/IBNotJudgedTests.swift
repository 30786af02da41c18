import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Views whose frame rests on something the file cannot tell are not judged, never guessed at.
@Suite("Interface Builder views not judged")
struct IBNotJudgedTests {
    let scenes: [SceneLayout]

    init() throws {
        scenes = IBLayout.layOut(try Fixture.read("NotJudgedViews.xib"))
    }

    func scene(_ id: String) throws -> SceneLayout { try #require(scenes.first { $0.id == id }) }

    @Test("A top-level view's canvas size is no required constraint: no conflict, and its views are not judged")
    func canvasSizeOfTopLevelView() throws {
        let scene = try scene("Njd-vw-001")
        // 20 + 200 + 20 = 240 pt needed on a 100-pt canvas: Xcode shows no conflict.
        #expect(!scene.issues.contains { if case .conflictingConstraints = $0 { true } else { false } })
        #expect(scene.views.allSatisfy { $0.notJudged != nil && !$0.misplaced })
        #expect(scene.notes.contains { $0.hasPrefix("2 views not judged: ") && $0.hasSuffix("(300 × 100)") })
    }

    @Test("A view whose content gets a negative size is not judged, nor is what it holds; its neighbour is")
    func negativeSize() throws {
        let scene = try scene("Njd-vw-002")
        // The star is inset 6 above and below in a 0-pt rating view: 0 - 12 = -12.
        #expect(try #require(scene.view(withID: "Njd-st-002")).frame.size.height == -12)
        for id in ["Njd-rt-002", "Njd-st-002"] {
            let view = try #require(scene.view(withID: id))
            #expect(view.notJudged != nil && !view.misplaced)
        }
        #expect(!scene.issues.contains { if case .misplacedView(let id, _, _) = $0 { id != "Njd-bx-002" } else { false } })
        // The box beside it is placed at 40 by its own constraints and recorded at 50.
        #expect(try #require(scene.view(withID: "Njd-bx-002")).misplaced)
    }
}

/// A self-sizing cell drawn at another row height than its constraints need.
@Suite("Interface Builder cell row heights")
struct IBRowHeightTests {
    @Test("A cell whose constraints need 100 pt in a 44-pt row is no conflict, and its views are not judged")
    func rowHeightConflict() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("NotJudgedRowHeight.storyboard")).first)
        // 10 + 80 + 10 = 100 against the 44 the canvas gives the row.
        #expect(!scene.issues.contains { if case .conflictingConstraints = $0 { true } else { false } })
        for id in ["Rhc-cl-001", "Rhc-cv-001", "Rhc-im-001"] {
            #expect(try #require(scene.view(withID: id)).notJudged != nil)
        }
        #expect(try #require(scene.view(withID: "Rhc-tv-001")).notJudged == nil)
    }
}

/// Constants a constraint changes per size class (`<variation key=… constant=…/>` inside it).
@Suite("Interface Builder size-class constants")
struct IBSizeClassConstantTests {
    @Test("A constraint's size-class constant applies on a canvas of that size class, and only there")
    func sizeClassConstant() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("SizeClassConstants.xib")).first)
        // ipad9_7 is regular × regular: 160 replaces 20; the compact-width 99 does not replace 240.
        #expect(try #require(scene.view(withID: "Scc-bx-001")).frame.origin.y == 160)
        #expect(try #require(scene.view(withID: "Scc-bx-002")).frame.origin.y == 240)
    }
}

/// Verdicts that would rest on text metrics or a scroll position, which the file does not hold.
@Suite("Interface Builder verdicts resting on text and scroll positions")
struct IBNotJudgedTextTests {
    let scenes: [SceneLayout]

    init() throws {
        scenes = IBLayout.layOut(try Fixture.read("NotJudgedConflicts.xib"))
    }

    func scene(_ id: String) throws -> SceneLayout { try #require(scenes.first { $0.id == id }) }

    func hasConflict(_ scene: SceneLayout) -> Bool {
        scene.issues.contains { if case .conflictingConstraints = $0 { true } else { false } }
    }

    @Test("A view placed where its record says with its label at the recorded height is not called misplaced")
    func movedOnlyByTextHeight() throws {
        let scene = try scene("Njc-vw-001")
        let box = try #require(scene.view(withID: "Njc-bx-001"))
        // 20 + 60 + 10 = 90, as recorded.
        #expect(box.frame.origin.y == 90)
        #expect(!box.misplaced)
        #expect(box.notJudged?.contains("text height") == true)
        #expect(!scene.issues.contains { if case .misplacedView = $0 { true } else { false } })
    }

    @Test("A conflict through a baseline constraint is not printed, and its views are not judged")
    func baselineConflict() throws {
        let scene = try scene("Njc-vw-002")
        #expect(!hasConflict(scene))
        for id in ["Njc-la-002", "Njc-lc-002"] {
            #expect(try #require(scene.view(withID: id)).notJudged?.contains("baselines") == true)
        }
    }

    @Test("A conflict tying a scroll view's content to a view outside it is not printed")
    func scrollPositionConflict() throws {
        let scene = try scene("Njc-vw-003")
        #expect(!hasConflict(scene))
        #expect(try #require(scene.view(withID: "Njc-bx-003")).notJudged?.contains("scroll position") == true)
    }
}
