import Foundation
import TestSupport
import Testing

/// `autolayout render` end to end, on the bundled examples. Expected geometry, worked out from
/// the fixed example: a 375 × 667 root; the scroll view 50 from its top, full width, 250 tall;
/// the 80 × 50 image 100 from the content's top and 200 from its leading edge, 300 and 400 from
/// its bottom and trailing edges, so the content is 200 + 80 + 400 = 680 by 100 + 50 + 300 = 450.
@Suite("autolayout render")
struct RenderCommandTests {
    static let fixed = CLI.example("ImageInScrollView-Fixed")

    func render(_ arguments: [String]) throws -> (run: CLI.Run, svg: String) {
        let output = try CLI.temporaryFolder().appendingPathComponent("picture.svg")
        let run = try CLI.run(["render"] + arguments + ["-o", output.path])
        let svg = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (run, svg)
    }

    /// The first `<rect …/>` line after the line holding `marker`, as its attributes.
    func rect(after marker: String, in svg: String) -> [String: Double]? {
        let lines = svg.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(marker) }),
              let line = lines[start...].first(where: { $0.contains("<rect") }) else { return nil }
        var result: [String: Double] = [:]
        for name in ["x", "y", "width", "height"] {
            guard let range = line.range(of: " \(name)=\"") else { continue }
            let rest = line[range.upperBound...]
            result[name] = Double(rest.prefix { $0 != "\"" })
        }
        return result
    }

    @Test("The fixed example: an SVG with the data-id of every view, exit 0")
    func fixedExample() throws {
        let (run, svg) = try render([Self.fixed])
        #expect(run.status == 0, "\(run.error)")
        #expect(svg.hasPrefix("<?xml"))
        for id in ["Vw0-bb-001", "Scr-bb-001", "Img-bb-001"] {
            #expect(svg.contains("data-id=\"\(id)\" data-kind=\"view\""), "\(id)")
        }
        // Constraints carry their IB ids too, and views Xcode's names.
        #expect(svg.contains("data-id=\"Cst-bb-004\" data-kind=\"constraint\""))
        #expect(svg.contains("data-name=\"Scroll View\""))
    }

    @Test("The content area is 680 × 450 at the scroll view's origin (0, 50); the image at (200, 150)")
    func contentArea() throws {
        let (_, svg) = try render([Self.fixed])
        let content = try #require(rect(after: "data-id=\"Scr-bb-001\" data-kind=\"content-area\"", in: svg))
        #expect(content == ["x": 0, "y": 50, "width": 680, "height": 450])
        let image = try #require(rect(after: "data-id=\"Img-bb-001\" data-kind=\"view\"", in: svg))
        #expect(image == ["x": 200, "y": 150, "width": 80, "height": 50])
    }

    @Test("--offset 100,0 moves the content 100 to the left; the viewport stays")
    func offset() throws {
        let (run, svg) = try render([Self.fixed, "--offset", "100,0"])
        #expect(run.status == 0, "\(run.error)")
        let content = try #require(rect(after: "data-id=\"Scr-bb-001\" data-kind=\"content-area\"", in: svg))
        #expect(content == ["x": -100, "y": 50, "width": 680, "height": 450])
        let image = try #require(rect(after: "data-id=\"Img-bb-001\" data-kind=\"view\"", in: svg))
        #expect(image == ["x": 100, "y": 150, "width": 80, "height": 50])
        #expect(svg.contains("data-kind=\"viewport\" data-content-offset=\"100,0\" x=\"0\" y=\"50\" width=\"375\" height=\"250\""))
    }

    @Test("Byte-identical runs (with and without an offset)", arguments: [[String](), ["--offset", "100,0"]])
    func deterministic(extra: [String]) throws {
        let first = try render([Self.fixed] + extra).svg
        let second = try render([Self.fixed] + extra).svg
        #expect(!first.isEmpty && first == second)
    }

    @Test("-o - writes the picture to standard output, the same as to a file")
    func standardOutput() throws {
        let run = try CLI.run(["render", Self.fixed, "-o", "-"])
        #expect(run.status == 0)
        #expect(run.output == (try render([Self.fixed]).svg))
    }

    @Test("A floating view (in the scroll view, pinned to the root's top) keeps its place when scrolled")
    func floatingView() throws {
        // The fixed example plus a 60 × 20 badge in the scroll view: top = root.top + 80,
        // leading = content leading + 10.
        var text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(Self.fixed), encoding: .utf8)
        text = text.replacingOccurrences(of: "</imageView>\n", with: """
            </imageView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bdg-ff-001" userLabel="Badge">
                <rect key="frame" x="10" y="30" width="60" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="60" id="Cst-ff-001"/>
                    <constraint firstAttribute="height" constant="20" id="Cst-ff-002"/>
                </constraints>
            </view>

            """)
        text = text.replacingOccurrences(of: "id=\"Cst-bb-008\"/>\n", with: """
            id="Cst-bb-008"/>
            <constraint firstItem="Bdg-ff-001" firstAttribute="top" secondItem="Vw0-bb-001" secondAttribute="top" constant="80" id="Cst-ff-003"/>
            <constraint firstItem="Bdg-ff-001" firstAttribute="leading" secondItem="Scr-bb-001" secondAttribute="leading" constant="10" id="Cst-ff-004"/>

            """)
        let input = try CLI.temporaryFolder().appendingPathComponent("Floating.storyboard")
        try Data(text.utf8).write(to: input)
        let (run, svg) = try render([input.path, "--offset", "0,100"])
        #expect(run.status == 0, "\(run.error)")
        #expect(svg.contains("class=\"view depth-3 is-floating\" data-id=\"Bdg-ff-001\""))
        #expect(svg.contains("data-id=\"Bdg-ff-001\" data-kind=\"floating\""))
        #expect(!svg.contains("is-floating\" data-id=\"Img-bb-001\""))
        // The badge stays 80 below the root's top; the image moves up: 150 - 100 = 50.
        let badge = try #require(rect(after: "data-id=\"Bdg-ff-001\" data-kind=\"view\"", in: svg))
        #expect(badge == ["x": 10, "y": 80, "width": 60, "height": 20])
        let image = try #require(rect(after: "data-id=\"Img-bb-001\" data-kind=\"view\"", in: svg))
        #expect(image["y"] == 50)
    }

    @Test("The ambiguous example marks the scroll view's content size and the image")
    func ambiguousExample() throws {
        let (run, svg) = try render([CLI.example("ImageInScrollView-Ambiguous")])
        #expect(run.status == 0)
        #expect(svg.contains("data-id=\"Scr-aa-001\" data-kind=\"content-ambiguity\""))
        #expect(svg.contains("data-kind=\"ambiguity\""))
    }

    @Test("An unknown --scene exits 64 and lists the scene ids")
    func unknownScene() throws {
        let (run, _) = try render([Self.fixed, "--scene", "nope"])
        #expect(run.status == 64)
        #expect(run.error.contains("ScB-bb-001"))
    }

    @Test("--scene picks the scene by id")
    func sceneByID() throws {
        let (run, svg) = try render([Self.fixed, "--scene", "ScB-bb-001"])
        #expect(run.status == 0)
        #expect(svg.contains("Img-bb-001"))
    }

    @Test("An unreadable input exits 2 and writes nothing")
    func unreadable() throws {
        let input = try TemporaryFiles.file(named: "Broken.storyboard", "<document type=\"com.apple")
        let (run, svg) = try render([input])
        #expect(run.status == 2)
        #expect(run.error.contains("Broken.storyboard"))
        #expect(svg.isEmpty)
    }

    @Test("The input is never overwritten", arguments: ["", "./"])
    func neverOverwritesInput(prefix: String) throws {
        let folder = try CLI.temporaryFolder()
        let input = folder.appendingPathComponent("Copy.storyboard")
        let original = try Data(contentsOf: CLI.packageRoot.appendingPathComponent(Self.fixed))
        try original.write(to: input)
        let alias = folder.appendingPathComponent(".").path + "/" + prefix + "Copy.storyboard"
        let run = try CLI.run(["render", input.path, "-o", alias])
        #expect(run.status != 0)
        #expect(try Data(contentsOf: input) == original)
    }

    @Test("A bad --offset is refused", arguments: ["100", "a,b", "1,2,3", "nan,0"])
    func badOffset(offset: String) throws {
        let (run, _) = try render([Self.fixed, "--offset", offset])
        #expect(run.status == 64)
    }
}
