import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Views in a table's cells are not judged misplaced (see `TableCellMisplacementPolicy`: 1,584 views
/// in table cells across the corpus, none flagged, stale records included). The fixtures' box is pinned
/// 16 pt from the leading edge and 8 from the top of its cell's content view, 100 × 20, so it lays out
/// at (16, 8, 100, 20); every box is recorded 30 pt to the right, at x 46.
@Suite("Misplacement in table cells")
struct IBTableCellMisplacementTests {
    @Test("A view in a table's cell is not reported misplaced, and a note gives both frames")
    func tableCellViewsAreNotJudged() throws {
        let scenes = IBLayout.layOut(try Fixture.read("MisplacedInTableCell.storyboard"))
        let table = try #require(scenes.first { $0.id == "Sce-mc-001" })
        let box = try #require(table.view(withID: "Box-mc-001"))
        #expect(box.frame == Rect(x: 16, y: 8, width: 100, height: 20))
        #expect(box.misplaced == false)
        #expect(!table.issues.contains { if case .misplacedView = $0 { true } else { false } })
        #expect(table.notes.contains("view Box-mc-001: in a table cell, recorded at (46, 8, 100, 20), laid out at "
            + "(16, 8, 100, 20); not reported misplaced: Xcode does not judge frames inside table cells"))
    }

    @Test("The same view and record outside a cell is misplaced")
    func plainViewIsJudged() throws {
        let scenes = IBLayout.layOut(try Fixture.read("MisplacedInTableCell.storyboard"))
        let plain = try #require(scenes.first { $0.id == "Sce-mc-002" })
        #expect(try #require(plain.view(withID: "Box-mc-002")).misplaced)
        #expect(plain.issues.contains(.misplacedView(viewID: "Box-mc-002", expected: Rect(x: 16, y: 8, width: 100, height: 20),
                                                     actual: Rect(x: 46, y: 8, width: 100, height: 20))))
    }

    /// Habitica's `ChallengeDetailInfoTableViewCell.xib` (Xcode 11) flags two labels of its top-level cell.
    @Test("A xib's top-level cell is not in a table: its views are judged")
    func topLevelCellIsJudged() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("MisplacedInTopLevelCell.xib")).first)
        let box = try #require(scene.view(withID: "Box-mx-001"))
        #expect(box.frame == Rect(x: 16, y: 8, width: 100, height: 20))
        #expect(box.misplaced)
    }

    /// Up to Xcode 11 Xcode judges the views of static cells (CloudNews 4514, edx 7702, Shopify 10116,
    /// LibTerm 16096 flag all 8 whose records are off), never those of prototype cells. The box is laid
    /// out at 16 from its content view's leading edge (its constraint) and recorded at 46.
    @Test("Up to Xcode 11 a view in a static cell is judged; one in a prototype cell is not")
    func staticCellViewsAreJudgedBeforeXcode12() throws {
        let document = try Fixture.read("MisplacedInStaticCell.storyboard")
        #expect(document.view(withID: "Cel-st-001")?.isStaticCell == true)
        #expect(document.view(withID: "Cel-st-002")?.isStaticCell == false)
        let scenes = IBLayout.layOut(document)
        let staticScene = try #require(scenes.first { $0.id == "Sce-st-001" })
        #expect(staticScene.issues.contains(.misplacedView(viewID: "Box-st-001",
                                                           expected: Rect(x: 16, y: 8, width: 100, height: 20),
                                                           actual: Rect(x: 46, y: 8, width: 100, height: 20))))
        let prototypeScene = try #require(scenes.first { $0.id == "Sce-st-002" })
        #expect(try #require(prototypeScene.view(withID: "Box-st-002")).misplaced == false)
    }

    /// From Xcode 12 no static cell's view is flagged (AltStore 17503 to OctoPod 32700: 0 of 1,034).
    @Test("From Xcode 12 a view in a static cell is not judged")
    func staticCellViewsAreNotJudgedFromXcode12() throws {
        let scene = try #require(IBLayout.layOut(try Fixture.read("MisplacedInStaticCellXcode12.storyboard")).first)
        let box = try #require(scene.view(withID: "Box-sx-001"))
        #expect(box.frame == Rect(x: 16, y: 8, width: 100, height: 20))
        #expect(box.misplaced == false)
    }
}
