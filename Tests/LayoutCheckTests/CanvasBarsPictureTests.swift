import LayoutCheck
import Testing
import TestSupport

/// A scene's picture draws the bars its canvas simulates, from the canvas rules
/// (`IBCanvasMetrics`): an Xcode 13 iPhone 8 canvas (375 × 667) draws a 20-pt status bar; a
/// simulated navigation bar adds 44 below it (20…64) and a simulated tab bar 49 at the bottom
/// (618…667).
@Suite("Scene pictures with the canvas's bars")
struct CanvasBarsScenePictureTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcK-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scK-00-001">
                    <objects>
                        <viewController id="vcK-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rtK-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("Status, navigation and tab bar are drawn where the canvas puts them, with their heights")
    func bars() throws {
        let path = try TemporaryFiles.file(named: "Bars.storyboard", Self.storyboard)
        let svg = try SceneRendering.svg(of: path, mode: .designTime, sceneID: nil)
        let bands = svg.components(separatedBy: "<g class=\"canvas-bar\"").dropFirst()
        #expect(bands.count == 3)
        let expected = [("status bar", "y=\"0\" width=\"375\" height=\"20\"", "status bar 20"),
                        ("navigation bar", "y=\"20\" width=\"375\" height=\"44\"", "navigation bar 44"),
                        ("tab bar", "y=\"618\" width=\"375\" height=\"49\"", "tab bar 49")]
        for (band, (name, rect, caption)) in zip(bands, expected) {
            #expect(band.contains("data-name=\"\(name)\""))
            #expect(band.contains("<rect x=\"0\" \(rect)/>"))
            #expect(band.contains(">\(caption)</text>"))
        }
        // The safe area they make: 64 at the top, 49 at the bottom.
        #expect(svg.contains("data-insets=\"64,0,49,0\""))
    }
}
