import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import Testing
import TestSupport

/// The id `ignore:` takes for a conflict is one its line prints. A box pinned to the root's top,
/// 100 high, with its bottom 10 below the safe area's top: the three cannot all hold together with
/// the safe area's generated top constraint (which has no IB id; its first item is the guide).
@Suite("The id that ignores a conflict")
struct ConflictIgnoreIDTests {
    static let storyboard = ExplainFixFixtures.rootScene("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bxC-00-001" userLabel="Box">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="wdC-00-001"/>
                            <constraint firstAttribute="height" constant="100" id="htC-00-001"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sfC-00-001"/>
                <constraints>
                    <constraint firstItem="bxC-00-001" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" id="ldC-00-001"/>
                    <constraint firstItem="bxC-00-001" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" id="tpC-00-001"/>
                    <constraint firstItem="bxC-00-001" firstAttribute="bottom" secondItem="sfC-00-001" secondAttribute="top" constant="10" id="btC-00-001"/>
                </constraints>
    """).replacingOccurrences(of: "retina4_7", with: "retina6_1")

    /// The scene's conflict, and the diagnostics its scene gives.
    static func conflict() throws -> (SceneDiagnostics, conflicting: [ConstraintReference], broken: ConstraintReference) {
        let path = try TemporaryFiles.file(named: "C.storyboard", storyboard)
        let check = CheckedDocument(path: path, mode: .designTime)
        let scene = try #require(check.scenes.first)
        let issue = try #require(scene.issues.first {
            if case .conflictingConstraints = $0 { return true } else { return false }
        })
        guard case .conflictingConstraints(let conflicting, let broken) = issue else { throw CancellationError() }
        return (SceneDiagnostics(scene: scene, path: path, document: check.document), conflicting, broken)
    }

    @Test("A conflict whose broken constraint has an id is ignored by that id, the one after \"will be broken\"")
    func brokenWithID() throws {
        let (diagnostics, conflicting, broken) = try Self.conflict()
        let diagnostic = try #require(diagnostics.diagnostic(.conflictingConstraints(conflicting: conflicting, broken: broken)))
        let id = try #require(broken.id)
        #expect(diagnostic.message.contains("(\(id)) will be broken to recover."))
        #expect(diagnostic.objectID == id)
    }

    @Test("When a generated constraint (no id) would be broken, the id is the first one the line prints, not the guide's")
    func generatedBroken() throws {
        let (diagnostics, conflicting, _) = try Self.conflict()
        // The generated safe-area constraint: no id of its own, its first item the guide.
        let generated = try #require(conflicting.first { $0.id == nil && $0.firstItemID == "sfC-00-001" })
        let diagnostic = try #require(diagnostics.diagnostic(.conflictingConstraints(conflicting: conflicting, broken: generated)))
        let firstPrinted = try #require(conflicting.compactMap(\.id).first)
        #expect(diagnostic.objectID == firstPrinted)
        #expect(diagnostic.objectID != "sfC-00-001")
        #expect(diagnostic.message.contains("(\(firstPrinted))"))
        var configuration = CheckConfiguration()
        configuration.ignored = [.init(id: firstPrinted)]
        #expect(configuration.apply(to: [diagnostic]).isEmpty)
    }
}
