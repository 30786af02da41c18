import Testing
import TestSupport
import OpenAutoLayout
@testable import LayoutRendering

/// Where dimension lines go for guides and odd input, checked on the parsed picture.
@Suite("SVG renderer: guides and robustness")
struct SVGGeometryTests {
    let renderer = SVGRenderer()

    /// Seed 000 with the image's edges pinned to `contentLayoutGuide` instead of the scroll view.
    static func guideScene() -> (root: View, guide: LayoutGuide, bottom: LayoutConstraint) {
        let scene = RenderFixtures.seed000(sized: false)
        let image = scene.imageView
        // Replace the four zero pins by the seed's distances, through the content guide.
        LayoutConstraint.deactivate(scene.scrollView.constraints)
        let guide = scene.scrollView.contentLayoutGuide
        let bottom = guide.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 300)
        bottom.identifier = "image-bottom"
        LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: guide.topAnchor, constant: 100),
            image.leftAnchor.constraint(equalTo: guide.leftAnchor, constant: 200),
            bottom,
            guide.rightAnchor.constraint(equalTo: image.rightAnchor, constant: 400),
            image.widthAnchor.constraint(equalToConstant: 80),
            image.heightAnchor.constraint(equalToConstant: 50),
        ])
        scene.root.layoutIfNeeded()
        return (scene.root, guide, bottom)
    }

    @Test("Constraints to contentLayoutGuide are measured on the content area: the bottom gap runs 200…500 at x 240")
    func contentGuide() throws {
        let (root, _, _) = Self.guideScene()
        let document = try #require(SVGDocument(renderer.render(root)))
        let bottom = try #require(document.elements(kind: "constraint").first { $0["data-identifier"] == "image-bottom" })
        #expect(bottom["data-first"] == "view-1.UIScrollView-contentLayoutGuide")
        #expect(bottom["data-second"] == "view-2")
        let line = try #require(document.children(of: bottom).first { $0.name == "line" })
        // Content bottom: 50 + 450 = 500; image bottom: 50 + 100 + 50 = 200; over the image: 200 + 40.
        #expect(line.number("x1") == 240 && line.number("y1") == 200)
        #expect(line.number("x2") == 240 && line.number("y2") == 500)
        #expect(document.children(of: bottom).first { $0.name == "text" }?.text == "300")
    }

    @Test("A guide can be given an id and a name like a view")
    func annotatedGuide() throws {
        let (root, guide, bottom) = Self.guideScene()
        var annotations = RenderAnnotations()
        annotations.setID("cLG-01", for: guide)
        let document = try #require(SVGDocument(renderer.render(root, annotations: annotations)))
        let drawn = try #require(document.elements(kind: "constraint").first { $0["data-identifier"] == bottom.identifier })
        #expect(drawn["data-first"] == "cLG-01")
    }

    @Test("Non-finite and negative frames still give well-formed XML with finite numbers")
    func badGeometry() throws {
        let root = screen(width: 100, height: 100)
        let odd = View(frame: Rect(x: .nan, y: .infinity, width: -20, height: .nan))
        odd.accessibilityIdentifier = "odd"
        root.addSubview(odd)
        let svg = renderer.render(root)
        let document = try #require(SVGDocument(svg))
        #expect(document.elements(kind: "view").count == 2)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test("A constraint whose item left the hierarchy is skipped, not drawn at a made-up place")
    func itemOutsideTree() throws {
        let root = screen(width: 100, height: 100)
        let box = autoLayoutView(View(), "box")
        root.addSubview(box)
        let detached = autoLayoutView(View(), "detached")
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        root.layoutIfNeeded()
        let svg = renderer.render(root, additionalConstraints: [detached.widthAnchor.constraint(equalToConstant: 9)])
        let document = try #require(SVGDocument(svg))
        #expect(document.elements(kind: "constraint").map { $0["data-constant"] } == ["40"])
    }
}
