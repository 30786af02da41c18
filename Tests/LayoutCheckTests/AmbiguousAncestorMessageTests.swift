import Foundation
import LayoutCheck
import LayoutDiagnostics
import Testing

/// What `check` and `explain` say about views whose own constraints are complete, inside a view
/// whose position is ambiguous (`AmbiguousAncestorPolicy`): Xcode 9 and earlier flag them too, so
/// each gets an issue naming the ancestor; from Xcode 10 only the ancestor has one.
@Suite("Views inside an ambiguous view, before and from Xcode 10")
struct AmbiguousAncestorMessageTests {
    /// "Container" is pinned leading and trailing and 100 tall, but nothing places it vertically:
    /// its Y position is ambiguous. "Badge" (50 × 50, 10 in from its corner) and "Dot" (10 × 10,
    /// 5 in from the badge's corner) are fixed inside it; a fixed-frame "Plate" has no constraints.
    /// "Panel" is pinned leading, trailing and top at 300 but nothing sizes its height; "Chip"
    /// (40 × 40, 10 in from its top left) is fixed inside it, and so is its place on the canvas.
    static func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
        useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="Sce-aa-001">
                    <objects>
                        <viewController id="Vcr-aa-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Rtv-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ctr-aa-001" userLabel="Container">
                                        <rect key="frame" x="0.0" y="40" width="375" height="100"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bdg-aa-001" userLabel="Badge">
                                                <rect key="frame" x="10" y="10" width="50" height="50"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dot-aa-001" userLabel="Dot">
                                                        <rect key="frame" x="5" y="5" width="10" height="10"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="10" id="Cxx-aa-001"/>
                                                            <constraint firstAttribute="height" constant="10" id="Cxx-aa-002"/>
                                                        </constraints>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="50" id="Cxx-aa-003"/>
                                                    <constraint firstAttribute="height" constant="50" id="Cxx-aa-004"/>
                                                    <constraint firstItem="Dot-aa-001" firstAttribute="leading" secondItem="Bdg-aa-001" secondAttribute="leading" constant="5" id="Cxx-aa-005"/>
                                                    <constraint firstItem="Dot-aa-001" firstAttribute="top" secondItem="Bdg-aa-001" secondAttribute="top" constant="5" id="Cxx-aa-006"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Plt-aa-001" userLabel="Plate">
                                                <rect key="frame" x="100" y="10" width="40" height="40"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="Cxx-aa-007"/>
                                            <constraint firstItem="Bdg-aa-001" firstAttribute="leading" secondItem="Ctr-aa-001" secondAttribute="leading" constant="10" id="Cxx-aa-008"/>
                                            <constraint firstItem="Bdg-aa-001" firstAttribute="top" secondItem="Ctr-aa-001" secondAttribute="top" constant="10" id="Cxx-aa-009"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pnl-aa-001" userLabel="Panel">
                                        <rect key="frame" x="0.0" y="300" width="375" height="100"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Chp-aa-001" userLabel="Chip">
                                                <rect key="frame" x="10" y="10" width="40" height="40"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="40" id="Cxx-aa-010"/>
                                                    <constraint firstAttribute="height" constant="40" id="Cxx-aa-011"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Chp-aa-001" firstAttribute="leading" secondItem="Pnl-aa-001" secondAttribute="leading" constant="10" id="Cxx-aa-012"/>
                                            <constraint firstItem="Chp-aa-001" firstAttribute="top" secondItem="Pnl-aa-001" secondAttribute="top" constant="10" id="Cxx-aa-013"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Ctr-aa-001" firstAttribute="leading" secondItem="Rtv-aa-001" secondAttribute="leading" id="Cxx-aa-014"/>
                                    <constraint firstAttribute="trailing" secondItem="Ctr-aa-001" secondAttribute="trailing" id="Cxx-aa-015"/>
                                    <constraint firstItem="Pnl-aa-001" firstAttribute="leading" secondItem="Rtv-aa-001" secondAttribute="leading" id="Cxx-aa-016"/>
                                    <constraint firstAttribute="trailing" secondItem="Pnl-aa-001" secondAttribute="trailing" id="Cxx-aa-017"/>
                                    <constraint firstItem="Pnl-aa-001" firstAttribute="top" secondItem="Rtv-aa-001" secondAttribute="top" constant="300" id="Cxx-aa-018"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func ambiguityMessages(toolsVersion: String) throws -> [String] {
        let check = try CheckFixtures.check(document(toolsVersion: toolsVersion), path: "Ancestor.storyboard")
        return check.diagnostics.filter { $0.kind == .missingConstraints }.map(\.message)
    }

    static let container = "\"Container\" (Ctr-aa-001): Need constraints for: Y position"
    static let panel = "\"Panel\" (Pnl-aa-001): Need constraints for: height"

    @Test("Xcode 9.2 (13771): the badge and the dot inside it get an issue naming the container; the plate and the chip none")
    func beforeXcode10() throws {
        let messages = try Self.ambiguityMessages(toolsVersion: "13771")
        #expect(messages.contains(Self.container))
        #expect(messages.contains(Self.panel))
        #expect(messages.contains(
            "Vertical position is ambiguous for \"Badge\" (Bdg-aa-001) because its superview \"Container\" (Ctr-aa-001) is ambiguous."))
        #expect(messages.contains(
            "Vertical position is ambiguous for \"Dot\" (Dot-aa-001) because its ancestor \"Container\" (Ctr-aa-001) is ambiguous."))
        // The plate has no constraints (Xcode never flags it); the chip's canvas position is fixed.
        #expect(messages.count == 4)
    }

    @Test("Xcode 10 (14490): only the container and the panel have issues", arguments: ["14490", "17701"])
    func fromXcode10(toolsVersion: String) throws {
        #expect(try Self.ambiguityMessages(toolsVersion: toolsVersion).sorted() == [Self.container, Self.panel])
    }

    @Test("explain points at the container and proposes no constraint for the badge")
    func reasonWithoutFix() throws {
        let check = try CheckFixtures.check(Self.document(toolsVersion: "13771"), path: "Ancestor.storyboard")
        let explanation = try #require(check.explained().explanation)
        let item = try #require(explanation.items.first { $0.objectID == "Bdg-aa-001" })
        #expect(item.fixIts.isEmpty)
        #expect(item.lines.count == 1)
        #expect(item.lines.first?.contains("nothing fixes where \"Container\" (Ctr-aa-001) is") == true)
        // The container's own issue still proposes its constraints.
        let container = try #require(explanation.items.first { $0.objectID == "Ctr-aa-001" })
        #expect(!container.fixIts.isEmpty)
    }
}
