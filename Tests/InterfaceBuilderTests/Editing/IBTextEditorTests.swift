import Foundation
import InterfaceBuilder
import OpenAutoLayout
import Testing

@Suite("Editing an IB file as text: only the edited element changes")
struct IBTextEditorTests {
    static let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <view id="root">
                <subviews>
                    <view id="child">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-1"/>
                </constraints>
            </view>
        </document>

        """

    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test("A constraint joins the owner's list as its last entry, indented like its siblings")
    func insertIntoList() {
        var editor = IBTextEditor(text: Self.text)
        let spec = IBConstraintSpec(id: "c-2", firstItem: "child", firstAttribute: .width, constant: 20)
        let inserted = editor.insert(spec, ownerID: "root")
        #expect(inserted)
        let lines = Self.lines(editor.text)
        #expect(lines.count == Self.lines(Self.text).count + 1)
        #expect(lines[9] == #"            <constraint firstItem="child" firstAttribute="width" constant="20" id="c-2"/>"#)
        #expect(lines[10] == "        </constraints>")
    }

    @Test("A view without a list gets one before its end tag; the owner itself is left out as first item")
    func insertCreatesList() {
        var editor = IBTextEditor(text: Self.text)
        let spec = IBConstraintSpec(id: "c-3", firstItem: "child", firstAttribute: .height, relation: .greaterThanOrEqual,
                                    constant: 30.5, priority: 750)
        let inserted = editor.insert(spec, ownerID: "child")
        #expect(inserted)
        let lines = Self.lines(editor.text)
        #expect(lines[5] == "                <constraints>")
        #expect(lines[6] == #"                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30.5" priority="750" id="c-3"/>"#)
        #expect(lines[7] == "                </constraints>")
        #expect(lines[8] == "            </view>")
    }

    @Test("In a file written on one line, the constraint goes just before `</constraints>`, inside the list")
    func insertOnOneLine() {
        let text = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><view id="root"><subviews><view id="child"/></subviews><constraints>"#
            + #"<constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-1"/>"#
            + "</constraints></view></document>\n"
        var editor = IBTextEditor(text: text)
        let inserted = editor.insert(IBConstraintSpec(id: "c-2", firstItem: "child", firstAttribute: .width, constant: 20),
                                     ownerID: "root")
        #expect(inserted)
        // Before this, the element became a new line above the whole line, before `<document>`.
        #expect(editor.text == text.replacingOccurrences(
            of: "</constraints>", with: #"<constraint firstItem="child" firstAttribute="width" constant="20" id="c-2"/></constraints>"#))
    }

    @Test("An unknown owner changes nothing")
    func unknownOwner() {
        var editor = IBTextEditor(text: Self.text)
        let inserted = editor.insert(IBConstraintSpec(id: "c-4", firstItem: "x", firstAttribute: .width), ownerID: "nope")
        #expect(!inserted)
        #expect(editor.text == Self.text)
    }

    @Test("Removing a constraint removes its whole line and nothing else")
    func remove() {
        var editor = IBTextEditor(text: Self.text)
        let removed = editor.removeConstraint(withID: "c-1")
        #expect(removed)
        #expect(editor.text == Self.text.replacingOccurrences(
            of: #"            <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-1"/>"# + "\n",
            with: ""))
        let removedView = editor.removeConstraint(withID: "child")
        #expect(!removedView, "only <constraint> elements are removed")
    }

    @Test("Update Frames rewrites the frame as Xcode writes numbers: 0.0, whole numbers bare, noise dropped")
    func replaceFrame() {
        var editor = IBTextEditor(text: Self.text)
        let replaced = editor.replaceFrame(ofElementWithID: "child",
                                           with: Rect(x: 0, y: 16.000_000_000_1, width: 343.5, height: 44))
        #expect(replaced)
        #expect(Self.lines(editor.text)[4] == #"                <rect key="frame" x="0.0" y="16" width="343.5" height="44"/>"#)
        let replacedRoot = editor.replaceFrame(ofElementWithID: "root", with: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(!replacedRoot, "the root records no frame here")
    }
}
