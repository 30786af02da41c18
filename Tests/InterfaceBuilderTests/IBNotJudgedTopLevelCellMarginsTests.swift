import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A top-level table cell is drawn as its table would be at the cell's width (20-pt side margins from
/// 390 pt, else 16), and a view that another side margin Xcode draws (15, 16 or 20) would move is not
/// judged (`NotJudgedPolicy.cellSideMarginReason`). Each box is pinned to its content view's leading margin.
@Suite("Interface Builder top-level cells' side margins")
struct IBNotJudgedTopLevelCellMarginsTests {
    private let scenes: [SceneLayout]

    init() throws {
        scenes = IBLayout.layOut(try Fixture.read("NotJudgedTopLevelCellMargins.xib"))
    }

    private func box(_ number: Int) throws -> (SceneLayout, ViewLayout) {
        let scene = try #require(scenes.first { $0.id == "Cel-tm-00\(number)" })
        return (scene, try #require(scene.view(withID: "Box-tm-00\(number)")))
    }

    private func warned(_ scene: SceneLayout, _ id: String) -> Bool {
        scene.issues.contains { if case .misplacedView(id, _, _) = $0 { true } else { false } }
    }

    @Test("A 414-pt cell gets 20-pt side margins, a 320-pt one 16")
    func sideMarginsByWidth() throws {
        #expect(try box(1).1.frame.minX == 20)
        #expect(try box(2).1.frame.minX == 16)
        #expect(try box(1).1.misplaced == false)
    }

    @Test("A box recorded at another margin Xcode draws is not judged; one off every margin is warned")
    func otherMarginsNotJudged() throws {
        let (scene, fifteen) = try box(2)
        #expect(fifteen.notJudged?.hasPrefix("it is placed through the side margins of a table view cell") == true)
        #expect(!fifteen.misplaced && !warned(scene, fifteen.id))
        let (other, forty) = try box(3)
        #expect(forty.frame.minX == 16 && forty.notJudged == nil && forty.misplaced && warned(other, forty.id))
    }
}
