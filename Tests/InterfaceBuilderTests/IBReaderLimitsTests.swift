import Foundation
import Testing
import InterfaceBuilder

@Suite("Size and depth limits", .serialized)
struct IBReaderLimitsTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">"#
        + "\n<objects>\n"
    static let footer = "</objects>\n</document>\n"

    @Test("10,000 nested views read without recursion; the chain of superviews is 10,000 long")
    func deepNesting() throws {
        let depth = 10_000
        var xml = Self.header
        for level in 0..<depth { xml += "<view id=\"v\(level)\"><subviews>\n" }
        xml += "<view id=\"leaf\"/>\n"
        for _ in 0..<depth { xml += "</subviews></view>\n" }
        xml += Self.footer
        let document = try IBReader.read(data: Data(xml.utf8), path: "deep.xib")
        #expect(document.views.count == depth + 1)
        var hops = 0
        var current = document.viewIndex(withID: "leaf")
        while let index = current, let parent = document.views[index].superview {
            hops += 1
            current = parent
        }
        #expect(hops == depth)
        #expect(document.views.last?.location.line == depth + 4)
    }

    @Test("10,000 nested unknown elements inside a view are skipped without recursion")
    func deepUnknownNesting() throws {
        let depth = 10_000
        let xml = Self.header + "<view id=\"root\">" + String(repeating: "<thing>", count: depth)
            + String(repeating: "</thing>", count: depth) + "</view>" + Self.footer
        let document = try IBReader.read(data: Data(xml.utf8), path: "deep-unknown.xib")
        #expect(document.views.map(\.id) == ["root"])
    }

    @Test("a 50 MB file reads in bounded time, every view and constraint counted")
    func largeFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-large-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("large.xib")
        var xml = Self.header + "<view id=\"root\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/><subviews>\n"
        var count = 0
        while xml.utf8.count < 50_000_000 {
            xml += """
                <label text="Row \(count)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(count)"><rect key="frame" \
                x="16" y="\(count * 20)" width="343" height="20"/><constraints><constraint firstAttribute="height" \
                constant="20" id="h\(count)"/></constraints></label>

                """
            count += 1
        }
        xml += "</subviews></view>\n" + Self.footer
        try Data(xml.utf8).write(to: url)
        let start = ContinuousClock.now
        let document = try IBReader.read(contentsOf: url)
        #expect(ContinuousClock.now - start < .seconds(120))
        #expect(document.views.count == count + 1)
        #expect(document.constraints.count == count)
        #expect(document.views.last?.recordedFrame?.y == Double((count - 1) * 20))
        #expect(document.issues.isEmpty)
    }
}
