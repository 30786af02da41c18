import InterfaceBuilder
import OpenAutoLayout
import Testing

/// A xib's top-level table view cell whose content needs another height than the cell's canvas:
/// Xcode shows no conflict but flags the content view ambiguous (GymRats, raivo and OsmAnd record
/// it, Xcode 12 to 13; `CellContentHeightPolicy`). Each cell of the fixture is 320 × 100; inside,
/// a box is pinned 10 from the content view's top and bottom.
@Suite("Interface Builder content views of top-level cells at another height than their content needs")
struct IBCellContentHeightTests {
    func scenes() throws -> [String: SceneLayout] {
        let document = try Fixture.read("CellContentHeight.xib")
        return Dictionary(uniqueKeysWithValues: IBLayout.layOut(document).map { ($0.id, $0) })
    }

    func view(_ id: String, in scene: SceneLayout?) throws -> ViewLayout {
        try #require(scene?.views.first { $0.id == id })
    }

    func ambiguousIDs(_ scene: SceneLayout?) -> [String] {
        (scene?.issues ?? []).compactMap { issue in
            if case .ambiguousLayout(let id, _) = issue { return id }
            return nil
        }
    }

    @Test("Content needing 10 + 50 + 10 = 70 in a 100-pt cell flags the content view's height, not the box")
    func contentNeedsAnotherHeight() throws {
        let scene = try scenes()["Cel-ch-001"]
        #expect(try view("Cnt-ch-001", in: scene).ambiguous == [.height])
        #expect(try view("Box-ch-001", in: scene).ambiguous.isEmpty)
        #expect(ambiguousIDs(scene) == ["Cnt-ch-001"])
        #expect(scene?.issues.contains { if case .ambiguousLayout(_, let parts) = $0 { parts == [.height] } else { false } } == true)
    }

    @Test("Content needing 10 + 80 + 10 = 100, the cell's height, flags nothing")
    func contentFits() throws {
        let scene = try scenes()["Cel-ch-002"]
        #expect(try view("Cnt-ch-002", in: scene).ambiguous.isEmpty)
        #expect(ambiguousIDs(scene).isEmpty)
    }

    @Test("The same content in a plain top-level view is not a cell's content view: nothing is flagged")
    func plainViewIsNotACell() throws {
        let scene = try scenes()["Vew-ch-003"]
        #expect(try view("Vew-ch-003", in: scene).ambiguous.isEmpty)
        #expect(ambiguousIDs(scene).isEmpty)
    }
}
