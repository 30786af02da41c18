import Foundation
import Testing

/// Misplacement on sub-pixel answers (issue 18, item 7). A 33.5-pt view centred in a 375-pt box
/// is at x = (375 − 33.5) / 2 = 170.75, between the 2× canvas' pixels 170.5 and 171. Xcode draws it
/// on one of them and records that (DonMag's child-controller label: 170.75 recorded as 170, not
/// flagged), so a record is misplaced only when it is more than 0.5 pt from both pixels.
@Suite("Misplaced views on sub-pixel frames")
struct SubPixelMisplacementTests {
    /// A full-width box 128 tall at y 100 holding "Dot" (33.5 × 20.5), centred on both axes and
    /// recorded at (`x`, `y`): exactly, x 170.75 and y (128 − 20.5) / 2 = 53.75. `misplaced`: "Dot"
    /// carries Xcode's flag (unflagged, a record off its constraints is not judged).
    static func centredDot(x: String, y: String, misplaced: Bool = false) -> String {
        ExplainConsistencyFixtures.rootScene("""
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxD-00-001" userLabel="Box">
                                        <rect key="frame" x="0.0" y="100" width="375" height="128"/>
                                        <subviews>
                                            <view contentMode="scaleToFill"\(misplaced ? " misplaced=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="dtD-00-001" userLabel="Dot">
                                                <rect key="frame" x="\(x)" y="\(y)" width="33.5" height="20.5"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="33.5" id="dcD-00-001"/>
                                                    <constraint firstAttribute="height" constant="20.5" id="dcD-00-002"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="dtD-00-001" firstAttribute="centerX" secondItem="bxD-00-001" secondAttribute="centerX" id="dcD-00-003"/>
                                            <constraint firstItem="dtD-00-001" firstAttribute="centerY" secondItem="bxD-00-001" secondAttribute="centerY" id="dcD-00-004"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bxD-00-001" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" id="rcD-00-001"/>
                                    <constraint firstAttribute="trailing" secondItem="bxD-00-001" secondAttribute="trailing" id="rcD-00-002"/>
                                    <constraint firstItem="bxD-00-001" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" constant="100" id="rcD-00-003"/>
                                    <constraint firstItem="bxD-00-001" firstAttribute="height" constant="128" id="rcD-00-004"/>
                                </constraints>
        """)
    }

    static func check(x: String, y: String, misplaced: Bool = false) throws -> CLI.Run {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try centredDot(x: x, y: y, misplaced: misplaced).write(to: folder.appendingPathComponent("Dot.storyboard"), atomically: true, encoding: .utf8)
        return try ReporterFixtures.run(["check", "--strict", "Dot.storyboard"], in: folder)
    }

    @Test("Recorded on a pixel next to the sub-pixel answer, or within 0.5 pt of one: not misplaced",
          arguments: [("170", "54.5"), ("171.5", "53"), ("170.5", "54"), ("171", "53.5")])
    func onANeighbouringPixel(x: String, y: String) throws {
        let run = try Self.check(x: x, y: y)
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("misplaced-view"))
    }

    @Test("More than 0.5 pt from both neighbouring pixels: misplaced", arguments: [("169.5", "54"), ("172", "54"), ("170.5", "55")])
    func fartherOff(x: String, y: String) throws {
        let run = try Self.check(x: x, y: y, misplaced: true)
        #expect(run.status == 1)
        #expect(run.output.contains("\"Dot\" (dtD-00-001) will be different at run time"), "\(run.output)")
    }
}
