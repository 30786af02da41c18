import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Recorded frames written in single precision are read on the canvas's pixel grid (see
/// `RecordedPixelGrid`). The fixture's panel is recorded 75.666664123535156 tall on a 3× canvas;
/// its content is 10 + 19⅓ + 35⅓ + 11 = 75⅔ (75.6666667), so read as written it is 3·10⁻⁶ pt too tall.
@Suite("Recorded frames on the pixel grid")
struct IBRecordedPixelGridTests {
    @Test("A single-precision record on the 3× grid does not make a compression tie")
    func singlePrecisionRecordFitsItsContent() throws {
        let document = try Fixture.read("RecordedSinglePrecision.storyboard")
        let scene = try #require(IBLayout.layOut(document).first)
        let label = try #require(scene.view(withID: "Lbs-sp-001"))
        let text = try #require(scene.view(withID: "Txs-sp-001"))
        #expect(label.ambiguous.isEmpty && text.ambiguous.isEmpty)
        let panel = try #require(scene.view(withID: "Pnl-sp-001"))
        #expect(abs(panel.frame.height - 227.0 / 3) < 1e-9)
        #expect(abs(text.frame.origin.y - 88.0 / 3) < 1e-6 && abs(text.frame.height - 106.0 / 3) < 1e-6)
    }

    @Test("A record off the grid by more than a hair is kept as written")
    func offGridRecordIsKept() throws {
        var document = try Fixture.read("RecordedSinglePrecision.storyboard")
        let index = try #require(document.viewIndex(withID: "Pnl-sp-001"))
        document.views[index].recordedFrame = Rect(x: 0, y: 125.5, width: 393, height: 75.5)
        let scene = try #require(IBLayout.layOut(document).first)
        let panel = try #require(scene.view(withID: "Pnl-sp-001"))
        #expect(panel.frame.height == 75.5)
        // 75.5 leaves the content (75⅔) a sixth of a point too tall: equal resistances tie over it.
        #expect(try #require(scene.view(withID: "Lbs-sp-001")).ambiguous.contains(.height))
    }

    /// Explanations (`sceneModels`), pictures and the HTML report (`model(of:sceneID:)`) read models
    /// made from the document on the grid too: read as written, their panel would be 2.5·10⁻⁶ pt
    /// shorter than the one `check` judged.
    @Test("Every scene model is laid out on the grid, as check's layout is")
    func modelsAreOnTheGrid() throws {
        let document = try Fixture.read("RecordedSinglePrecision.storyboard")
        let scene = try #require(IBLayout.layOut(document).first)
        let explained = try #require(IBLayout.sceneModels(document).first)
        let drawn = try #require(IBLayout.model(of: document, sceneID: "Sce-sp-001"))
        for panel in [explained.view(withID: "Pnl-sp-001"), drawn.view(withID: "Pnl-sp-001")] {
            let height = try #require(panel?.frame.height)
            #expect(abs(height - 227.0 / 3) < 1e-9)
        }
        for id in ["Pnl-sp-001", "Lbs-sp-001", "Txs-sp-001"] {
            let judged = try #require(scene.view(withID: id)?.frame)
            #expect(try #require(explained.view(withID: id)).frame == judged)
        }
    }
}
