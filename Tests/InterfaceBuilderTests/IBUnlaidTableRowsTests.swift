import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Rows below the visible part of a table: UIKit lays out only the rows a table's bounds show, and
/// Xcode 13 and later flag every view in a row that starts at or below the table's height ambiguous
/// (Instructions, iNaturalist, NetNewsWire and OctoPod record it from 20037, issue 23's apps from
/// 19162; Xcode 10's FSCalendar does not).
/// The fixture's table is 667 pt tall; its rows start at 600, 667 and 711.
@Suite("Interface Builder rows below the visible table")
struct IBUnlaidTableRowsTests {
    func scene(toolsVersion: String = "22505") throws -> SceneLayout {
        var document = try Fixture.read("UnlaidTableRows.storyboard")
        document.toolsVersion = toolsVersion
        return try #require(IBLayout.layOut(document).first)
    }

    func view(_ id: String, in scene: SceneLayout) throws -> ViewLayout {
        try #require(scene.views.first { $0.id == id })
    }

    @Test("A row that starts at or below the table's height is not laid out; one that starts inside it is",
          arguments: ["19162", "22505"])
    func rowsBelowTheTable(toolsVersion: String) throws {
        let scene = try scene(toolsVersion: toolsVersion)
        // 600 < 667: the row is partly visible. 667 and 711 are at or below the table's bottom edge.
        #expect(try view("Box-ur-001", in: scene).isInUnlaidTableRow == false)
        #expect(try view("Box-ur-002", in: scene).isInUnlaidTableRow)
        #expect(try view("Box-ur-003", in: scene).isInUnlaidTableRow)
    }

    @Test("The row's cell and content view are not flagged, nor is a fixed-frame view in the row")
    func cellsAndFixedFrames() throws {
        let scene = try scene()
        for id in ["Cel-ur-003", "Cnt-ur-003", "Fix-ur-003"] {
            #expect(try view(id, in: scene).isInUnlaidTableRow == false)
        }
    }

    @Test("A view in an unlaid row keeps the frame its constraints give and is not judged misplaced")
    func frameStaysDetermined() throws {
        let box = try view("Box-ur-003", in: try scene())
        // The 375 × 44 content view less its margins of 16 at the sides and 11 at the top and bottom.
        #expect(box.frame == Rect(x: 16, y: 11, width: 343, height: 22))
        #expect(box.ambiguous.isEmpty)
        #expect(box.misplaced == false)
    }

    @Test("Files before Xcode 13 flag no view below the table", arguments: ["14313", "18122"])
    func olderXcode(toolsVersion: String) throws {
        let scene = try scene(toolsVersion: toolsVersion)
        #expect(scene.views.allSatisfy { !$0.isInUnlaidTableRow })
    }
}
