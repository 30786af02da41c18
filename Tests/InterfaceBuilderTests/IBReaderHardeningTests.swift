import Foundation
import Testing
import InterfaceBuilder

/// Inputs that used to pass in silence or be reported as something they are not (issue 17).
@Suite("Hardening: kinds, priorities, byte order marks and oversized values")
struct IBReaderHardeningTests {
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// A one-scene storyboard (line 1 `<document>`, the root view on line 2) with `type` as given.
    static func storyboard(type: String) -> String {
        """
        <document type="\(type)" version="3.0"><scenes><scene sceneID="s"><objects><viewController id="c" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
        </viewController></objects></scene></scenes></document>
        """
    }

    @Test("a storyboard whose type says XIB is read as a storyboard, and the disagreement is reported")
    func storyboardTypedAsXIB() throws {
        let document = try IBReader.read(data: Data(Self.storyboard(type: Self.xibType).utf8), path: "a.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.scenes.map(\.sceneID) == ["s"])
        #expect(IBLayout.layOut(document).map(\.id) == ["s"])
        let issue = try #require(document.issues.first)
        #expect(issue.kind == .typeDisagreesWithContent(type: Self.xibType, content: .storyboard))
        #expect(issue.location == IBSourceLocation(line: 1, column: 1))
        #expect(issue.message.contains("read as a storyboard"))
    }

    @Test("a one-byte typo in a storyboard's type is caught the same way")
    func typoInType() throws {
        let type = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboerd.XIB"
        let document = try IBReader.read(data: Data(Self.storyboard(type: type).utf8), path: "a.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.issues.map(\.kind) == [.typeDisagreesWithContent(type: type, content: .storyboard)])
    }

    @Test("a xib whose type says storyboard is read as a xib")
    func xibTypedAsStoryboard() throws {
        let xml = "<document type=\"\(Self.storyboardType)\" version=\"3.0\">\n<objects><view id=\"v\"/></objects></document>"
        let document = try IBReader.read(data: Data(xml.utf8), path: "a.xib")
        #expect(document.kind == .xib)
        #expect(document.topLevelViews.count == 1)
        #expect(document.issues.map(\.kind) == [.typeDisagreesWithContent(type: Self.storyboardType, content: .xib)])
    }

    @Test("a document that agrees with its type has no such issue")
    func agreeingType() throws {
        let document = try IBReader.read(data: Data(Self.storyboard(type: Self.storyboardType).utf8), path: "a.storyboard")
        #expect(document.issues.isEmpty)
    }

    @Test("a document without a single view says so at <document>")
    func noViews() throws {
        let xml = "<?xml version=\"1.0\"?>\n  <document type=\"\(Self.storyboardType)\" version=\"3.0\"><scenes/></document>"
        let document = try IBReader.read(data: Data(xml.utf8), path: "empty.storyboard")
        let issue = try #require(document.issues.first)
        #expect(document.issues.count == 1)
        #expect(issue.kind == .noViews)
        #expect(issue.location == IBSourceLocation(line: 2, column: 3))
    }

    @Test("hugging and compression priorities outside 1...1000 are errors and left out, as a constraint's are",
          arguments: ["0", "1001", "-5", "1e308"])
    func contentPriorityOutOfRange(value: String) throws {
        let xml = """
            <document type="\(Self.xibType)" version="3.0"><objects>
            <label id="L" horizontalHuggingPriority="\(value)" verticalHuggingPriority="251" \
            horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="\(value)"/>
            </objects></document>
            """
        let document = try IBReader.read(data: Data(xml.utf8), path: "p.xib")
        let label = try #require(document.views.first)
        #expect(label.horizontalHuggingPriority == nil)
        #expect(label.verticalHuggingPriority == 251)
        #expect(label.horizontalCompressionResistancePriority == 1000)
        #expect(label.verticalCompressionResistancePriority == nil)
        #expect(document.issues.map(\.kind) == [
            .contentPriorityOutOfRange(attribute: "horizontalHuggingPriority", value: Double(value)!),
            .contentPriorityOutOfRange(attribute: "verticalCompressionResistancePriority", value: Double(value)!),
        ])
        #expect(document.issues.allSatisfy { $0.severity == .error && $0.location.line == 2 })
    }

    @Test("one byte order mark is read past; a second one is refused at line 1, column 2")
    func byteOrderMarks() throws {
        let body = "<document type=\"\(Self.xibType)\" version=\"3.0\"><objects><view id=\"v\"/></objects></document>"
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try IBReader.read(data: Data(bom + Array(body.utf8)), path: "one.xib").views.count == 1)
        let error = try #require(readError(Data(bom + bom + Array(body.utf8)), path: "two.xib"))
        #expect(error.kind == .malformedXML(reason: "a second byte order mark (U+FEFF) at the start of the file"))
        #expect(error.line == 1)
        #expect(error.column == 2)
    }

    /// A xib whose label on line 3 has `text` of `length` bytes; the value's opening quote is column 20.
    static func labelWithText(length: Int) -> Data {
        let xml = "<document type=\"\(xibType)\" version=\"3.0\">\n<objects>\n<label id=\"L\" text=\""
            + String(repeating: "x", count: length) + "\"/>\n</objects></document>\n"
        return Data(xml.utf8)
    }

    @Test("an attribute value of 1,000,000 bytes is read; one byte more is refused where the value starts")
    func attributeValueLimit() throws {
        let document = try IBReader.read(data: Self.labelWithText(length: 1_000_000), path: "long.xib")
        #expect(document.views.first?.text?.utf8.count == 1_000_000)
        let error = try #require(readError(Self.labelWithText(length: 1_000_001), path: "long.xib"))
        #expect(error.kind == .malformedXML(reason: "an attribute value longer than 1000000 bytes"))
        #expect(error.line == 3)
        #expect(error.column == 20)
    }

    @Test("a 10 MB attribute (libxml2's own limit) is refused at its place, not as a syntax error at the end")
    func tenMegabyteAttribute() throws {
        let error = try #require(readError(Self.labelWithText(length: 10_000_001), path: "huge.xib"))
        #expect(error.line == 3)
        #expect(error.column == 20)
        #expect(error.message == "malformed XML: an attribute value longer than 1000000 bytes")
    }
}
