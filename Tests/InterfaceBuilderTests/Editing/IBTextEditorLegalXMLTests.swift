import Foundation
import InterfaceBuilder
import OpenAutoLayout
import Testing

/// Issue 24: edits land on the element the reader parsed, whatever legal XML surrounds it. Each case
/// writes the same small xib another legal way and states, line by line, what the edit must leave.
@Suite("Editing at the parsed elements' bytes, in every legal form of XML")
struct IBTextEditorLegalXMLTests {
    static let c1 = #"<constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-1"/>"#
    static let c2 = #"<constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-2"/>"#
    static let childFrame = #"<rect key="frame" x="0.0" y="0.0" width="10" height="10"/>"#

    /// The xib with its two constraint lines and the child's frame line as given.
    static func document(c1: String = c1, c2: String = c2, beforeClose: String = "", frame: String = childFrame) -> String {
        [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#,
            "    <objects>",
            #"        <view contentMode="scaleToFill" id="root">"#,
            #"            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>"#,
            "            <subviews>",
            #"                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="child">"#,
            "                    " + frame,
            "                </view>",
            "            </subviews>",
            "            <constraints>",
            c1.isEmpty ? nil : "                " + c1,
            c2.isEmpty ? nil : "                " + c2,
            beforeClose.isEmpty ? nil : "                " + beforeClose,
            "            </constraints>",
            "        </view>",
            "    </objects>",
            "</document>",
            "",
        ].compactMap { $0 }.joined(separator: "\n")
    }

    static let width = IBConstraintSpec(id: "c-3", firstItem: "child", firstAttribute: .width, constant: 20)
    static let widthLine = #"                <constraint firstItem="child" firstAttribute="width" constant="20" id="c-3"/>"#

    static func removing(_ id: String, from text: String) -> String {
        var editor = IBTextEditor(text: text)
        let edited1 = editor.removeConstraint(withID: id)
        #expect(edited1)
        return editor.text
    }

    @Test("`<constraint …></constraint>` is removed with its end tag, and the lists around it stay whole")
    func endTagForm() {
        let written = Self.c1.replacingOccurrences(of: "/>", with: "></constraint>")
        #expect(Self.removing("c-1", from: Self.document(c1: written)) == Self.document(c1: ""))
    }

    @Test("A comment holding markup and the id is left as it is; the element itself is removed")
    func commentWithMarkup() {
        let comment = #"<!-- <constraint id="c-2"/></constraints></view> -->"#
        let text = Self.document(c1: comment, c2: Self.c2)
        #expect(Self.removing("c-2", from: text) == Self.document(c1: comment, c2: ""))
    }

    @Test("A processing instruction holding an end tag does not move the inserted constraint")
    func processingInstruction() {
        let instruction = "<?keep </constraints></view>?>"
        var editor = IBTextEditor(text: Self.document(beforeClose: instruction))
        let edited2 = editor.insert(Self.width, ownerID: "root")
        #expect(edited2)
        let expected = Self.document(beforeClose: instruction)
            .replacingOccurrences(of: "            </constraints>", with: Self.widthLine + "\n            </constraints>")
        #expect(editor.text == expected)
    }

    @Test("Single-quoted attributes and `/>` inside a value are read as the parser reads them")
    func quoting() {
        let single = Self.c2.replacingOccurrences(of: "\"", with: "'")
        #expect(Self.removing("c-2", from: Self.document(c2: single)) == Self.document(c2: ""))
        let slash = Self.c1.replacingOccurrences(of: #"id="c-1""#, with: #"identifier="a/>b" id="c-1""#)
        #expect(Self.removing("c-1", from: Self.document(c1: slash)) == Self.document(c1: ""))
    }

    @Test("A byte order mark is kept, and offsets count it")
    func byteOrderMark() {
        let text = "\u{FEFF}" + Self.document()
        #expect(Self.removing("c-1", from: text) == "\u{FEFF}" + Self.document(c1: ""))
    }

    @Test("In a CRLF file the new list and its lines end in CRLF, and a removed line takes its CRLF")
    func crlf() {
        let text = Self.document().replacingOccurrences(of: "\n", with: "\r\n")
        var editor = IBTextEditor(text: text)
        let edited3 = editor.insert(Self.width, ownerID: "child")
        #expect(edited3)
        let edited4 = editor.removeConstraint(withID: "c-1")
        #expect(edited4)
        let expected = Self.document(c1: "").replacingOccurrences(
            of: "                </view>",
            with: "                    <constraints>\n"
                + #"                        <constraint firstAttribute="width" constant="20" id="c-3"/>"# + "\n"
                + "                    </constraints>\n                </view>")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(editor.text == expected)
        #expect(!editor.text.utf8.enumerated().contains { $0.element == 10 && $0.offset > 0
            && Array(editor.text.utf8)[$0.offset - 1] != 13 })
    }

    @Test("A frame written with an end tag is replaced whole")
    func frameWithEndTag() {
        let frame = "<rect key='frame' x='0.0' y='0.0' width='10' height='10'></rect>"
        var editor = IBTextEditor(text: Self.document(frame: frame))
        let edited5 = editor.replaceFrame(ofElementWithID: "child", with: Rect(x: 5, y: 6, width: 30.5, height: 40))
        #expect(edited5)
        #expect(editor.text == Self.document(frame: #"<rect key="frame" x="5" y="6" width="30.5" height="40"/>"#))
    }

    @Test("An id the document does not have edits nothing")
    func unknownID() {
        var editor = IBTextEditor(text: Self.document())
        let edited6 = editor.removeConstraint(withID: "c-9")
        #expect(!edited6)
        let edited7 = editor.removeConstraint(withID: "child")
        #expect(!edited7)
        let edited8 = editor.insert(Self.width, ownerID: "nowhere")
        #expect(!edited8)
        #expect(editor.edits.isEmpty && editor.text == Self.document())
    }
}
