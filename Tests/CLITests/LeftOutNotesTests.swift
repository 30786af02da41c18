import Foundation
import TestSupport
import Testing

/// No silent pass (issue 24, item 13): what `check` leaves out of a scene is named in a note and
/// counted in the closing line.
@Suite struct LeftOutNotesTests {
    /// Scene A: a 100-wide box whose constraint `ccA-00-005` ties its width to the box of scene B
    /// plus 1000 (100 = 100 + 1000 cannot hold, but another scene's view is not in this layout), and
    /// a navigation item with a title view holding a label (2 views) and a bar button custom view (1).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcA-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
        \(scene("A", extraConstraint: """
                                    <constraint firstItem="bxA-00-001" firstAttribute="width" secondItem="bxB-00-001" secondAttribute="width" constant="1000" id="ccA-00-005"/>
        """, navigationItem: """
                            <navigationItem key="navigationItem" title="Title" id="niA-00-001">
                                <view key="titleView" contentMode="scaleToFill" id="tvA-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbA-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="lbA-00-001" firstAttribute="width" constant="500" id="ccA-00-006"/>
                                    </constraints>
                                </view>
                                <barButtonItem key="rightBarButtonItem" id="bbA-00-001">
                                    <view key="customView" contentMode="scaleToFill" id="cuA-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </view>
                                </barButtonItem>
                            </navigationItem>
        """))
        \(scene("B"))
            </scenes>
        </document>
        """

    /// Scene `letter`: a controller whose root holds a 100 × 100 box at its top left.
    static func scene(_ letter: String, extraConstraint: String = "", navigationItem: String = "") -> String {
        """
                <scene sceneID="sc\(letter)-00-001">
                    <objects>
                        <viewController id="vc\(letter)-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt\(letter)-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx\(letter)-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bx\(letter)-00-001" firstAttribute="top" secondItem="rt\(letter)-00-001" secondAttribute="top" id="cc\(letter)-00-001"/>
                                    <constraint firstItem="bx\(letter)-00-001" firstAttribute="leading" secondItem="rt\(letter)-00-001" secondAttribute="leading" id="cc\(letter)-00-002"/>
                                    <constraint firstItem="bx\(letter)-00-001" firstAttribute="width" constant="100" id="cc\(letter)-00-003"/>
                                    <constraint firstItem="bx\(letter)-00-001" firstAttribute="height" constant="100" id="cc\(letter)-00-004"/>
        \(extraConstraint)
                                </constraints>
                            </view>
        \(navigationItem)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// The 1-based line of the skipped constraint, counted here.
    static var skippedLine: Int {
        (storyboard.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"ccA-00-005\"") } ?? -1) + 1
    }

    static func check(_ arguments: [String] = []) throws -> AutoLayoutCLI.Run {
        let path = try TemporaryFiles.file(named: "LeftOut.storyboard", storyboard)
        return try AutoLayoutCLI.run(["check"] + arguments + [path])
    }

    @Test func aConstraintNamingAnotherScenesViewIsANamedNote() throws {
        let run = try Self.check()
        let note = run.output.split(separator: "\n").first { $0.contains("ccA-00-005") }
        #expect(note?.contains(": note: scene ") == true)
        #expect(Self.skippedLine > 1)
        #expect(note?.contains("constraint ccA-00-005 at line \(Self.skippedLine) names bxB-00-001, which is not in this scene") == true)
    }

    @Test func viewsUnderTheNavigationItemAreSaidNotLaidOutOncePerScene() throws {
        let run = try Self.check()
        let notes = run.output.split(separator: "\n").filter { $0.contains("under the navigation item") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("3 views under the navigation item (tvA-00-001, cuA-00-001) not laid out") == true)
    }

    @Test func theClosingLineCountsWhatWasLeftOut() throws {
        let run = try Self.check()
        #expect(run.error.contains("0 warnings, 1 constraint skipped, 3 views not laid out, 0 unreadable"))
    }

    @Test func theJSONReportKeepsTheNotes() throws {
        let run = try Self.check(["--reporter", "json"])
        #expect(run.output.contains("it was skipped and is not checked"))
        #expect(run.output.contains("not laid out: the navigation bar sizes and places"))
    }
}
