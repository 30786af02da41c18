import Foundation
import Testing
import InterfaceBuilder

@Suite("Size and depth limits", .serialized)
struct IBReaderLimitsTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#
        + "\n<objects>\n"
    static let footer = "</objects>\n</document>\n"

    /// A xib with `levels` nested `<view id="vN"><subviews>` lines (line 4 + N) around `<view id="leaf"/>`
    /// (line 4 + levels). `<document>` is depth 1 and `<objects>` 2, so view N is at depth 3 + 2N and the
    /// leaf at 3 + 2 × levels.
    static func nestedViews(levels: Int) -> Data {
        var xml = header
        for level in 0..<levels { xml += "<view id=\"v\(level)\"><subviews>\n" }
        xml += "<view id=\"leaf\"/>\n"
        for _ in 0..<levels { xml += "</subviews></view>\n" }
        return Data((xml + footer).utf8)
    }

    @Test("views nested up to the depth limit are read, the chain of superviews as long as written")
    func nestingUpToTheLimit() throws {
        // 498 levels put the leaf at depth 999, the deepest element at 1,000 being nothing deeper.
        let document = try IBReader.read(data: Self.nestedViews(levels: 498), path: "deep.xib")
        #expect(document.views.count == 499)
        var hops = 0
        var current = document.viewIndex(withID: "leaf")
        while let index = current, let parent = document.views[index].superview {
            hops += 1
            current = parent
        }
        #expect(hops == 498)
        #expect(document.views.last?.location.line == 502)
    }

    @Test("the first element nested past 1,000 levels refuses the file at its line")
    func nestingPastTheLimit() throws {
        // 499 levels: the leaf is at depth 3 + 998 = 1,001, on line 4 + 499.
        let error = try #require(readError(Self.nestedViews(levels: 499), path: "deep.xib"))
        #expect(error.kind == .nestingTooDeep(limit: 1_000))
        #expect(error.line == 503)
        #expect(error.column == 1)
        #expect(error.description.hasPrefix("deep.xib:503:1: error: elements nested more than 1000 levels deep"))
    }

    @Test("100,000 nested unknown elements stop at the first one past the limit, at its column")
    func deepUnknownNesting() throws {
        let depth = 100_000
        let xml = Self.header + "<view id=\"root\">" + String(repeating: "<thing>", count: depth)
            + String(repeating: "</thing>", count: depth) + "</view>" + Self.footer
        let error = try #require(readError(Data(xml.utf8), path: "deep-unknown.xib"))
        // The view is depth 3, so <thing> k is at depth 3 + k: the 998th is the first past 1,000. It starts
        // after the 16 characters of `<view id="root">` and 997 `<thing>`s of 7: column 17 + 6,979.
        #expect(error.kind == .nestingTooDeep(limit: 1_000))
        #expect(error.line == 4)
        #expect(error.column == 6_996)
    }

    /// Its time is a benchmark (Benchmarks/README.md, "Memory and every subcommand on a large file"),
    /// not asserted here: a wall-clock bound fails on a loaded machine and proves nothing on a quiet one.
    @Test("a 50 MB file is read whole, every view and constraint counted")
    func largeFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-large-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("large.xib")
        // Top-level views of 1,000 labels each: a file this size is many scenes, not one of 280,000 views.
        let rootTag = "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/><subviews>\n"
        var xml = Self.header + "<view id=\"root0\">" + rootTag
        var count = 0, roots = 1
        while xml.utf8.count < 50_000_000 {
            if count > 0, count.isMultiple(of: 1_000) {
                xml += "</subviews></view>\n<view id=\"root\(roots)\">" + rootTag
                roots += 1
            }
            xml += """
                <label text="Row \(count)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(count)"><rect key="frame" \
                x="16" y="\(count * 20)" width="343" height="20"/><constraints><constraint firstAttribute="height" \
                constant="20" id="h\(count)"/></constraints></label>

                """
            count += 1
        }
        xml += "</subviews></view>\n" + Self.footer
        try Data(xml.utf8).write(to: url)
        let document = try IBReader.read(contentsOf: url)
        #expect(document.views.count == count + roots)
        #expect(document.topLevelViews.count == roots)
        #expect(document.constraints.count == count)
        #expect(document.views.last?.recordedFrame?.origin.y == Double((count - 1) * 20))
        #expect(document.issues.isEmpty)
    }

    /// A xib whose root view (line 4) holds `subviews` empty views, view N on line 5 + N.
    static func wideTree(subviews: Int) -> Data {
        var xml = header + "<view id=\"root\"><subviews>\n"
        for index in 0..<subviews { xml += "<view id=\"v\(index)\"/>\n" }
        return Data((xml + "</subviews></view>\n" + footer).utf8)
    }

    @Test("5,000 views in one tree are read; the 5,001st refuses the file at its line")
    func viewsPerTree() throws {
        let document = try IBReader.read(data: Self.wideTree(subviews: 4_999), path: "wide.xib")
        #expect(document.views.count == 5_000)
        // The root and 5,000 subviews: subview 4,999 (line 5 + 4,999) is the 5,001st view.
        let error = try #require(readError(Self.wideTree(subviews: 5_000), path: "wide.xib"))
        #expect(error.kind == .tooManyViews(limit: 5_000))
        #expect(error.line == 5_004)
        #expect(error.description.hasPrefix("wide.xib:5004:1: error: more than 5000 views in one scene"))
    }
}
