@testable import LayoutRendering
import OpenAutoLayout
import Testing
import TestSupport

/// No two captions of a picture overlap. Boxes are worked out from Helvetica's advance widths
/// (10 px: "root" = r 3.33 + o 5.56 + o 5.56 + t 2.78 = 17.23 wide; "child" = 20.56) and reach
/// 9.5 above and 2.5 below the baseline.
@Suite("Caption placement")
struct LabelPlacementTests {
    @Test("A child sharing its parent's top-left corner puts its name in its top-right corner")
    func sharedCorner() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        root.addSubview(child)
        var annotations = RenderAnnotations()
        annotations.setLabel("root", for: root)
        annotations.setLabel("child", for: child)
        let document = try #require(SVGDocument(SVGRenderer().render(root, annotations: annotations)))
        let names = document.elements(kind: "name")
        // The root's name at its top-left (3, 11): box x 3…20.23. The child's there would cover
        // x 3…23.56, so it goes to the child's top-right corner, ending at 100 − 3 = 97.
        #expect(names.map(\.text) == ["root", "child"])
        #expect(names[0]["x"] == "3" && names[0]["y"] == "11" && names[0]["text-anchor"] == nil)
        #expect(names[1]["x"] == "97" && names[1]["y"] == "11" && names[1]["text-anchor"] == "end")
    }

    @Test("A name too wide for its frame is shortened with an ellipsis to fit inside it")
    func shortenedName() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        var annotations = RenderAnnotations()
        annotations.setLabel("container", for: root)
        let document = try #require(SVGDocument(SVGRenderer().render(root, annotations: annotations)))
        // 34 points inside (40 − 2 × 3): "con…" is 5 + 5.56 + 5.56 + 10 = 26.12; "cont…" 28.9; "conta…" 34.46.
        #expect(document.elements(kind: "name").map(\.text) == ["cont…"])
    }

    @Test("In a crowded picture no two captions overlap, and those left out are counted in a legend")
    func crowdedPicture() throws {
        let (root, constraints) = crowdedScene()
        let document = try #require(SVGDocument(SVGRenderer().render(root)))
        let texts = document.elements.filter { $0.name == "text" }
        let drawn = texts.filter { !isInLegend($0, document) }
        for (index, first) in drawn.enumerated() {
            for second in drawn[(index + 1)...] {
                #expect(!box(first, document).intersects(box(second, document)), "\(first.text) overlaps \(second.text)")
            }
        }
        let legend = try #require(document.elements(kind: "legend").first)
        let entries = document.elements(kind: "legend-entry")
        let heading = try #require(texts.first { $0.classes.contains("legend-heading") })
        // Every constraint here has a label, and there are two names ("screen" and "b").
        let total = constraints.count + 2
        #expect(heading.text.hasPrefix("\(entries.count) of \(total) labels had no room"))
        #expect(legend["data-count"] == String(entries.count))
        #expect(drawn.count + entries.count == total)
        // A constraint whose label is in the legend keeps it on its line as a tooltip.
        let titled = document.elements(kind: "constraint").filter { group in
            document.children(of: group).contains { $0.name == "title" }
        }
        #expect(titled.count == entries.count)
    }

    @Test("A hidden view and everything in it are drawn as hidden")
    func hiddenViews() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let hidden = View(frame: Rect(x: 10, y: 10, width: 200, height: 100))
        let inside = View(frame: Rect(x: 10, y: 40, width: 100, height: 40))
        hidden.isHidden = true
        root.addSubview(hidden)
        hidden.addSubview(inside)
        var annotations = RenderAnnotations()
        annotations.setID("hid", for: hidden)
        annotations.setID("ins", for: inside)
        annotations.setLabel("panel", for: hidden)
        let document = try #require(SVGDocument(SVGRenderer().render(root, annotations: annotations)))
        #expect(document.elements(kind: "view", id: "hid").first?.classes.contains("hidden") == true)
        #expect(document.elements(kind: "view", id: "ins").first?.classes.contains("hidden") == true)
        #expect(document.elements(kind: "view", id: "view-0").first?.classes.contains("hidden") == false)
        #expect(document.elements(kind: "name", id: "hid").first?.text == "panel (hidden)")
    }

    /// A 30 × 30 box with twelve labelled size constraints: far more labels than room around it.
    private func crowdedScene() -> (View, [LayoutConstraint]) {
        let root = screen(width: 120, height: 80)
        let box = autoLayoutView(View(), "b")
        root.addSubview(box)
        var constraints = [
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 25),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 30),
        ]
        for minimum in 1...12 {
            let optional = box.widthAnchor.constraint(greaterThanOrEqualToConstant: Double(minimum))
            optional.priority = LayoutPriority(rawValue: 250)
            constraints.append(optional)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, constraints)
    }

    private func isInLegend(_ element: SVGDocument.Element, _ document: SVGDocument) -> Bool {
        ancestors(element, document).contains { $0["data-kind"] == "legend" }
    }

    private func ancestors(_ element: SVGDocument.Element, _ document: SVGDocument) -> [SVGDocument.Element] {
        var result: [SVGDocument.Element] = []
        var parent = element.parent
        while let index = parent {
            result.append(document.elements[index])
            parent = document.elements[index].parent
        }
        return result
    }

    private func box(_ text: SVGDocument.Element, _ document: SVGDocument) -> Rect {
        let bold = ancestors(text, document).contains { $0.classes.contains("constraint") }
        let x = text.number("x") ?? 0, y = text.number("y") ?? 0
        let spot = LabelPlacer.Spot(x: x, y: y, anchor: text["text-anchor"] ?? "start")
        return LabelPlacer.box(of: text.text, at: spot, bold: bold)
    }
}

@Suite("Caption placement on hostile names")
struct LabelPlacementHostileTests {
    @Test("A name of a million characters is shortened to its frame without scanning it all")
    func hugeName() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 30))
        var annotations = RenderAnnotations()
        annotations.setLabel(String(repeating: "i", count: 1_000_000), for: root)
        let document = try #require(SVGDocument(SVGRenderer().render(root, annotations: annotations)))
        // 54 points inside: "i" is 2.22 wide and "…" 10, so 19 of them fit (42.18 + 10 = 52.18; 20 would be 54.4).
        #expect(document.elements(kind: "name").first?.text == String(repeating: "i", count: 19) + "…")
    }
}
