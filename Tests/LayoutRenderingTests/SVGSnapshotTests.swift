import Testing
import OpenAutoLayout
import LayoutRendering

/// Whole pictures compared with recorded snapshots (`__Snapshots__/SVGSnapshotTests/`).
/// A missing snapshot is recorded on the first run (which then fails once); review it as an
/// image before committing, e.g. by opening the .txt file renamed to .svg in a browser.
@Suite("SVG snapshots")
struct SVGSnapshotTests {
    let renderer = SVGRenderer()

    @Test("Seed 000: the 80×50 image 100/200/300/400 from the content edges, content 680×450")
    func seed000() {
        let scene = RenderFixtures.seed000()
        assertSnapshot(of: renderer.render(scene.root))
    }

    @Test("Seed 004: six boxes in a horizontal scroll view at content offset 0")
    func seed004AtZero() {
        assertSnapshot(of: renderer.render(RenderFixtures.seed004().root))
    }

    @Test("Seed 004: six boxes in a horizontal scroll view drawn at content offset 300")
    func seed004At300() {
        let scene = RenderFixtures.seed004()
        var annotations = RenderAnnotations()
        annotations.setContentOffset(Point(x: 300, y: 0), for: scene.scrollView)
        annotations.markFloating(scene.boxes[1])
        assertSnapshot(of: renderer.render(scene.root, annotations: annotations))
    }

    @Test("Ambiguous: seed 000 pinned without a size")
    func ambiguous() {
        let scene = RenderFixtures.seed000(sized: false)
        let annotations = RenderAnnotations(issues: scene.root.layoutIssues)
        assertSnapshot(of: renderer.render(scene.root, annotations: annotations))
    }

    @Test("Conflict: two required widths, 100 and 200")
    func conflict() {
        let scene = RenderFixtures.conflict()
        var annotations = RenderAnnotations(issues: scene.root.layoutIssues)
        annotations.setID("Wid-th-100", for: scene.narrow)
        annotations.setID("Wid-th-200", for: scene.wide)
        assertSnapshot(of: renderer.render(scene.root, annotations: annotations))
    }
}
