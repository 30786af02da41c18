import Foundation
import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Table view cells on Xcode's canvas: a content view's margins are 11 at the top and bottom and the
/// table's side margins (16, or 20 on a root table 390 pt or wider), 8 beside an accessory, and no
/// safe-area inset reaches them. Each box fills its content view's margins, so its frame is the
/// content view's bounds less those margins, worked out by hand below.
@Suite("Interface Builder table view cells")
struct IBTableCellTests {
    func frame(_ id: String, scene sceneID: String, in name: String = "LayoutTableCells.storyboard") throws -> Rect {
        let scene = try #require(IBLayout.layOut(try Fixture.read(name)).first { $0.id == sceneID })
        return try #require(scene.view(withID: id)).frame
    }

    @Test("A cell of a 375-pt table insets its content 16 at the sides and 11 at the top and bottom")
    func contentViewMargins() throws {
        // 375 × 44 content view: x 16, y 11, 375 - 2 × 16 = 343 wide, 44 - 2 × 11 = 22 tall.
        #expect(try frame("Box-tc-001", scene: "Sce-tc-001") == Rect(x: 16, y: 11, width: 343, height: 22))
    }

    @Test("The status bar above a root table's first cell does not reach the cell's margins")
    func noSafeAreaInCells() throws {
        // The cell sits at y 0 under the 20-pt status bar; its box still starts 11 pt down, not 31.
        let scene = try #require(IBLayout.layOut(try Fixture.read("LayoutTableCells.storyboard")).first { $0.id == "Sce-tc-001" })
        #expect(scene.safeAreaInsets.top == 20)
        #expect(try #require(scene.view(withID: "Box-tc-001")).frame.origin.y == 11)
    }

    @Test("Beside a disclosure indicator the trailing margin is 8")
    func accessoryTrailingMargin() throws {
        // 341 × 60 content view (the indicator takes the rest): 341 - 16 - 8 = 317 wide, 60 - 22 = 38 tall.
        #expect(try frame("Box-tc-002", scene: "Sce-tc-001") == Rect(x: 16, y: 11, width: 317, height: 38))
    }

    @Test("A 414-pt table that is a controller's view gives its cells 20-pt side margins")
    func wideRootTable() throws {
        #expect(try frame("Box-tc-003", scene: "Sce-tc-002") == Rect(x: 20, y: 11, width: 374, height: 22))
    }

    @Test("A 414-pt table inside a controller's view gives its cells 16-pt side margins")
    func wideSubviewTable() throws {
        #expect(try frame("Box-tc-004", scene: "Sce-tc-003") == Rect(x: 16, y: 11, width: 382, height: 22))
    }

    @Test("Before Xcode 9 a content view keeps UIView's 8-pt margins on every edge")
    func xcode8Margins() throws {
        // 375 × 44: x 8, y 8, 375 - 16 = 359 wide, 44 - 16 = 28 tall.
        #expect(try frame("Box-tc-101", scene: "Sce-tc-101", in: "LayoutTableCellsXcode8.storyboard")
                == Rect(x: 8, y: 8, width: 359, height: 28))
    }

    @Test("A collection view cell takes nothing from its collection view's 20-pt root margins: UIView's 8 on every side")
    func collectionViewCellMargins() throws {
        // 414 × 60 cell: x 8, y 8, 414 - 2 × 8 = 398 wide.
        let box = try frame("Box-cc-001", scene: "Sce-cc-001", in: "LayoutCollectionCells.storyboard")
        #expect(box == Rect(x: 8, y: 8, width: 398, height: 20))
    }

    @Test("Xcode 16 gives a cell of an inset-grouped table 15-pt top and bottom margins")
    func insetGroupedXcode16Margins() throws {
        // 343 × 60 content view of a 375-pt table: x 16, y 15, 343 - 2 × 16 = 311 wide, 60 - 2 × 15 = 30 tall.
        #expect(try frame("Box-ig-001", scene: "Sce-ig-001", in: "LayoutTableCellsInsetGrouped.storyboard")
                == Rect(x: 16, y: 15, width: 311, height: 30))
    }

    @Test("Xcode 15 gives a cell of an inset-grouped table 11-pt top and bottom margins")
    func insetGroupedXcode15Margins() throws {
        // The same cell saved by Xcode 15: y 11, 60 - 2 × 11 = 38 tall.
        #expect(try frame("Box-ig-001", scene: "Sce-ig-001", in: "LayoutTableCellsInsetGroupedXcode15.storyboard")
                == Rect(x: 16, y: 11, width: 311, height: 38))
    }
    /// LayoutTableCells with 30-pt side and 8-pt top and bottom margins set on cells `cells`
    /// (`<edgeInsets key="layoutMargins">`, as AltStore's settings cells do).
    func cellsWithOwnMargins(_ cells: [String], contentPreserves: Bool = true) throws -> SceneLayout {
        var text = try String(contentsOf: Fixture.url("LayoutTableCells.storyboard"), encoding: .utf8)
        let margins = "<edgeInsets key=\"layoutMargins\" top=\"8\" left=\"30\" bottom=\"8\" right=\"30\"/>"
        for cell in cells {
            let start = try #require(text.range(of: "id=\"\(cell)\""))
            let closing = try #require(text.range(of: "</tableViewCellContentView>", range: start.upperBound..<text.endIndex))
            text.insert(contentsOf: margins, at: closing.upperBound)
        }
        if !contentPreserves {
            text = text.replacingOccurrences(of: "contentMode=\"center\" preservesSuperviewLayoutMargins=\"YES\"",
                                             with: "contentMode=\"center\" preservesSuperviewLayoutMargins=\"NO\"")
        }
        let document = try IBReader.read(data: Data(text.utf8), path: "LayoutTableCells.storyboard")
        return try #require(IBLayout.layOut(document).first { $0.id == "Sce-tc-001" })
    }

    @Test("A content view that preserves its cell's own 30-pt side margins takes them; 11 stays above 8")
    func cellsOwnMargins() throws {
        let scene = try cellsWithOwnMargins(["Cel-tc-001", "Cel-tc-002"])
        // 375 × 44: x 30, 375 - 2 × 30 = 315 wide; max(11, 8) = 11 at the top and bottom, 22 tall.
        #expect(scene.view(withID: "Box-tc-001")?.frame == Rect(x: 30, y: 11, width: 315, height: 22))
        // Beside the indicator the content view ends before the cell's edge: 341 - 30 - 8 = 303.
        #expect(scene.view(withID: "Box-tc-002")?.frame == Rect(x: 30, y: 11, width: 303, height: 38))
    }

    @Test("A content view that does not preserve its superview's margins keeps the table's 16")
    func cellsOwnMarginsNotPreserved() throws {
        let scene = try cellsWithOwnMargins(["Cel-tc-001"], contentPreserves: false)
        #expect(scene.view(withID: "Box-tc-001")?.frame == Rect(x: 16, y: 11, width: 343, height: 22))
    }

    /// The Xcode 8 fixture with `preservesSuperviewLayoutMargins="YES"` on the cell, the content view
    /// or both, as Xcode 8 writes it when the box is checked (MiniKeePass 12120).
    func xcode8Preserving(cell: Bool, content: Bool) throws -> Rect {
        var text = try String(contentsOf: Fixture.url("LayoutTableCellsXcode8.storyboard"), encoding: .utf8)
        let preserving = "preservesSuperviewLayoutMargins=\"YES\" "
        if cell { text = text.replacingOccurrences(of: "indentationWidth=\"10\"", with: preserving + "indentationWidth=\"10\"") }
        if content { text = text.replacingOccurrences(of: "tableViewCell=\"Cel", with: preserving + "tableViewCell=\"Cel") }
        let document = try IBReader.read(data: Data(text.utf8), path: "LayoutTableCellsXcode8.storyboard")
        let scene = try #require(IBLayout.layOut(document).first { $0.id == "Sce-tc-101" })
        return try #require(scene.view(withID: "Box-tc-101")).frame
    }

    @Test("Before Xcode 9 a cell and content view that preserve the table's margins get 15 at the sides")
    func xcode8PreservedTableMargins() throws {
        // 375 × 44: x 15, 375 - 2 × 15 = 345 wide; UIView's 8 at the top and bottom, 44 - 16 = 28 tall.
        #expect(try xcode8Preserving(cell: true, content: true) == Rect(x: 15, y: 8, width: 345, height: 28))
    }

    @Test("Before Xcode 9 a content view preserving the margins of a cell that does not keeps 8")
    func xcode8ContentPreservesOnly() throws {
        #expect(try xcode8Preserving(cell: false, content: true) == Rect(x: 8, y: 8, width: 359, height: 28))
    }
}
