import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering
import OpenAutoLayout

/// Views that share an axis with equal hugging (or compression resistance) priorities, so the
/// constraints do not say which one stretches (or shrinks): Xcode's "Content Priority Ambiguity".
public struct ContentPriorityAmbiguityRule: LayoutRule {
    public let info = DiagnosticRule(
        kind: .contentPriorityAmbiguity, name: "Content Priority Ambiguity", defaultSeverity: .error,
        shortDescription: "Views compete for the same space with equal content priorities.",
        fullDescription: "Two or more views share an axis with the same content hugging (or compression "
            + "resistance) priority, so the constraints do not say which one stretches (or shrinks).",
        help: "Give one of the views a higher hugging (or compression resistance) priority than the others.")

    /// After missing constraints: a tie only decides a size the constraints leave free.
    public let fixRank = 3

    public init() {}

    public func reports(_ issue: SceneLayoutIssue) -> Bool {
        if case .contentPriorityAmbiguity = issue { return true }
        return false
    }

    public func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding? {
        guard case .contentPriorityAmbiguity(let ids, let axis, let kind, let priority) = issue else { return nil }
        return RuleFinding(objectID: ids.first, message: XcodeMessages.contentPriorityAmbiguity(
            ids.map(scene.reference(to:)), axis: axis, kind: kind, priority: priority))
    }

    /// A hugging tie and a compression tie of the same views are two issues.
    public func keys(of issue: SceneLayoutIssue) -> [IssueKey] {
        guard case .contentPriorityAmbiguity(let ids, let axis, let kind, _) = issue else { return [] }
        return [IssueKey(.contentPriorityAmbiguity, ["\(axis)", "\(kind)"] + ids)]
    }

    public func objectIDs(of issue: SceneLayoutIssue) -> [String] {
        guard case .contentPriorityAmbiguity(let ids, _, _, _) = issue else { return [] }
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        return unique
    }

    /// Each view of the tie, ambiguous along the tie's axis.
    public func mark(_ issue: SceneLayoutIssue, on annotations: inout RenderAnnotations, in picture: ScenePicture) {
        guard case .contentPriorityAmbiguity(let ids, let axis, _, _) = issue else { return }
        for view in ids.compactMap(picture.model.view(withID:)) {
            annotations.markAmbiguous(view, axis == .horizontal ? .width : .height)
        }
    }

    public var examples: [RuleExample] {
        func labels(huggingB: Int) -> String {
            """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
            text="One" translatesAutoresizingMaskIntoConstraints="NO" id="la">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="21"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \
            horizontalHuggingPriority="\(huggingB)" text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                            <rect key="frame" x="50" y="0.0" width="60" height="21"/>
                        </label>
            """
        }
        let row = """
                    <constraint firstItem="la" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="la" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                    <constraint firstItem="lb" firstAttribute="leading" secondItem="la" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="lb" firstAttribute="top" secondItem="root" secondAttribute="top" id="c4"/>
                    <constraint firstItem="root" firstAttribute="trailing" secondItem="lb" secondAttribute="trailing" id="c5"/>
            """
        return [
            RuleExample("Two labels in a row with the same hugging priority",
                        document: RuleExample.xib(subviews: labels(huggingB: 251), constraints: row),
                        messages: ["Content priority ambiguity: \"One\" (la) and \"Two\" (lb) have the same horizontal "
                                   + "hugging priority (251)."]),
            RuleExample("The second label hugs less, so it stretches",
                        document: RuleExample.xib(subviews: labels(huggingB: 250), constraints: row), messages: []),
        ]
    }
}
