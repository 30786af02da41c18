import Foundation
import Testing
import InterfaceBuilder
import OpenAutoLayout

/// `readSource` parses a file from the text it keeps (not from a second copy of the file), feeding the
/// parser in chunks: these check that it sees exactly what reading the bytes sees.
@Suite("Reading a file with its text", .serialized)
struct IBReaderSourceTests {
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    static func write(_ bytes: [UInt8], name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-source-\(UUID())-\(name)")
        try Data(bytes).write(to: url)
        return url
    }

    /// `count` labels of `text`, one per line (label N on line 5 + N), each with a height constraint.
    static func labels(_ count: Int, text: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"\(xibType)\" version=\"3.0\">\n"
            + "<objects>\n<view id=\"root\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/><subviews>\n"
        for index in 0..<count {
            xml += "<label text=\"\(text) \(index)\" id=\"l\(index)\"><constraints><constraint firstAttribute=\"height\" "
                + "constant=\"\(index)\" id=\"c\(index)\"/></constraints></label>\n"
        }
        return xml + "</subviews></view>\n</objects>\n</document>\n"
    }

    @Test("a file of many parser chunks reads as its bytes do: every view, constraint, line and column")
    func manyChunks() throws {
        // About 600 KB (the parser takes 128 KB at a time) of labels whose text holds multi-byte characters,
        // so chunk edges fall inside them; 4,000 labels keep the tree under the 5,000-view limit.
        let xml = Self.labels(4_000, text: "Zürich — 東京")
        let url = try Self.write(Array(xml.utf8), name: "chunks.xib")
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try IBReader.readSource(contentsOf: url)
        #expect(source.text == xml)
        #expect(source.document.views.count == 4_001)
        #expect(source.document.constraints.count == 4_000)
        let last = try #require(source.document.view(withID: "l3999"))
        #expect(last.text == "Zürich — 東京 3999")
        #expect(last.location == IBSourceLocation(line: 5 + 3_999, column: 1))
        #expect(source.document.constraint(withID: "c3999")?.constant == 3_999)
        #expect(source.document.constraint(withID: "c3999")?.location.column == 56)
        #expect(source.document == (try IBReader.read(data: Data(xml.utf8), path: url.path)))
    }

    @Test("a file that starts with a byte order mark keeps its locations")
    func byteOrderMark() throws {
        let body = Self.labels(2, text: "A")
        let url = try Self.write([0xEF, 0xBB, 0xBF] + Array(body.utf8), name: "bom.xib")
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try IBReader.readSource(contentsOf: url)
        #expect(source.document.views.count == 3)
        #expect(source.document.view(withID: "l1")?.location == IBSourceLocation(line: 6, column: 1))
        // The text is every byte of the file, the mark included, so an edit written back keeps it.
        #expect(source.text == "\u{FEFF}" + body)
        #expect(source.text?.utf8.count == body.utf8.count + 3)
    }

    @Test("a file that is not UTF-8 is parsed from its bytes, and refused as the parser finds it")
    func notUTF8() throws {
        // Latin-1 é (0xE9) in a label's text: not UTF-8; the parser reports the invalid character.
        let body = Array(Self.labels(1, text: "caf").utf8)
        let start = try #require(body.firstIndex(of: UInt8(ascii: "f")))
        var bytes = body
        bytes.insert(0xE9, at: start + 1)
        let url = try Self.write(bytes, name: "latin1.xib")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: IBReadError.self) { try IBReader.readSource(contentsOf: url) }
    }
}
