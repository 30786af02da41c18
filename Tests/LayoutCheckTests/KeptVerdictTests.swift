import Foundation
@testable import LayoutCheck
import LayoutDiagnostics
import InterfaceBuilder
import OpenAutoLayout
import Testing
import TestSupport

/// A 375 × 250 scroll view whose content view (pinned to the four content edges, as wide as the
/// scroll view, recorded 375 × 300) holds one row pinned to its top, sides and bottom, of height at
/// least 300. Nothing gives the row or the content view a height, so the content height is
/// ambiguous; the solution puts both at 300 (the least the row allows, which is their record).
private let rowInScroll = ExplainFixFixtures.scrollScene(
    content: """
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cvK-00-001" userLabel="Content View">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rwK-00-001" userLabel="Row">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="300" id="hcK-00-001"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="rwK-00-001" firstAttribute="top" secondItem="cvK-00-001" secondAttribute="top" id="rcK-00-001"/>
                                                <constraint firstItem="rwK-00-001" firstAttribute="leading" secondItem="cvK-00-001" secondAttribute="leading" id="rcK-00-002"/>
                                                <constraint firstAttribute="trailing" secondItem="rwK-00-001" secondAttribute="trailing" id="rcK-00-003"/>
                                                <constraint firstAttribute="bottom" secondItem="rwK-00-001" secondAttribute="bottom" id="rcK-00-004"/>
                                            </constraints>
                                        </view>
    """,
    constraints: """
                                        <constraint firstItem="cvK-00-001" firstAttribute="top" secondItem="svA-00-001" secondAttribute="top" id="scK-00-001"/>
                                        <constraint firstItem="cvK-00-001" firstAttribute="leading" secondItem="svA-00-001" secondAttribute="leading" id="scK-00-002"/>
                                        <constraint firstAttribute="trailing" secondItem="cvK-00-001" secondAttribute="trailing" id="scK-00-003"/>
                                        <constraint firstAttribute="bottom" secondItem="cvK-00-001" secondAttribute="bottom" id="scK-00-004"/>
                                        <constraint firstItem="cvK-00-001" firstAttribute="width" secondItem="svA-00-001" secondAttribute="width" id="scK-00-005"/>
    """)

@Suite("Content-size and Update Frames fix-its judged on the kept passes, as a new layout would judge them")
struct KeptVerdictTests {
    private let contentView = "cvK-00-001"
    private let scrollHeight = (scrollViewID: "svA-00-001", axes: LayoutIssue.Axes.vertical)

    private func read(_ text: String) throws -> IBDocument {
        try IBReader.read(data: Data(text.utf8), path: "Kept.storyboard")
    }

    private func kept(_ document: IBDocument, scene: String) throws -> IBKeptScene {
        try #require(IBKeptScene(document: document, sceneID: scene, mode: .designTime))
    }

    private func height(_ constant: Double, to second: String? = nil) -> IBConstraintSpec {
        IBConstraintSpec(id: "new-height", firstItem: contentView, firstAttribute: .height,
                         secondItem: second, secondAttribute: second == nil ? nil : .height, constant: constant)
    }

    @Test("The scene's issues: the content height, and the heights (and the row's y) that follow it")
    func issuesBefore() throws {
        let keys = DocumentExplanation.keys(try kept(try read(rowInScroll), scene: "scA-00-001").layout.issues)
        #expect(keys.contains(IssueKey(.scrollableContentSizeAmbiguity, ["svA-00-001", "height"])))
        #expect(keys.contains(IssueKey(.missingConstraints, ["cvK-00-001", "height"])))
    }

    @Test("Content View height = 300 holds at the solution and pins the content height through the bottom edge pin")
    func contentHeightDetermined() throws {
        let document = try read(rowInScroll)
        #expect(try kept(document, scene: "scA-00-001").verdict(adding: [height(300)], target: nil,
                                                               content: scrollHeight) == .determinesTarget)
        // A new layout with the fix agrees: 300 pins the content view, the row (300 − 0) and the content.
        #expect(IBLayout.layOut(document, adding: [height(300)]).flatMap(\.issues).isEmpty)
    }

    @Test("Content View height = the scroll view's 250 cannot hold beside the row's 300 at least: a conflict")
    func frameHeightConflicts() throws {
        let document = try read(rowInScroll)
        #expect(try kept(document, scene: "scA-00-001").verdict(adding: [height(0, to: "svA-00-001")], target: nil,
                                                               content: scrollHeight) == .conflicts)
    }

    @Test("Content View width = 375 repeats what the width constraint gives: nothing changes")
    func widthChangesNothing() throws {
        let width = IBConstraintSpec(id: "new-width", firstItem: contentView, firstAttribute: .width, constant: 375)
        #expect(try kept(try read(rowInScroll), scene: "scA-00-001").verdict(adding: [width], target: nil,
                                                                            content: scrollHeight) == .changesNothing)
    }

    /// A box placed at 20, 40 (100 × 50) by its constraints and recorded 10 pt to the right.
    private func movedBox() throws -> IBDocument {
        try read(ExplainFixFixtures.boxScene(frame: (30, 40, 100, 50),
                                             constraints: [("leading", 20), ("top", 40), ("width", 100), ("height", 50)],
                                             misplaced: true))
    }

    @Test("Update Frames to where the constraints put the box cures its misplacement, as a new layout finds")
    func updateFramesCures() throws {
        let document = try movedBox()
        let expected = Rect(x: 20, y: 40, width: 100, height: 50)
        #expect(DocumentExplanation.keys(IBLayout.layOut(document).flatMap(\.issues)) == [IssueKey(.misplacedView, ["bxC-00-001"])])
        #expect(try kept(document, scene: "scB-00-001").isNoLongerMisplaced(viewID: "bxC-00-001", at: expected) == true)
        #expect(IBLayout.layOut(document.updatingFrames([("bxC-00-001", expected)])).flatMap(\.issues).isEmpty)
    }

    @Test("A record still 5 pt off (more than the 0.5 pt tolerance) leaves the box misplaced")
    func updateFramesStillOff() throws {
        let frame = Rect(x: 25, y: 40, width: 100, height: 50)
        #expect(try kept(try movedBox(), scene: "scB-00-001").isNoLongerMisplaced(viewID: "bxC-00-001", at: frame) == false)
    }
}
