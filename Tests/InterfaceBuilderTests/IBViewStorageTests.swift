import Foundation
import Testing
@testable import InterfaceBuilder
import OpenAutoLayout

/// Attributes only some views record are stored apart (`IBView.recordedAttributes`); these check that
/// the split changes nothing a reader of a view can see, and that a view recording none of them stores none.
@Suite("View attribute storage")
struct IBViewStorageTests {
    static func plainView() -> IBView {
        IBView(elementName: "view", isKnownElement: true, id: "v", location: IBSourceLocation(line: 3, column: 5))
    }

    @Test("a view that records none of the occasional attributes stores none of them, and reads their defaults")
    func plainViewStoresNothing() {
        let view = Self.plainView()
        #expect(view.recordedAttributes.isEmpty)
        #expect(view.font == nil && view.stackView == nil && view.horizontalHuggingPriority == nil)
        #expect(view.layoutGuides.isEmpty && view.variations.isEmpty && view.simulatedMetrics.isEmpty)
        // Setting an attribute to its default (what the reader does for every absent one) stores nothing.
        var written = view
        written.font = nil
        written.numberOfLines = nil
        written.layoutGuides = []
        #expect(written.recordedAttributes.isEmpty)
        #expect(written == view)
    }

    @Test("each occasional attribute reads back what was written, and a copy is independent of the original")
    func valuesReadBack() {
        var view = Self.plainView()
        view.font = IBFont(type: "system", pointSize: 17, style: nil, name: nil, weight: nil)
        view.verticalHuggingPriority = 251
        view.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutGuides.append(IBViewLayoutGuide(key: "safeArea", id: "g", location: IBSourceLocation(line: 4, column: 1)))
        var copy = view
        copy.verticalHuggingPriority = 750
        copy.layoutGuides.removeAll()
        #expect(view.font?.pointSize == 17)
        #expect(view.verticalHuggingPriority == 251)
        #expect(view.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.safeAreaLayoutGuideID == "g")
        #expect(copy.verticalHuggingPriority == 750)
        #expect(copy.safeAreaLayoutGuideID == nil)
        #expect(copy.font == view.font)
    }

    @Test("a view whose attributes return to their defaults equals, and hashes as, one that never had them")
    func resetEqualsFresh() {
        var view = Self.plainView()
        view.title = "OK"
        view.simulatedMetrics.statusBar = IBSimulatedMetric(elementName: "simulatedStatusBarMetrics")
        #expect(view != Self.plainView())
        view.title = nil
        view.simulatedMetrics = IBSimulatedMetrics()
        #expect(view.recordedAttributes.isEmpty)
        #expect(view == Self.plainView())
        #expect(view.hashValue == Self.plainView().hashValue)
    }

    @Test("a document's plain views store no occasional attributes; its label keeps its font and lines")
    func readDocument() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>
            <view id="plain"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <label text="Hi" numberOfLines="2" id="label"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>
            </subviews></view>
            </objects>
            </document>
            """
        let document = try IBReader.read(data: Data(xml.utf8), path: "storage.xib")
        let plain = try #require(document.view(withID: "plain"))
        let label = try #require(document.view(withID: "label"))
        #expect(plain.recordedAttributes.isEmpty)
        #expect(plain.recordedFrame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(label.font?.pointSize == 13)
        #expect(label.numberOfLines == 2)
        #expect(label.text == "Hi")
    }
}
