/// Storyboards written for these tests, reproducing the seeds' broken scroll views.
public enum ExplainFixFixtures {
    /// A storyboard (tools 17701 unless `toolsVersion` says otherwise) whose 375 × 667 root view
    /// (rtB-00-001) holds `body` (its `<subviews>` and `<constraints>` lists).
    public static func rootScene(_ body: String, toolsVersion: String = "17701") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcB-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scB-00-001">
                    <objects>
                        <viewController id="vcB-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rtB-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(body)
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A root scene holding one view "Box" (bxC-00-001) whose recorded frame is `frame` (x, y,
    /// width, height) and the root's constraints `constraints`, each `(attribute, constant)` of the
    /// box: against the root's same attribute for `leading` and `top`, alone for sizes.
    /// `misplaced`: the box carries `misplaced="YES"`, as Xcode writes a view recorded away from where
    /// its constraints put it (unflagged, such a record is not judged: `NotJudgedPolicy.staleRecordReason`).
    public static func boxScene(frame: (Double, Double, Double, Double), constraints: [(String, Double)],
                                misplaced: Bool = false) -> String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        let lines = constraints.enumerated().map { index, constraint in
            let (attribute, constant) = constraint
            let second = attribute == "leading" || attribute == "top"
                ? " secondItem=\"rtB-00-001\" secondAttribute=\"\(attribute)\"" : ""
            return "            <constraint firstItem=\"bxC-00-001\" firstAttribute=\"\(attribute)\"\(second) "
                + "constant=\"\(number(constant))\" id=\"rcC-00-00\(index + 1)\"/>"
        }
        return rootScene("""
                    <view contentMode="scaleToFill"\(misplaced ? " misplaced=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="bxC-00-001" userLabel="Box">
                        <rect key="frame" x="\(number(frame.0))" y="\(number(frame.1))" width="\(number(frame.2))" height="\(number(frame.3))"/>
                    </view>
                </subviews>
                <constraints>
            \(lines.joined(separator: "\n"))
                </constraints>
            """)
    }

    /// A storyboard whose scroll view (375 × 250, 50 below the root's top) holds `content`
    /// (subview XML) with `constraints` (the scroll view's own `<constraint>` lines).
    public static func scrollScene(content: String, constraints: String, guides: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vcA-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scA-00-001">
                    <objects>
                        <viewController id="vcA-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rtA-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="svA-00-001">
                                        <rect key="frame" x="0.0" y="50" width="375" height="250"/>
                                        <subviews>
        \(content)
                                        </subviews>
                                        <constraints>
        \(constraints)
                                        </constraints>
        \(guides)
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="svA-00-001" firstAttribute="top" secondItem="rtA-00-001" secondAttribute="top" constant="50" id="rcA-00-001"/>
                                    <constraint firstItem="svA-00-001" firstAttribute="leading" secondItem="rtA-00-001" secondAttribute="leading" id="rcA-00-002"/>
                                    <constraint firstAttribute="trailing" secondItem="svA-00-001" secondAttribute="trailing" id="rcA-00-003"/>
                                    <constraint firstItem="svA-00-001" firstAttribute="height" constant="250" id="rcA-00-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// Seed 000: an image view as large as the scroll view, pinned to its four edges, no size.
    public static let imagePinnedToEdges = scrollScene(
        content: """
                                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="imA-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="250"/>
                                            </imageView>
        """,
        constraints: """
                                            <constraint firstItem="imA-00-001" firstAttribute="top" secondItem="svA-00-001" secondAttribute="top" id="scA-00-001"/>
                                            <constraint firstItem="imA-00-001" firstAttribute="leading" secondItem="svA-00-001" secondAttribute="leading" id="scA-00-002"/>
                                            <constraint firstAttribute="trailing" secondItem="imA-00-001" secondAttribute="trailing" id="scA-00-003"/>
                                            <constraint firstAttribute="bottom" secondItem="imA-00-001" secondAttribute="bottom" id="scA-00-004"/>
        """)

    /// Seed 004 / 002: a content view holding a row of three 100-wide boxes, 15 apart; nothing pins
    /// the last box's trailing edge to the content view, whose height is 250.
    public static let rowWithoutFarEdge = scrollScene(
        content: """
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cvA-00-001" userLabel="Content View">
                                                <rect key="frame" x="0.0" y="0.0" width="345" height="250"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxA-00-001" userLabel="Box 1">
                                                        <rect key="frame" x="0.0" y="0.0" width="100" height="250"/>
                                                    </view>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxA-00-002" userLabel="Box 2">
                                                        <rect key="frame" x="115" y="0.0" width="100" height="250"/>
                                                    </view>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxA-00-003" userLabel="Box 3">
                                                        <rect key="frame" x="230" y="0.0" width="100" height="250"/>
                                                    </view>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="250" id="ccA-00-001"/>
                                                    <constraint firstItem="bxA-00-001" firstAttribute="leading" secondItem="cvA-00-001" secondAttribute="leading" id="ccA-00-002"/>
                                                    <constraint firstItem="bxA-00-002" firstAttribute="leading" secondItem="bxA-00-001" secondAttribute="trailing" constant="15" id="ccA-00-003"/>
                                                    <constraint firstItem="bxA-00-003" firstAttribute="leading" secondItem="bxA-00-002" secondAttribute="trailing" constant="15" id="ccA-00-004"/>
                                                    <constraint firstItem="bxA-00-001" firstAttribute="width" constant="100" id="ccA-00-005"/>
                                                    <constraint firstItem="bxA-00-002" firstAttribute="width" constant="100" id="ccA-00-006"/>
                                                    <constraint firstItem="bxA-00-003" firstAttribute="width" constant="100" id="ccA-00-007"/>
                                                    <constraint firstItem="bxA-00-001" firstAttribute="top" secondItem="cvA-00-001" secondAttribute="top" id="ccA-00-008"/>
                                                    <constraint firstItem="bxA-00-002" firstAttribute="top" secondItem="cvA-00-001" secondAttribute="top" id="ccA-00-009"/>
                                                    <constraint firstItem="bxA-00-003" firstAttribute="top" secondItem="cvA-00-001" secondAttribute="top" id="ccA-00-010"/>
                                                    <constraint firstAttribute="bottom" secondItem="bxA-00-001" secondAttribute="bottom" id="ccA-00-011"/>
                                                    <constraint firstAttribute="bottom" secondItem="bxA-00-002" secondAttribute="bottom" id="ccA-00-012"/>
                                                    <constraint firstAttribute="bottom" secondItem="bxA-00-003" secondAttribute="bottom" id="ccA-00-013"/>
                                                </constraints>
                                            </view>
        """,
        constraints: """
                                            <constraint firstItem="cvA-00-001" firstAttribute="top" secondItem="svA-00-001" secondAttribute="top" id="scA-00-001"/>
                                            <constraint firstItem="cvA-00-001" firstAttribute="leading" secondItem="svA-00-001" secondAttribute="leading" id="scA-00-002"/>
                                            <constraint firstAttribute="trailing" secondItem="cvA-00-001" secondAttribute="trailing" id="scA-00-003"/>
                                            <constraint firstAttribute="bottom" secondItem="cvA-00-001" secondAttribute="bottom" id="scA-00-004"/>
        """)

    /// A content view pinned to the content layout guide whose width equals the content guide's width.
    public static let widthFromContentGuide = scrollScene(
        content: """
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cvA-00-001" userLabel="Content View">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="600" id="ccA-00-001"/>
                                                </constraints>
                                            </view>
        """,
        constraints: """
                                            <constraint firstItem="cvA-00-001" firstAttribute="top" secondItem="cgA-00-001" secondAttribute="top" id="scA-00-001"/>
                                            <constraint firstItem="cvA-00-001" firstAttribute="leading" secondItem="cgA-00-001" secondAttribute="leading" id="scA-00-002"/>
                                            <constraint firstItem="cgA-00-001" firstAttribute="trailing" secondItem="cvA-00-001" secondAttribute="trailing" id="scA-00-003"/>
                                            <constraint firstItem="cgA-00-001" firstAttribute="bottom" secondItem="cvA-00-001" secondAttribute="bottom" id="scA-00-004"/>
                                            <constraint firstItem="cvA-00-001" firstAttribute="width" secondItem="cgA-00-001" secondAttribute="width" id="scA-00-005"/>
        """,
        guides: """
                                        <viewLayoutGuide key="contentLayoutGuide" id="cgA-00-001"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="fgA-00-001"/>
        """)
}
