import Foundation
import InterfaceBuilder
import Testing

@Suite("The reader records each element's exact bytes")
struct IBElementRangesTests {
    /// A xib whose view is written with an end tag and whose constraint closes itself, after a comment
    /// and a processing instruction that both look like markup.
    static let text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n"
        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"17701\" "
        + "targetRuntime=\"iOS.CocoaTouch\" useAutolayout=\"YES\">\r\n"
        + "<!-- <view id=\"v\"> --><?pi <x/> ?>\r\n"
        + "<objects><view id='v' userLabel=\"a/>b\"><constraints><constraint firstAttribute=\"width\" constant=\"1\" id=\"c\"/>"
        + "</constraints></view></objects>\r\n</document>\r\n"

    /// The byte offset of `marker`'s first occurrence after the comment and instruction.
    static func offset(of marker: String) -> Int {
        let bytes = Array(text.utf8), needle = Array(marker.utf8)
        let from = Array(text.utf8).indices.first { Array(bytes[$0...].prefix(6)) == Array("<objec".utf8) }!
        return (from...).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
    }

    @Test("Start tag, end tag and parent of each element, offsets counting the byte order mark")
    func ranges() throws {
        let source = try IBReader.readSource(data: Data(Self.text.utf8), path: "Ranges.xib")
        #expect(source.text == Self.text)
        let elements = source.elements
        let view = try #require(elements.element(withID: "v")), constraint = try #require(elements.element(withID: "c"))
        let viewRange = elements.elements[view]
        #expect(viewRange.start == Self.offset(of: "<view id='v'"))
        #expect(viewRange.startTagEnd == Self.offset(of: "<constraints>"))
        #expect(viewRange.endTagStart == Self.offset(of: "</view>"))
        #expect(viewRange.end == Self.offset(of: "</objects>"))
        let constraintRange = elements.elements[constraint]
        #expect(constraintRange.isSelfClosing)
        #expect(constraintRange.start == Self.offset(of: "<constraint "))
        #expect(constraintRange.end == Self.offset(of: "</constraints>"))
        // The constraint's parent is the `<constraints>` list, whose parent is the view.
        let list = try #require(constraintRange.parent)
        #expect(elements.elements[list].parent == view)
        #expect(elements.children(of: view) == [list])
        // document, objects, view, constraints, constraint: the comment and instruction are not elements.
        #expect(elements.elements.count == 5)
    }
}
