import Foundation
import Testing
import InterfaceBuilder

/// An 11 MB comment is a comment, not "malformed XML" (issue 24): libxml2 refuses comments past
/// 10,000,000 bytes, so the reader empties long ones before parsing, keeping every line and column.
@Suite("Long comments")
struct IBReaderLongCommentTests {
    /// Line 1 `<document>`, line 2 `<objects>`, lines 3–6 the comment (three line breaks inside),
    /// line 7 the label, whose `<label` starts after one space: column 2.
    static func xib(commentLength: Int) -> Data {
        let filler = String(repeating: "c", count: commentLength / 3)
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n"
            + "<!--" + filler + "\n" + filler + "\n" + filler + "\n-->\n"
            + " <label id=\"L\" text=\"after\"/>\n</objects></document>\n"
        return Data(xml.utf8)
    }

    @Test("A comment of 11 MB is read past; the label after it is where the file has it", arguments: [11_000_000, 3_000])
    func longComment(length: Int) throws {
        let document = try IBReader.read(data: Self.xib(commentLength: length), path: "long.xib")
        let label = try #require(document.views.first)
        #expect(label.id == "L" && label.text == "after")
        #expect(label.location == IBSourceLocation(line: 7, column: 2))
    }
}
