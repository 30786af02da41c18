import TestSupport

/// Storyboards written for these tests: issues `check` finds by rules above the model's own
/// `layoutIssues` (the probe pass, the tools-version rule), and a misplaced view.
enum ExplainConsistencyFixtures {
    /// A storyboard (tools 17701) whose 375 × 667 root view holds `body` (see `ExplainFixFixtures.rootScene`).
    static func rootScene(_ body: String) -> String { ExplainFixFixtures.rootScene(body) }

    /// The root scene holding `subviews`, with `constraints` on the root view.
    static func rootScene(subviews: [String], constraints: [String]) -> String {
        rootScene(subviews.joined(separator: "\n") + "\n</subviews>\n<constraints>\n" + constraints.joined(separator: "\n")
                  + "\n</constraints>")
    }

    /// Two one-line 17-pt labels recorded at their line height on a 2× canvas (20.287, 20.5 at the
    /// pixel) stacked in a 41-pt box: at their records they fill it exactly; a quarter point shorter
    /// each, 0.5 pt is left and both have vertical hugging 251. Whether Xcode's fonts leave that slack
    /// is not in the file. (Recorded 21 in 42, a whole point above their line, they tie:
    /// `IBLineHeightTieTests`.)
    static let probeOnlyTie: String = {
        typealias X = FixtureViewXML
        let labels = [X.label(id: "lbB-00-001", text: "Top", frame: (0, 0, 30, 20.5)),
                      X.label(id: "lbB-00-002", text: "Bottom", frame: (0, 20.5, 56, 20.5))]
        let inBox = [X.constraint("rcB-00-001", "lbB-00-001", "top", "bxB-00-001"),
                     X.constraint("rcB-00-002", "lbB-00-002", "top", "lbB-00-001", "bottom"),
                     X.constraint("rcB-00-003", nil, "bottom", "lbB-00-002"),
                     X.constraint("rcB-00-004", "lbB-00-001", "leading", "bxB-00-001"),
                     X.constraint("rcB-00-005", "lbB-00-002", "leading", "bxB-00-001")]
        // The box's subviews go before its constraints, where IB writes them.
        let box = X(id: "bxB-00-001", label: "Box", frame: (0, 100, 375, 41), constraints: inBox).xml
        let boxWithLabels = box.replacingOccurrences(of: "<constraints>", with: "<subviews>\n" + labels.joined(separator: "\n")
                                                        + "\n</subviews>\n<constraints>")
        let inRoot = [X.constraint("rcB-00-006", "bxB-00-001", "leading", "rtB-00-001"),
                      X.constraint("rcB-00-007", nil, "trailing", "bxB-00-001"),
                      X.constraint("rcB-00-008", "bxB-00-001", "top", "rtB-00-001", constant: 100),
                      X.constraint("rcB-00-009", "bxB-00-001", "height", constant: 41)]
        return rootScene(subviews: [boxWithLabels], constraints: inRoot)
    }()

    /// Two labels recorded 180 wide each, pinned edge to edge across the 375-point root: 15 pt
    /// are left over and both have hugging 251, so the constraints do not say which one stretches
    /// (a tie at the recorded sizes, not only in the probe).
    static let recordTie: String = {
        typealias X = FixtureViewXML
        let labels = [X.label(id: "lbB-00-001", text: "Left", frame: (0, 100, 180, 21)),
                      X.label(id: "lbB-00-002", text: "Right", frame: (180, 100, 180, 21))]
        let pins = [X.constraint("rcB-00-001", "lbB-00-001", "leading", "rtB-00-001"),
                    X.constraint("rcB-00-002", "lbB-00-002", "leading", "lbB-00-001", "trailing"),
                    X.constraint("rcB-00-003", nil, "trailing", "lbB-00-002"),
                    X.constraint("rcB-00-004", "lbB-00-001", "top", "rtB-00-001", constant: 100),
                    X.constraint("rcB-00-005", "lbB-00-002", "top", "rtB-00-001", constant: 100)]
        return rootScene(subviews: labels, constraints: pins)
    }()

    /// "Badge": recorded at x 10, height 50; its constraints say leading 20, top 100, 100 × 60 (flagged
    /// misplaced, as Xcode writes it).
    static let misplacedBadge = rootScene("""
                                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bxB-00-001" userLabel="Badge">
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
