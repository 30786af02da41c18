import Foundation
import TestSupport
import Testing

/// `explain` on several files and folders, and its exit status: 1 when it explains an error (a
/// conflict or an ambiguity, Xcode's red issues), 0 for warnings only or nothing, 2 for a file it
/// cannot read.
@Suite("autolayout explain: several files, exit status")
struct ExplainCommandTests {
    /// Required width 100 and width 200 on one view: a conflict.
    static let conflict = ExplainConsistencyFixtures.rootScene("""
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxC-00-001" userLabel="Box">
                                        <rect key="frame" x="20" y="100" width="100" height="60"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bxC-00-001" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" constant="20" id="rcC-00-001"/>
                                    <constraint firstItem="bxC-00-001" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" constant="100" id="rcC-00-002"/>
                                    <constraint firstItem="bxC-00-001" firstAttribute="width" constant="100" id="rcC-00-003"/>
                                    <constraint firstItem="bxC-00-001" firstAttribute="width" constant="200" id="rcC-00-004"/>
                                    <constraint firstItem="bxC-00-001" firstAttribute="height" constant="60" id="rcC-00-005"/>
                                </constraints>
        """)

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try CLI.temporaryFolder()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("A folder with an ambiguous file, a misplaced view and a clean file: each explained, exit 1")
    func folderWithError() throws {
        let folder = try Self.folder(["A.storyboard": ExplainFixFixtures.imagePinnedToEdges,
                                      "sub/Badge.storyboard": ExplainConsistencyFixtures.misplacedBadge,
                                      "sub/Clean.storyboard": ExplainConsistencyFixtures.rootScene("</subviews>")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["explain", "."], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("A.storyboard:"))
        #expect(run.output.contains("Scrollable content size is ambiguous for \"Scroll View\""))
        #expect(run.output.contains("sub/Badge.storyboard:"))
        #expect(run.output.contains("Update Frames: move \"Badge\""))
        #expect(run.output.contains("sub/Clean.storyboard: no layout issues"))
    }

    @Test("Warnings only (a misplaced view) or nothing wrong: exit 0", arguments: ["Badge", "Clean"])
    func warningsOnly(name: String) throws {
        let folder = try Self.folder(["Badge.storyboard": ExplainConsistencyFixtures.misplacedBadge,
                                      "Clean.storyboard": ExplainConsistencyFixtures.rootScene("</subviews>")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["explain", "\(name).storyboard"], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.hasPrefix("\(name).storyboard"))
    }

    @Test("A conflict is an error: explained with the constraints to remove, exit 1")
    func conflict() throws {
        let folder = try Self.folder(["Box.storyboard": Self.conflict])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["explain", "Box.storyboard"], in: folder)
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.contains("Conflicting constraints"))
        #expect(run.output.contains("fix: remove"))
    }

    @Test("An unreadable file among others: exit 2, the others still explained")
    func unreadable() throws {
        let folder = try Self.folder(["Broken.storyboard": ReporterFixtures.malformed,
                                      "Badge.storyboard": ExplainConsistencyFixtures.misplacedBadge])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["explain", "Broken.storyboard", "Badge.storyboard"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("Broken.storyboard"))
        #expect(run.output.contains("Badge.storyboard:"))
    }

    @Test("--scene with several files is a usage error")
    func sceneNeedsOneFile() throws {
        let folder = try Self.folder(["Badge.storyboard": ExplainConsistencyFixtures.misplacedBadge])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["explain", "--scene", "scB-00-001", "Badge.storyboard", "."], in: folder)
        #expect(run.status == 64)
    }
}
