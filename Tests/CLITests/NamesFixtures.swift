/// Storyboards for how issue lines name objects: the old top layout guide, a label with a long
/// text, and two labels with the same text.
enum NamesFixtures {
    /// One scene (status bar 20 pt, so the top layout guide's bottom is at 20) with:
    /// - "Intro", a label with a 70-character text, pinned 8 below the top layout guide (y 28) and
    ///   also 100 below the root's top: a conflict between those two (and nothing else);
    /// - two labels both titled "Label", the first 100 wide, the second 50, and a constraint making
    ///   them equally wide: a second conflict, between the two labels' widths.
    /// Everything else is fixed: each label has a leading and (for the pair) a top constraint and
    /// its text gives its height.
    static let guidesAndTwins = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vcN-00-001">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="scN-00-001">
                    <objects>
                        <viewController id="vcN-00-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tlN-00-001"/>
                                <viewControllerLayoutGuide type="bottom" id="blN-00-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rtN-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome to the application, which checks storyboards for layout issues" translatesAutoresizingMaskIntoConstraints="NO" id="lbN-00-001">
                                        <rect key="frame" x="16" y="28" width="343" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbN-00-002">
                                        <rect key="frame" x="16" y="200" width="100" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbN-00-003">
                                        <rect key="frame" x="16" y="300" width="50" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbN-00-001" firstAttribute="top" secondItem="tlN-00-001" secondAttribute="bottom" constant="8" id="ctN-00-001"/>
                                    <constraint firstItem="lbN-00-001" firstAttribute="top" secondItem="rtN-00-001" secondAttribute="top" constant="100" id="ctN-00-002"/>
                                    <constraint firstItem="lbN-00-001" firstAttribute="leading" secondItem="rtN-00-001" secondAttribute="leading" constant="16" id="ctN-00-003"/>
                                    <constraint firstItem="lbN-00-002" firstAttribute="leading" secondItem="rtN-00-001" secondAttribute="leading" constant="16" id="ctN-00-004"/>
                                    <constraint firstItem="lbN-00-002" firstAttribute="top" secondItem="rtN-00-001" secondAttribute="top" constant="200" id="ctN-00-005"/>
                                    <constraint firstItem="lbN-00-002" firstAttribute="width" constant="100" id="ctN-00-006"/>
                                    <constraint firstItem="lbN-00-003" firstAttribute="leading" secondItem="rtN-00-001" secondAttribute="leading" constant="16" id="ctN-00-007"/>
                                    <constraint firstItem="lbN-00-003" firstAttribute="top" secondItem="rtN-00-001" secondAttribute="top" constant="300" id="ctN-00-008"/>
                                    <constraint firstItem="lbN-00-003" firstAttribute="width" constant="50" id="ctN-00-009"/>
                                    <constraint firstItem="lbN-00-002" firstAttribute="width" secondItem="lbN-00-003" secondAttribute="width" id="ctN-00-010"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
}
