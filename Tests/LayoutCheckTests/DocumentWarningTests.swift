import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import Testing

/// The reader's warnings and the layout's overflowing constraints reach the diagnostics (issue 17):
/// a document that is not what its `type` says, or that holds no view, is a warning, not silence;
/// a constraint whose result overflows is an error at its line.
@Suite("Document warnings and overflowing constraints as diagnostics")
struct DocumentWarningTests {
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    @Test("A storyboard whose type says XIB: a document warning at <document>, and its scene still laid out")
    func typeDisagreement() throws {
        let text = """
            <document type="\(Self.xibType)" version="3.0"><scenes><scene sceneID="s"><objects>
            <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </view></viewController></objects></scene></scenes></document>
            """
        let check = try CheckFixtures.check(text, path: "T.storyboard")
        #expect(check.scenes.map(\.id) == ["s"])
        let warning = try #require(check.diagnostics.first { $0.kind == .document })
        #expect(warning.severity == .warning)
        #expect((warning.line, warning.column) == (1, 1))
        #expect(warning.message == "type=\"\(Self.xibType)\" disagrees with the content (<scenes>): read as a storyboard")
        #expect(check.notes.isEmpty)
    }

    @Test("A document with no view is one document warning, located at <document>")
    func noViews() throws {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"\(Self.storyboardType)\" version=\"3.0\"><scenes/></document>"
        let check = try CheckFixtures.check(text, path: "Empty.storyboard")
        #expect(check.diagnostics == [Diagnostic(severity: .warning, kind: .document, objectID: nil, path: "Empty.storyboard",
                                                 line: 2, column: 1,
                                                 message: "no view found in the document: nothing was checked")])
    }

    /// A xib whose views are 80, 80e100, 80e200, … wide, each width constraint `multiplier` times
    /// the one before: the fifth width, 8e401, is beyond the largest Double (1.8e308).
    static func widthChain(count: Int) -> String {
        var xml = """
            <document type="\(xibType)" version="3.0" useAutolayout="YES"><objects>
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>

            """
        for index in 0..<count { xml += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\"/>\n" }
        xml += "</subviews><constraints>\n"
        xml += "<constraint firstItem=\"v0\" firstAttribute=\"width\" constant=\"80\" id=\"w0\"/>\n"
        for index in 1..<count {
            xml += "<constraint firstItem=\"v\(index)\" firstAttribute=\"width\" secondItem=\"v\(index - 1)\" "
                + "secondAttribute=\"width\" multiplier=\"1e100\" id=\"w\(index)\"/>\n"
        }
        return xml + "</constraints></view></objects></document>\n"
    }

    @Test("A constraint whose result overflows is one error diagnostic at its line; no message holds inf")
    func overflowingConstraint() throws {
        let text = Self.widthChain(count: 6)
        let check = try CheckFixtures.check(text, path: "Chain.xib")
        let errors = check.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.objectID) == ["w4"])
        let error = try #require(errors.first)
        #expect(error.kind == .document)
        #expect(error.line == CheckFixtures.line(of: "id=\"w4\"", in: text))
        #expect(error.message.contains("its result overflows"))
        #expect(!check.diagnostics.contains { $0.message.contains("inf") })
    }

    @Test("A chain that stays finite has no error")
    func finiteChain() throws {
        let check = try CheckFixtures.check(Self.widthChain(count: 4), path: "Chain.xib")
        #expect(!check.diagnostics.contains { $0.severity == .error })
    }
}
