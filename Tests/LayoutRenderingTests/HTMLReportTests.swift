import Testing
@testable import LayoutRendering

/// The HTML report built from plain values: file names, anchors, links, escaping, determinism.
@Suite("HTML report")
struct HTMLReportTests {
    static let picture = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"oal-render\" viewBox=\"0 0 10 10\">\n"
        + "<g data-id=\"Scr-1\" data-kind=\"view\"><rect x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></g>\n</svg>\n"

    static let report = HTMLReport(title: "Report", documents: [
        HTMLReport.Document(path: "App/Base.lproj/Main.storyboard", scenes: [
            HTMLReport.Scene(id: "Sc-1", name: "Gallery <main>", summary: ["Scroll View (Scr-1): content size 680 × 450"],
                             svg: picture, issues: [
                                HTMLReport.Issue(severity: "warning", kind: "scrollable-content-size-ambiguity",
                                                 message: "Scrollable content size is ambiguous for \"Scroll View\".",
                                                 line: 17, column: 29, objectIDs: ["Scr-1"],
                                                 explanation: "Nothing fixes the content's width.",
                                                 fixIts: ["Pin the trailing edge of the content."]),
                             ]),
            HTMLReport.Scene(id: "Sc-2", name: "Settings", svg: picture, issues: []),
        ]),
        HTMLReport.Document(path: "broken.xib", error: "line 3: unexpected end of file", scenes: [],
                            issues: [HTMLReport.Issue(severity: "error", kind: "document",
                                                      message: "unexpected end of file", line: 3, column: 1)]),
    ])

    @Test("Page names: the path with unsafe characters as _, plus .html; index.html first")
    func pageNames() {
        let names = Self.report.pages().map(\.fileName)
        #expect(names == ["index.html", "App_Base.lproj_Main.storyboard.html", "broken.xib.html"])
    }

    @Test("Names never collide, ignoring case, and never replace the index", arguments: [
        (["a/b.xib", "a_b.xib", "A/B.xib"], ["a_b.xib.html", "a_b.xib-2.html", "A_B.xib-3.html"]),
        (["index"], ["index-2.html"]),
        ([".hidden/../x.xib", "", "é.xib"], ["hidden_.._x.xib.html", "document.html", "xib.html"]),
    ])
    func collisions(paths: [String], expected: [String]) {
        #expect(HTMLFileNames.pageNames(for: paths) == expected)
    }

    @Test("A very long path gives a name of at most 120 characters plus the extension")
    func longPath() throws {
        let name = try #require(HTMLFileNames.pageNames(for: [String(repeating: "abc/", count: 100) + "x.xib"]).first)
        #expect(name.count <= 125)
        #expect(name.hasSuffix("x.xib.html"))
    }

    @Test("The index links each document's page and each scene's anchor on it, with issue counts")
    func index() throws {
        let index = try #require(Self.report.pages().first?.html)
        #expect(index.contains("<a href=\"App_Base.lproj_Main.storyboard.html\">App/Base.lproj/Main.storyboard</a>"))
        #expect(index.contains("<a href=\"App_Base.lproj_Main.storyboard.html#scene-Sc-1\">Gallery &lt;main&gt;</a>"))
        #expect(index.contains("<a href=\"App_Base.lproj_Main.storyboard.html#scene-Sc-2\">Settings</a>"))
        #expect(index.contains("2 documents · 1 unreadable · 1 error · 1 warning"))
        #expect(!index.contains("<script"), "the index needs no script")
    }

    @Test("A document page: each scene a section with its anchor, picture inline, numbered issues")
    func documentPage() throws {
        let page = try #require(Self.report.pages().dropFirst().first?.html)
        #expect(page.contains("<section class=\"scene\" id=\"scene-Sc-1\" data-scene-id=\"Sc-1\">"))
        #expect(page.contains("<section class=\"scene\" id=\"scene-Sc-2\" data-scene-id=\"Sc-2\">"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == 2)
        #expect(page.contains("<li class=\"issue warning\" id=\"issue-1\" tabindex=\"0\" "
            + "data-kind=\"scrollable-content-size-ambiguity\" data-objects=\"Scr-1\">"))
        #expect(page.contains("<a class=\"anchor severity\" href=\"#issue-1\">warning</a>"))
        #expect(page.contains("<p class=\"explanation\">Nothing fixes the content&apos;s width.</p>"))
        #expect(page.contains("<li>Pin the trailing edge of the content.</li>"))
        #expect(page.contains("<a href=\"index.html\">"))
        #expect(page.contains("<p class=\"no-issues\">No issues.</p>"))
    }

    @Test("An unreadable document shows why, and its own issue")
    func unreadable() throws {
        let page = try #require(Self.report.pages().last?.html)
        #expect(page.contains("<p class=\"read-error\">line 3: unexpected end of file</p>"))
        #expect(page.contains("<li class=\"issue error\" id=\"issue-1\""))
    }

    @Test("Self-contained: no external scripts, styles, fonts or images")
    func selfContained() {
        for page in Self.report.pages() {
            let withoutNamespace = page.html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
            #expect(!withoutNamespace.contains("http://") && !withoutNamespace.contains("https://"))
            #expect(!page.html.contains("<link") && !page.html.contains("src=") && !page.html.contains("@import"))
        }
    }

    @Test("Same values, byte-identical pages")
    func deterministic() {
        #expect(Self.report.pages() == Self.report.pages())
    }
}
