import Testing
import OpenAutoLayout
@testable import LayoutRendering

/// What the picture must say, checked on the parsed SVG (no snapshot involved).
@Suite("SVG renderer: what the picture contains")
struct SVGRendererTests {
    let renderer = SVGRenderer()

    func parsed(_ svg: String) throws -> SVGDocument {
        try #require(SVGDocument(svg), "the SVG is well-formed XML")
    }

    @Test("The picture parses as XML with an svg document element in the SVG namespace")
    func wellFormed() throws {
        let document = try parsed(renderer.render(RenderFixtures.seed000().root))
        #expect(document.elements.first?.name == "svg")
        #expect(document.elements.first?["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(document.elements.contains { $0.name == "style" })
    }

    @Test("Every view has exactly one view element with its generated id, in tree order")
    func oneElementPerView() throws {
        let scene = RenderFixtures.seed004()
        let document = try parsed(renderer.render(scene.root))
        // Tree order: screen, scroll, container, box0…box5.
        let expected = ["screen", "scroll", "container"] + (0..<6).map { "box\($0)" }
        let views = document.elements(kind: "view")
        #expect(views.map { $0["data-name"] } == expected)
        #expect(views.map { $0["data-id"] } == (0..<9).map { "view-\($0)" })
        for index in 0..<9 { #expect(document.elements(kind: "view", id: "view-\(index)").count == 1) }
    }

    @Test("Annotated ids (Interface Builder object ids) replace the generated ones")
    func annotatedIDs() throws {
        let scene = RenderFixtures.seed000()
        var annotations = RenderAnnotations()
        annotations.setID("Xyz-ab-123", for: scene.imageView)
        annotations.setID("scr-ol-lvw", for: scene.scrollView)
        let document = try parsed(renderer.render(scene.root, annotations: annotations))
        #expect(document.elements(kind: "view", id: "Xyz-ab-123").count == 1)
        #expect(document.elements(kind: "content-area", id: "scr-ol-lvw").count == 1)
        #expect(document.elements(kind: "viewport", id: "scr-ol-lvw").count == 1)
        #expect(document.elements(kind: "view", id: "view-0").count == 1, "the root keeps its generated id")
    }

    @Test("Every drawn object carries both data-id and data-kind")
    func everyObjectIsTagged() throws {
        let scene = RenderFixtures.seed000(sized: false)
        let svg = renderer.render(scene.root, annotations: RenderAnnotations(issues: scene.root.layoutIssues))
        let document = try parsed(svg)
        let tagged = document.elements.filter { $0["data-id"] != nil || $0["data-kind"] != nil }
        #expect(!tagged.isEmpty)
        #expect(tagged.allSatisfy { $0["data-id"] != nil && $0["data-kind"] != nil })
        // Each layer's direct children are tagged objects.
        for layer in document.elements where layer.classes.contains("layer") {
            for child in document.children(of: layer) {
                #expect(child["data-id"] != nil, "\(child.name) in \(layer["class"] ?? "")")
            }
        }
    }

    @Test("Seed 000: the content area is 680×450 at the scroll view's origin, beyond the 375×250 viewport")
    func seed000ContentArea() throws {
        let document = try parsed(renderer.render(RenderFixtures.seed000().root))
        let area = try #require(document.elements(kind: "content-area").first)
        let rect = try #require(document.children(of: area).first { $0.name == "rect" })
        #expect(rect.number("x") == 0 && rect.number("y") == 50)
        #expect(rect.number("width") == 680 && rect.number("height") == 450)
        let viewport = try #require(document.elements(kind: "viewport").first)
        #expect(viewport.number("x") == 0 && viewport.number("y") == 50)
        #expect(viewport.number("width") == 375 && viewport.number("height") == 250)
        // The viewBox holds the content area (to 680, 500) and the screen (to 375, 667), plus 24.
        #expect(document.elements.first?["viewBox"] == "-24 -24 728 715")
    }

    @Test("Seed 000: the image is drawn at (200, 150) in root coordinates, 80×50")
    func seed000ImageFrame() throws {
        let document = try parsed(renderer.render(RenderFixtures.seed000().root))
        let image = try #require(document.elements(kind: "view").first { $0["data-name"] == "image" })
        let rect = try #require(document.children(of: image).first)
        #expect([rect.number("x"), rect.number("y"), rect.number("width"), rect.number("height")] == [200, 150, 80, 50])
    }

    @Test("Seed 000: dimension labels give the constants 100, 200, 300, 400 and the size 80, 50")
    func seed000Labels() throws {
        let document = try parsed(renderer.render(RenderFixtures.seed000().root))
        let labels = document.elements(kind: "constraint").flatMap { document.children(of: $0) }
            .filter { $0.name == "text" }.map(\.text)
        for constant in ["100", "200", "300", "400", "80", "50", "250"] {
            #expect(labels.contains(constant), "label \(constant)")
        }
    }

    @Test("Seed 000: the top gap is a vertical line from the content top (50) to the image top (150) over the image")
    func seed000TopGap() throws {
        let document = try parsed(renderer.render(RenderFixtures.seed000().root))
        let top = try #require(document.elements(kind: "constraint").first {
            $0["data-first-attribute"] == "top" && $0["data-constant"] == "100"
        })
        let line = try #require(document.children(of: top).first { $0.name == "line" })
        // Over the image's middle: 200 + 80 / 2 = 240.
        #expect(line.number("x1") == 240 && line.number("x2") == 240)
        #expect(line.number("y1") == 50 && line.number("y2") == 150)
    }

    @Test("Seed 004 at offset 300: the content area starts 300 left of the viewport and box0 at 10 - 300")
    func seed004Offset() throws {
        let scene = RenderFixtures.seed004()
        var annotations = RenderAnnotations()
        annotations.setContentOffset(Point(x: 300, y: 0), for: scene.scrollView)
        let document = try parsed(renderer.render(scene.root, annotations: annotations))
        let area = try #require(document.elements(kind: "content-area").first)
        let rect = try #require(document.children(of: area).first)
        #expect(rect.number("x") == -300)
        #expect(rect.number("width") == 1610)
        let box0 = try #require(document.elements(kind: "view").first { $0["data-name"] == "box0" })
        #expect(document.children(of: box0).first?.number("x") == -290)
        #expect(document.elements(kind: "viewport").first?["data-content-offset"] == "300,0")
        // From the content's left (-300) to the screen's bottom (667), plus 24 on each side; at
        // least as wide as the frames (1658), wider where a caption reaches past them.
        let viewBox = (document.elements.first?["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        #expect(viewBox.count == 4 && viewBox[0] == -324 && viewBox[1] == -24 && viewBox[3] == 715)
        #expect(viewBox.count == 4 && viewBox[2] >= 1658)
    }

    @Test("An offset for every scroll view draws the same as one for the only scroll view")
    func offsetForEveryScrollView() {
        let scene = RenderFixtures.seed004()
        var one = RenderAnnotations(), every = RenderAnnotations()
        one.setContentOffset(Point(x: 300, y: 0), for: scene.scrollView)
        every.setContentOffset(Point(x: 300, y: 0), forEveryScrollViewIn: scene.root)
        #expect(renderer.render(scene.root, annotations: one) == renderer.render(scene.root, annotations: every))
    }

    @Test("Hidden views are drawn, faded (class hidden)")
    func hiddenView() throws {
        let scene = RenderFixtures.seed000()
        scene.imageView.isHidden = true
        let document = try parsed(renderer.render(scene.root))
        let image = try #require(document.elements(kind: "view").first { $0["data-name"] == "image" })
        #expect(image.classes.contains("hidden"))
    }

    @Test("Drawing at an annotated offset equals scrolling the model there")
    func annotatedOffsetMatchesModel() {
        let drawn = RenderFixtures.seed004()
        var annotations = RenderAnnotations()
        annotations.setContentOffset(Point(x: 300, y: 0), for: drawn.scrollView)
        let scrolled = RenderFixtures.seed004()
        scrolled.scrollView.contentOffset = Point(x: 300, y: 0)
        scrolled.root.layoutIfNeeded()
        #expect(renderer.render(drawn.root, annotations: annotations) == renderer.render(scrolled.root))
    }

    @Test("Boxes beyond the viewport are drawn faded; visible ones are not")
    func offscreenBoxes() throws {
        let document = try parsed(renderer.render(RenderFixtures.seed004().root))
        let boxes = document.elements(kind: "view").filter { ($0["data-name"] ?? "").hasPrefix("box") }
        // Viewport 0…375: box0 10…260 and box1 280…530 show; box2 starts at 550.
        #expect(boxes.map { $0.classes.contains("offscreen") } == [false, false, true, true, true, true])
    }

    @Test("Two renders of the same layout, even rebuilt from scratch, are byte-identical")
    func deterministic() {
        let first = renderer.render(RenderFixtures.seed004().root)
        let again = RenderFixtures.seed004()
        #expect(first == renderer.render(again.root))
        #expect(renderer.render(again.root) == renderer.render(again.root))
    }

    @Test("Names with markup characters are escaped and read back unchanged")
    func escaping() throws {
        let scene = RenderFixtures.seed000()
        let name = "a<b & \"c\" 'd'>"
        var annotations = RenderAnnotations()
        annotations.setLabel(name, for: scene.imageView)
        let svg = renderer.render(scene.root, annotations: annotations)
        #expect(svg.contains("a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"))
        #expect(!svg.contains(name))
        let document = try parsed(svg)
        #expect(document.elements(kind: "name").contains { $0.text == name })
        #expect(document.elements(kind: "view").contains { $0["data-name"] == name })
    }

    @Test("The title is escaped too, and an inline picture has no XML declaration")
    func titleAndDeclaration() throws {
        let options = SVGRenderOptions(title: "<Main>", includesXMLDeclaration: false)
        let svg = SVGRenderer(options: options).render(RenderFixtures.conflict().root)
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.contains("<title>&lt;Main&gt;</title>"))
        #expect(!svg.contains(" id=\""), "no id attributes: pictures can share a page")
    }
}
