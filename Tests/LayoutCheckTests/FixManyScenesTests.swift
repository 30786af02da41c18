import Foundation
import InterfaceBuilder
import LayoutCheck
import Testing

/// `fix` on documents of many scenes: each fix is written into its own scene's text and judged on its
/// own scene, which keeps `fix` linear in the file (issue 17: it laid the whole document out again,
/// and searched the whole text, for every fix).
@Suite("fix on many scenes")
struct FixManyScenesTests {
    /// `count` scenes, each a root view holding one label pinned by its leading edge and height but
    /// not its top (one missing-constraints error per scene). With `oneLine`, all scenes share a line.
    static func storyboard(scenes count: Int, oneLine: Bool = false) -> String {
        let scenes = (0..<count).map { k in
            """
            <scene sceneID="s\(k)"><objects><viewController id="vc\(k)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root\(k)">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
            <label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="l\(k)">
            <rect key="frame" x="16" y="40" width="343" height="20"/>
            <constraints>
            <constraint firstAttribute="height" constant="20" id="h\(k)"/>
            </constraints>
            </label>
            </subviews>
            <constraints>
            <constraint firstItem="l\(k)" firstAttribute="leading" secondItem="root\(k)" secondAttribute="leading" constant="16" id="x\(k)"/>
            </constraints>
            </view>
            </viewController></objects></scene>
            """
        }.map { oneLine ? $0.replacingOccurrences(of: "\n", with: " ") : $0 }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc0">
            <scenes>
            \(scenes.joined(separator: oneLine ? " " : "\n"))
            </scenes>
            </document>

            """
    }

    /// The lines of `fixed` that `original` does not have.
    static func addedLines(_ original: String, _ fixed: String) -> [String] {
        let before = Set(original.split(separator: "\n").map(String.init))
        return fixed.split(separator: "\n").map(String.init).filter { !before.contains($0) }
    }

    @Test("each of 12 scenes gets its label's top constraint inside its own root's list, and nothing else changes")
    func eachSceneFixedInPlace() throws {
        let original = Self.storyboard(scenes: 12)
        let check = try CheckFixtures.check(original, path: "Many.storyboard")
        #expect(check.diagnostics.count == 12)
        let fix = DocumentFix(check: check)
        #expect(fix.addedConstraintCount == 12 && fix.applied.count == 12)
        let added = Self.addedLines(original, fix.text)
        #expect(added.count == 12)
        for k in 0..<12 {
            // The label's frame has y = 40, so the top is 40 below the root's; the new line sits just
            // above the root's `</constraints>`, after its leading constraint.
            let line = try #require(added.first { $0.contains("firstItem=\"l\(k)\"") })
            #expect(line.contains("firstAttribute=\"top\" secondItem=\"root\(k)\" secondAttribute=\"top\" constant=\"40\""))
            let sceneStart = try #require(fix.text.range(of: "<scene sceneID=\"s\(k)\">"))
            let leading = try #require(fix.text.range(of: "id=\"x\(k)\"/>\n", range: sceneStart.upperBound..<fix.text.endIndex))
            #expect(fix.text[leading.upperBound...].hasPrefix(line + "\n</constraints>"))
        }
        // Taking the added lines out gives the original back, byte for byte.
        let stripped = fix.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !added.contains($0) }.joined(separator: "\n")
        #expect(stripped == original)
        #expect(try CheckFixtures.check(fix.text, path: "Many.storyboard").diagnostics.isEmpty)
    }

    @Test("scenes written on one line are fixed the same way (the text is then edited as one piece)")
    func scenesOnOneLine() throws {
        let original = Self.storyboard(scenes: 4, oneLine: true)
        let fix = DocumentFix(check: try CheckFixtures.check(original, path: "OneLine.storyboard"))
        #expect(fix.addedConstraintCount == 4)
        for k in 0..<4 {
            #expect(fix.text.contains("firstItem=\"l\(k)\" firstAttribute=\"top\" secondItem=\"root\(k)\" secondAttribute=\"top\" constant=\"40\""))
        }
        #expect(try CheckFixtures.check(fix.text, path: "OneLine.storyboard").diagnostics.isEmpty)
    }

    @Test("the same document is fixed to the same bytes every time")
    func deterministic() throws {
        let original = Self.storyboard(scenes: 5)
        let first = DocumentFix(check: try CheckFixtures.check(original, path: "Many.storyboard")).text
        let second = DocumentFix(check: try CheckFixtures.check(original, path: "Many.storyboard")).text
        #expect(first == second && first != original)
    }
}
