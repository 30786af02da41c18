import InterfaceBuilder
import OpenAutoLayout
import Testing

/// The scene models LayoutDiagnostics explains, against the layouts `check` reports.
@Suite("Scene models")
struct IBSceneModelTests {
    /// Every constraint installed on the model's views, depth first.
    static func installedConstraints(_ root: View) -> [LayoutConstraint] {
        [root.constraints, root.subviews.flatMap(installedConstraints)].flatMap { $0 }
    }

    @Test("Constraints read from a document name no Swift line as their creation site")
    func documentConstraintsHaveNoCreationSite() throws {
        let document = try Fixture.read("ProbeOnlyPriorityTie.storyboard")
        let model = try #require(IBLayout.sceneModels(document).first)
        let constraints = Self.installedConstraints(model.root).filter { model.element(of: $0) != nil }
        // The fixture's five constraints, each traced back to its `<constraint>` element instead.
        #expect(constraints.count == 5)
        #expect(constraints.allSatisfy { $0.creationSite == nil })
        #expect(Set(constraints.compactMap { model.element(of: $0)?.id })
            == ["rcB-00-001", "rcB-00-002", "rcB-00-003", "rcB-00-004", "rcB-00-005"])
    }

    @Test("Build-time fixed-frame constraints name no Swift line either")
    func fixedFrameConstraintsHaveNoCreationSite() throws {
        var document = try Fixture.read("ProbeOnlyPriorityTie.storyboard")
        // Without constraints the labels get IB's fixed-frame constraints (4 each).
        document = document.applying([], removing: ["rcB-00-001", "rcB-00-002", "rcB-00-003", "rcB-00-004", "rcB-00-005"])
        let model = try #require(IBLayout.sceneModels(document, mode: .buildTime).first)
        let generated = Self.installedConstraints(model.root)
            .filter { $0.identifier == "IB auto generated at build time for view with fixed frame" }
        #expect(generated.count == 8)
        #expect(generated.allSatisfy { $0.creationSite == nil })
        // Each names its view's element instead: the first label's tag is on line 12, column 29.
        let left = try #require(model.view(withID: "lbB-00-001"))
        let origins = Set(generated.filter { $0.firstItem === left }.compactMap(model.origin(of:)))
        #expect(origins == [document.path + ":12:29 fixed frame of id=lbB-00-001"])
    }

    @Test("A document constraint's origin is its element's line, column and id")
    func documentConstraintOrigin() throws {
        let document = try Fixture.read("ProbeOnlyPriorityTie.storyboard")
        let model = try #require(IBLayout.sceneModels(document).first)
        let constraint = try #require(Self.installedConstraints(model.root).first { model.element(of: $0)?.id == "rcB-00-002" })
        // `<constraint … id="rcB-00-002"/>` is the second line of the root's `<constraints>` (line 27, column 29).
        #expect(model.origin(of: constraint) == document.path + ":27:29 id=rcB-00-002")
    }

    /// Two labels of recorded widths 187 and 188 fill the 375-point root edge to edge: at their
    /// recorded sizes they fit exactly, so only check's passes with each label at its text's width
    /// ("Left" and "Right" are far narrower) show that both have hugging 251 and neither is said to stretch.
    @Test("A hugging tie found with labels at their text's width is check's issue, not the model's")
    func probeOnlyTie() throws {
        let document = try Fixture.read("ProbeOnlyPriorityTie.storyboard")
        let scene = try #require(IBLayout.layOut(document).first)
        #expect(scene.issues == [.contentPriorityAmbiguity(viewIDs: ["lbB-00-001", "lbB-00-002"], axis: .horizontal,
                                                            kind: .hugging, priority: 251)])
        let model = try #require(IBLayout.sceneModels(document).first)
        #expect(model.root.layoutIssues.isEmpty)
    }
}
