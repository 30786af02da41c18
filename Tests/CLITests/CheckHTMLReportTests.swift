import Foundation
import TestSupport
import Testing

/// `autolayout check --html DIR` end to end on the bundled examples: the files, the links
/// between them, the inline pictures, and nothing fetched from the network.
@Suite("autolayout check --html")
struct CheckHTMLReportTests {
    static let pages = [
        "index.html",
        "Examples_Storyboards_ContainerView-VerticalScrolling.storyboard.html",
        "Examples_Storyboards_ImageInScrollView-Ambiguous.storyboard.html",
        "Examples_Storyboards_ImageInScrollView-Fixed.storyboard.html",
    ]

    /// Runs `check Examples/Storyboards --html` into a fresh folder; returns the folder.
    func report(_ extra: [String] = []) throws -> (run: CLI.Run, folder: URL) {
        let folder = try CLI.temporaryFolder().appendingPathComponent("report")
        let run = try CLI.run(["check", "Examples/Storyboards", "--html", folder.path] + extra)
        return (run, folder)
    }

    func contents(of folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return result
    }

    /// Every value of `attribute="…"` in `html`, in order.
    func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("An index and one page per document; the exit status is check's (the ambiguous example's errors: 1)")
    func files() throws {
        let (run, folder) = try report()
        #expect(run.status == 1, "\(run.error)")
        #expect(try contents(of: folder).keys.sorted() == Self.pages.sorted())
        // The text report is still printed.
        #expect(run.output.contains("content size 680 × 450"))
    }

    @Test("Every link reaches an existing file, and its anchor an element with that id")
    func links() throws {
        let pages = try contents(of: try report().folder)
        var checked = 0
        for (name, html) in pages {
            for href in values(of: "href", in: html) {
                let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? name : parts[0]
                let target = try #require(pages[file], "\(name): \(href) names a missing file")
                if parts.count == 2 {
                    #expect(target.contains(" id=\"\(parts[1])\""), "\(name): \(href) names a missing anchor")
                }
                checked += 1
            }
        }
        #expect(checked >= 3 + 3 + 2, "documents and scenes from the index, issues and the way back")
    }

    @Test("Each scene section holds an inline <svg> picture with the ids of its views")
    func pictures() throws {
        let pages = try contents(of: try report().folder)
        for name in Self.pages.dropFirst() {
            let html = try #require(pages[name])
            let sections = html.components(separatedBy: "<section class=\"scene\"").count - 1
            #expect(sections == 1, "\(name)")
            #expect(html.components(separatedBy: "<svg xmlns").count - 1 == sections, "\(name)")
            #expect(!html.contains("<?xml"), "no XML declaration inside HTML")
        }
        let fixed = try #require(pages["Examples_Storyboards_ImageInScrollView-Fixed.storyboard.html"])
        for id in ["Vw0-bb-001", "Scr-bb-001", "Img-bb-001"] { #expect(fixed.contains("data-id=\"\(id)\"")) }
    }

    @Test("An issue names the objects to highlight, and the picture has elements with those ids")
    func highlightTargets() throws {
        let pages = try contents(of: try report().folder)
        let html = try #require(pages["Examples_Storyboards_ImageInScrollView-Ambiguous.storyboard.html"])
        let objects = values(of: "data-objects", in: html)
        #expect(objects == ["Scr-aa-001", "Img-aa-001"], "content size first (line 17), then the image (line 20)")
        for id in objects { #expect(html.contains("data-id=\"\(id)\" data-kind=\"view\"")) }
        #expect(html.contains("id=\"issue-1\"") && html.contains("id=\"issue-2\""))
    }

    @Test("Nothing is fetched: no http(s) reference besides the SVG namespace, no external script or style")
    func selfContained() throws {
        for (name, html) in try contents(of: try report().folder) {
            let stripped = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
            #expect(!stripped.contains("http://") && !stripped.contains("https://"), "\(name)")
            #expect(!html.contains(" src=") && !html.contains("<link") && !html.contains("@import"), "\(name)")
        }
    }

    @Test("Byte-identical reports across runs")
    func deterministic() throws {
        let first = try contents(of: try report().folder)
        let second = try contents(of: try report().folder)
        #expect(first == second)
    }

    @Test("An unreadable file gets a page that says why; exit 2")
    func unreadable() throws {
        let input = try TemporaryFiles.file(named: "Broken.storyboard", "<document type=\"com.apple")
        let folder = try CLI.temporaryFolder().appendingPathComponent("report")
        let run = try CLI.run(["check", input, "--html", folder.path])
        #expect(run.status == 2)
        let pages = try contents(of: folder)
        #expect(pages.count == 2)
        let page = try #require(pages.first { $0.key != "index.html" }?.value)
        #expect(page.contains("class=\"read-error\""))
    }
}
