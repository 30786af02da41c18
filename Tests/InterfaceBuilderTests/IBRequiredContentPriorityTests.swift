import InterfaceBuilder
import OpenAutoLayout
import Testing

/// On Xcode's canvas a content priority of 1000 outranks 999 but yields to required constraints
/// (`ContentPriorityPolicy`, `IBXcodeBehaviour.contentPrioritiesNeverRequired`, `docs/corpus.md`,
/// "Issue 23, labels Xcode finds tied (branch tie30)").
@Suite("Interface Builder content priorities of 1000")
struct IBRequiredContentPriorityTests {
    private static let fixture = "RequiredContentPriorities.storyboard"

    private func tie(_ scene: SceneLayout) -> (ids: [String], priority: Double)? {
        for issue in scene.issues {
            if case .contentPriorityAmbiguity(let ids, .vertical, _, let priority) = issue { return (ids.sorted(), priority) }
        }
        return nil
    }

    private func conflicts(_ scene: SceneLayout) -> Int {
        scene.issues.filter { if case .conflictingConstraints = $0 { true } else { false } }.count
    }

    @Test("Two labels at 1000 in 70 pt that need 41: the huggings tie over 29 pt, no conflict, shown as 1000")
    func requiredPrioritiesTie() throws {
        let scene = IBLayout.layOut(try Fixture.read(Self.fixture))[0]
        // 100 - 10 - 10 - 10 = 70 for two lines of 20.5.
        let found = try #require(tie(scene))
        #expect(found.ids == ["La1-rp-001", "La2-rp-001"] && found.priority == 1000)
        #expect(conflicts(scene) == 0)
        for id in ["La1-rp-001", "La2-rp-001"] {
            #expect(try #require(scene.view(withID: id)).ambiguous.contains(.height))
        }
    }

    @Test("Against a 999 gap the labels keep their heights: 10 + 20.5 + 10 + 20.5, the gap breaks, nothing ambiguous")
    func outranks999() throws {
        var document = try Fixture.read(Self.fixture)
        let gap = try #require(document.constraints.firstIndex { $0.id == "C03-rp-001" })
        document.constraints[gap].priority = 999
        let scene = IBLayout.layOut(document)[0]
        #expect(tie(scene) == nil && conflicts(scene) == 0)
        #expect(try #require(scene.view(withID: "La1-rp-001")).frame == Rect(x: 10, y: 10, width: 38, height: 20.5))
        #expect(try #require(scene.view(withID: "La2-rp-001")).frame == Rect(x: 10, y: 40.5, width: 56, height: 20.5))
        #expect(scene.views.allSatisfy { $0.ambiguous.isEmpty })
    }

    @Test("At build time the app keeps 1000 required: the same scene is a conflict, not a tie")
    func buildTimeKeepsRequired() throws {
        let scene = IBLayout.layOut(try Fixture.read(Self.fixture), mode: .buildTime)[0]
        #expect(tie(scene) == nil)
        #expect(conflicts(scene) > 0)
    }
}
