import TestSupport

/// Storyboards written for these tests: issues `check` finds by rules above the model's own
/// `layoutIssues` (the probe pass, the tools-version rule), and a misplaced view.
enum ExplainConsistencyFixtures {
    /// A storyboard (tools 17701) whose 375 × 667 root view holds `body` (see `ExplainFixFixtures.rootScene`).
    static func rootScene(_ body: String) -> String { ExplainFixFixtures.rootScene(body) }

    /// Two one-line 17-pt labels (a line is 20.33 pt, recorded 21) stacked in a 42-pt box: at their
    /// records they fill it exactly; a quarter point shorter each, 0.5 pt is left and both have
    /// vertical hugging 251. Whether Xcode's fonts leave that slack is not in the file.
    static let probeOnlyTie = rootScene("""
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxB-00-001" userLabel="Box">
                                        <rect key="frame" x="0.0" y="100" width="375" height="42"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Top" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbB-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="30" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Bottom" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbB-00-002">
                                                <rect key="frame" x="0.0" y="21" width="56" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="lbB-00-001" firstAttribute="top" secondItem="bxB-00-001" secondAttribute="top" id="rcB-00-001"/>
                                            <constraint firstItem="lbB-00-002" firstAttribute="top" secondItem="lbB-00-001" secondAttribute="bottom" id="rcB-00-002"/>
                                            <constraint firstAttribute="bottom" secondItem="lbB-00-002" secondAttribute="bottom" id="rcB-00-003"/>
                                            <constraint firstItem="lbB-00-001" firstAttribute="leading" secondItem="bxB-00-001" secondAttribute="leading" id="rcB-00-004"/>
                                            <constraint firstItem="lbB-00-002" firstAttribute="leading" secondItem="bxB-00-001" secondAttribute="leading" id="rcB-00-005"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bxB-00-001" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" id="rcB-00-006"/>
                                    <constraint firstAttribute="trailing" secondItem="bxB-00-001" secondAttribute="trailing" id="rcB-00-007"/>
                                    <constraint firstItem="bxB-00-001" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" constant="100" id="rcB-00-008"/>
                                    <constraint firstItem="bxB-00-001" firstAttribute="height" constant="42" id="rcB-00-009"/>
                                </constraints>
        """)

    /// Two labels recorded 180 wide each, pinned edge to edge across the 375-point root: 15 pt
    /// are left over and both have hugging 251, so the constraints do not say which one stretches
    /// (a tie at the recorded sizes, not only in the probe).
    static let recordTie = rootScene("""
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Left" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbB-00-001">
                                        <rect key="frame" x="0.0" y="100" width="180" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Right" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbB-00-002">
                                        <rect key="frame" x="180" y="100" width="180" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbB-00-001" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" id="rcB-00-001"/>
                                    <constraint firstItem="lbB-00-002" firstAttribute="leading" secondItem="lbB-00-001" secondAttribute="trailing" id="rcB-00-002"/>
                                    <constraint firstAttribute="trailing" secondItem="lbB-00-002" secondAttribute="trailing" id="rcB-00-003"/>
                                    <constraint firstItem="lbB-00-001" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" constant="100" id="rcB-00-004"/>
                                    <constraint firstItem="lbB-00-002" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" constant="100" id="rcB-00-005"/>
                                </constraints>
        """)

    /// "Badge": recorded at x 10, height 50; its constraints say leading 20, top 100, 100 × 60.
    static let misplacedBadge = rootScene("""
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxB-00-001" userLabel="Badge">
                                        <rect key="frame" x="10" y="100" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bxB-00-001" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" constant="20" id="rcB-00-001"/>
                                    <constraint firstItem="bxB-00-001" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" constant="100" id="rcB-00-002"/>
                                    <constraint firstItem="bxB-00-001" firstAttribute="width" constant="100" id="rcB-00-003"/>
                                    <constraint firstItem="bxB-00-001" firstAttribute="height" constant="60" id="rcB-00-004"/>
                                </constraints>
        """)

    /// An empty scroll view with content layout guides: Xcode flags its content size on both axes.
    static let emptyScrollView = ExplainFixFixtures.scrollScene(content: "", constraints: "", guides: """
                                        <viewLayoutGuide key="contentLayoutGuide" id="cgA-00-001"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="fgA-00-001"/>
        """)
}
