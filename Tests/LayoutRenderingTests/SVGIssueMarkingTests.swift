import Testing
import TestSupport
import OpenAutoLayout
@testable import LayoutRendering

/// Ambiguity, conflicts and floating views, as annotated, on the parsed picture.
@Suite("SVG renderer: marking issues")
struct SVGIssueMarkingTests {
    let renderer = SVGRenderer()

    @Test("Seed 000 without a size: the image is ambiguous in width and height, the content size on both axes")
    func ambiguousImage() throws {
        let scene = RenderFixtures.seed000(sized: false)
        let annotations = RenderAnnotations(issues: scene.root.layoutIssues)
        let document = try #require(SVGDocument(renderer.render(scene.root, annotations: annotations)))
        let image = try #require(document.elements(kind: "view").first { $0["data-name"] == "image" })
        let imageID = try #require(image["data-id"])
        #expect(image.classes.contains("is-ambiguous"))
        let marker = try #require(document.elements(kind: "ambiguity", id: imageID).first)
        #expect(marker["data-axes"] == "horizontal vertical")
        #expect(marker["data-attributes"] == "width, height")
        // One double arrow (a line and two heads) per free axis.
        let arrows = document.children(of: marker).filter { $0.classes.contains("axis") }
        #expect(arrows.count == 2)
        let content = try #require(document.elements(kind: "content-ambiguity").first)
        #expect(content["data-axes"] == "horizontal vertical")
        #expect(document.elements(kind: "ambiguity").count == 1, "only the image is ambiguous")
    }

    @Test("A horizontal-only ambiguity draws only the horizontal arrow")
    func oneAxis() throws {
        let scene = RenderFixtures.conflict()
        var annotations = RenderAnnotations()
        annotations.markAmbiguous(scene.box, .xPosition)
        let document = try #require(SVGDocument(renderer.render(scene.root, annotations: annotations)))
        let marker = try #require(document.elements(kind: "ambiguity").first)
        #expect(marker["data-axes"] == "horizontal")
        let arrow = try #require(document.children(of: marker).first { $0.classes.contains("axis") })
        let line = try #require(document.children(of: arrow).first { $0.name == "line" })
        // Across the box's middle: y = 30 + 60 / 2 = 60.
        #expect(line.number("y1") == 60 && line.number("y2") == 60)
    }

    @Test("Conflicting constraints are red (class conflict); the broken one is also dashed (class broken)")
    func conflict() throws {
        let scene = RenderFixtures.conflict()
        var annotations = RenderAnnotations(issues: scene.root.layoutIssues)
        annotations.setID("narrow-id", for: scene.narrow)
        annotations.setID("wide-id", for: scene.wide)
        let document = try #require(SVGDocument(renderer.render(scene.root, annotations: annotations)))
        let narrow = try #require(document.elements(kind: "constraint", id: "narrow-id").first)
        let wide = try #require(document.elements(kind: "constraint", id: "wide-id").first)
        #expect(narrow.classes.contains("conflict") && !narrow.classes.contains("broken"))
        #expect(wide.classes.contains("conflict") && wide.classes.contains("broken"))
        let labels = [narrow, wide].map { document.children(of: $0).first { $0.name == "text" }?.text }
        #expect(labels == ["100", "200"])
        let others = document.elements(kind: "constraint").filter { !["narrow-id", "wide-id"].contains($0["data-id"]) }
        #expect(others.count == 3 && others.allSatisfy { !$0.classes.contains("conflict") })
    }

    @Test("Two widths on one view are drawn as separate lines, 14 apart, from the bottom edge")
    func stackedSizeLines() throws {
        let scene = RenderFixtures.conflict()
        let document = try #require(SVGDocument(renderer.render(scene.root)))
        let widths = document.elements(kind: "constraint").filter { $0["data-first-attribute"] == "width" }
        let ys = widths.compactMap { document.children(of: $0).first { $0.name == "line" }?.number("y1") }
        // The box spans y 30…90: lines at 90 - 10 = 80 and 90 - 24 = 66.
        #expect(ys == [80, 66])
    }

    @Test("Generated constraints of a conflict can be drawn in addition to the installed ones")
    func additionalConstraints() throws {
        let root = screen(width: 200, height: 100)
        let box = View(frame: Rect(x: 10, y: 10, width: 50, height: 20))
        box.accessibilityIdentifier = "box"
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 80).isActive = true
        root.layoutIfNeeded()
        let issues = root.layoutIssues
        let extra = RenderAnnotations.uninstalledConstraints(in: issues)
        #expect(!extra.isEmpty, "the autoresizing width conflicts with the width 80")
        let svg = renderer.render(root, annotations: RenderAnnotations(issues: issues), additionalConstraints: extra)
        let document = try #require(SVGDocument(svg))
        let generated = document.elements(kind: "constraint").filter { $0.classes.contains("generated") }
        #expect(generated.count == extra.count)
        #expect(generated.allSatisfy { $0.classes.contains("conflict") })
    }

    @Test("Rendering while highlighting issues equals annotating them and adding the generated constraints")
    func highlightingIssues() {
        let root = screen(width: 200, height: 100)
        let box = View(frame: Rect(x: 10, y: 10, width: 50, height: 20))
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 80).isActive = true
        root.layoutIfNeeded()
        let issues = root.layoutIssues
        var annotations = RenderAnnotations()
        annotations.setID("root-id", for: root)
        var manual = annotations
        manual.add(issues)
        let expected = renderer.render(root, annotations: manual,
                                       additionalConstraints: RenderAnnotations.uninstalledConstraints(in: issues))
        #expect(renderer.render(root, highlighting: issues, annotations: annotations) == expected)
    }

    @Test("A floating view gets a floating marker with its id")
    func floating() throws {
        let scene = RenderFixtures.seed004()
        var annotations = RenderAnnotations()
        annotations.markFloating(scene.boxes[0])
        annotations.setID("box-0", for: scene.boxes[0])
        let document = try #require(SVGDocument(renderer.render(scene.root, annotations: annotations)))
        let marker = try #require(document.elements(kind: "floating", id: "box-0").first)
        #expect(document.children(of: marker).contains { $0.name == "text" && $0.text == "floating" })
        #expect(document.elements(kind: "floating").count == 1)
    }
}
