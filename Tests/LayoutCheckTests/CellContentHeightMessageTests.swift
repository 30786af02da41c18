import Foundation
import LayoutCheck
import LayoutDiagnostics
import Testing

/// What `check` and `explain` say about the content view of a xib's top-level cell whose content
/// needs another height than the cell is drawn at (`CellContentHeightPolicy`): Xcode's "Ambiguous
/// Layout" words, the reason, and no constraint proposed (nothing is missing).
@Suite("The message for a top-level cell's content view at another height than its content needs")
struct CellContentHeightMessageTests {
    /// A 320 × 100 cell whose box is pinned 10 from the content view's top and bottom and 50 tall:
    /// the content needs 70.
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Cel-cm-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" \
        tableViewCell="Cel-cm-001" id="Cnt-cm-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-cm-001">
                                <rect key="frame" x="20" y="10" width="280" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="Hgt-cm-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Box-cm-001" firstAttribute="top" secondItem="Cnt-cm-001" secondAttribute="top" constant="10" id="Top-cm-001"/>
                            <constraint firstAttribute="bottom" secondItem="Box-cm-001" secondAttribute="bottom" constant="10" id="Bot-cm-001"/>
                            <constraint firstItem="Box-cm-001" firstAttribute="leading" secondItem="Cnt-cm-001" secondAttribute="leading" constant="20" id="Lea-cm-001"/>
                            <constraint firstAttribute="trailing" secondItem="Box-cm-001" secondAttribute="trailing" constant="20" id="Tra-cm-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test("check prints one error on the content view, in Xcode's words for an ambiguous height")
    func message() throws {
        let check = try CheckFixtures.check(Self.cell, path: "Cell.xib")
        #expect(check.diagnostics.map(\.kind) == [.missingConstraints])
        #expect(check.diagnostics.map(\.objectID) == ["Cnt-cm-001"])
        #expect(check.diagnostics.first?.message == "Height is ambiguous for \"Content View\" (Cnt-cm-001).")
    }

    @Test("explain gives the 100-pt row as the reason and proposes no constraint")
    func reasonWithoutFix() throws {
        let explanation = try #require(try CheckFixtures.check(Self.cell, path: "Cell.xib").explained().explanation)
        let item = try #require(explanation.items.first)
        #expect(item.fixIts.isEmpty)
        #expect(item.lines.count == 1)
        #expect(item.lines.first?.contains("the 100-pt row this top-level cell is drawn at") == true)
    }
}
