import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering

/// Required constraints that cannot all hold: Xcode's red "Conflicting Constraints" group; at run
/// time UIKit logs "Unable to simultaneously satisfy constraints." and breaks one.
public struct ConflictingConstraintsRule: LayoutRule {
    public let info = DiagnosticRule(
        kind: .conflictingConstraints, name: "Conflicting Constraints", defaultSeverity: .error,
        shortDescription: "Required constraints cannot all be satisfied.",
        fullDescription: "Some required constraints contradict each other; at run time UIKit logs "
            + "\"Unable to simultaneously satisfy constraints.\" and breaks one of them.",
        help: "Remove one constraint of the conflicting set, or lower its priority below 1000. "
            + "`autolayout explain FILE` lists the minimal set and the constraint UIKit would break.")

    /// First: every other verdict of the scene rests on which constraint UIKit breaks.
    public let fixRank = 0

    public init() {}

    public func reports(_ issue: SceneLayoutIssue) -> Bool {
        if case .conflictingConstraints = issue { return true }
        return false
    }

    public func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding? {
        guard case .conflictingConstraints(let conflicting, let broken) = issue else { return nil }
        let place = broken.location ?? conflicting.compactMap(\.location).first ?? scene.scene.location
        let message = XcodeMessages.conflictingConstraints(conflicting.map(scene.constraintReference),
                                                           broken: scene.constraintReference(broken),
                                                           assumed: scene.scene.assumptions)
        // The id that ignores it is one the line prints: the broken constraint's, or when UIKit
        // would break a generated one (a safe-area or autoresizing constraint, no id), the first
        // listed constraint's, never a layout guide's id the line does not show.
        let printedID = broken.id ?? conflicting.lazy.compactMap(\.id).first
        return RuleFinding(objectID: printedID ?? broken.firstItemID, location: place, message: message)
    }

    public func keys(of issue: SceneLayoutIssue) -> [IssueKey] {
        guard case .conflictingConstraints(let conflicting, _) = issue else { return [] }
        return [Self.key(conflicting.map { $0.id ?? $0.modelDescription })]
    }

    /// A conflict is the same when the same constraints conflict, in any order: by IB id, or for
    /// a constraint UIKit generates (no id), by its description.
    static func key(_ constraints: [String]) -> IssueKey {
        IssueKey(.conflictingConstraints, constraints.sorted())
    }

    public func objectIDs(of issue: SceneLayoutIssue) -> [String] {
        guard case .conflictingConstraints(let conflicting, let broken) = issue else { return [] }
        var ids: [String] = []
        for constraint in conflicting + [broken] {
            for id in [constraint.id, constraint.firstItemID, constraint.secondItemID] {
                if let id, !ids.contains(id) { ids.append(id) }
            }
        }
        return ids
    }

    // A picture marks conflicts from the model's own pass (`ScenePicture`): it names the generated
    // constraints too, which have no IB id to look up.

    public var examples: [RuleExample] {
        let label = """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" \
            translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="20" y="20" width="100" height="21"/>
                    </label>
            """
        let pinned = """
                    <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
            constant="20" id="c1"/>
                    <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" \
            constant="20" id="c2"/>
                    <constraint firstItem="lbl" firstAttribute="width" constant="100" id="w1"/>
            """
        return [
            RuleExample("Two required widths of one label", document: RuleExample.xib(
                subviews: label, constraints: pinned + "\n<constraint firstItem=\"lbl\" firstAttribute=\"width\" constant=\"50\" id=\"w2\"/>"),
                        messages: ["Conflicting constraints: \"Hi.width = 100\" (w1), \"Hi.width = 50\" (w2) cannot all be "
                                   + "satisfied; \"Hi.width = 50\" (w2) will be broken to recover." + RuleExample.xibAssumption]),
            RuleExample("One width, at a lower priority than the other", document: RuleExample.xib(
                subviews: label,
                constraints: pinned + "\n<constraint firstItem=\"lbl\" firstAttribute=\"width\" constant=\"50\" priority=\"750\" id=\"w2\"/>"),
                        messages: []),
        ]
    }
}
