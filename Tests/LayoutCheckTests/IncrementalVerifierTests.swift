import Foundation
@testable import LayoutCheck
import LayoutDiagnostics
import InterfaceBuilder
import OpenAutoLayout
import Testing
import TestSupport

/// A scene with one box: leading 20 and top 40 from the root, width 100, height at least 50, and a
/// recorded frame of 20, 40, 100 × 50. Its height is the only free variable: the solution's is 50
/// (the least the constraint allows, which is the record, so nothing is misplaced).
private let boxScene = ExplainFixFixtures.rootScene("""
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxB-00-001" userLabel="Box">
                                    <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="bcB-00-001"/>
                                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="50" id="bcB-00-002"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bxB-00-001" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" constant="20" id="rcB-00-001"/>
                                <constraint firstItem="bxB-00-001" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" constant="40" id="rcB-00-002"/>
                            </constraints>
    """)

@Suite("Fix-its verified on the scene's solved layout passes, without laying it out again")
struct IncrementalVerifierTests {
    private let box = "bxB-00-001"
    private let heightTarget = [IssueKey(.missingConstraints, ["bxB-00-001", "height"])]

    private func document() throws -> IBDocument {
        try IBReader.read(data: Data(boxScene.utf8), path: "Box.storyboard")
    }

    private func kept() throws -> IBKeptScene {
        try #require(IBKeptScene(document: try document(), sceneID: "scB-00-001", mode: .designTime))
    }

    private func verifier() throws -> SceneVerifier {
        let document = try document()
        let scene = try #require(IBLayout.layOut(document).first)
        return SceneVerifier(scene: scene, sceneOnly: document.keepingRoots(ofScene: scene.id), mode: .designTime)
    }

    /// What `explain` and `fix` conclude about `spec` (kept passes first, a new layout if they cannot tell).
    private func isGood(_ spec: IBConstraintSpec) throws -> Bool {
        var verifier = try verifier()
        return verifier.isGood(adding: [spec], target: heightTarget, ambiguousTarget: (box, .height))
    }

    private func size(_ attribute: IBAttribute, _ constant: Double) -> IBConstraintSpec {
        IBConstraintSpec(id: "new-\(attribute)-\(constant)", firstItem: box, firstAttribute: attribute, constant: constant)
    }

    @Test("The scene's one issue is the box's height, and the kept layout reports exactly that")
    func keptLayoutIsCheck() throws {
        #expect(DocumentExplanation.keys(try kept().layout.issues) == heightTarget)
    }

    @Test("height = 50 pins the only free variable at the value it has: accepted without a new layout")
    func determiningCandidateAccepted() throws {
        #expect(try kept().verdict(adding: [size(.height, 50)], target: (box, .height)) == .determinesTarget)
        #expect((try isGood(size(.height, 50))))
    }

    @Test("width = 100 repeats a constraint: nothing changes, the height stays free, so it is rejected")
    func redundantCandidateRejected() throws {
        #expect(try kept().verdict(adding: [size(.width, 100)], target: (box, .height)) == .changesNothing)
        #expect(!(try isGood(size(.width, 100))))
    }

    @Test("width = 120 cannot hold beside width = 100: a conflict, rejected")
    func conflictingCandidateRejected() throws {
        #expect(try kept().verdict(adding: [size(.width, 120)], target: (box, .height)) == .conflicts)
        #expect(!(try isGood(size(.width, 120))))
    }

    @Test("height = 60 moves the box off its recorded 50: undecided on the kept passes, and the layout it falls back to finds the box misplaced")
    func movingCandidateFallsBack() throws {
        #expect(try kept().verdict(adding: [size(.height, 60)], target: (box, .height)) == .undecided)
        #expect(!(try isGood(size(.height, 60))))
    }
}
