import TestSupport

/// Storyboards written for these tests: issues `check` finds by rules above the model's own
/// `layoutIssues` (the probe pass, the tools-version rule), and a misplaced view.
enum ExplainConsistencyFixtures {
    /// A storyboard (tools 17701) whose 375 × 667 root view holds `body` (see `ExplainFixFixtures.rootScene`).
    static func rootScene(_ body: String) -> String { ExplainFixFixtures.rootScene(body) }

    /// Two labels, recorded 187 and 188 wide, edge to edge across the 375-point root: they fit
    /// exactly at their records, and tie on hugging (251) once a quarter point narrower.
    static let probeOnlyTie = rootScene("""
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Left" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbB-00-001">
                                        <rect key="frame" x="0.0" y="100" width="187" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Right" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbB-00-002">
                                        <rect key="frame" x="187" y="100" width="188" height="21"/>
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
