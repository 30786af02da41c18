import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering
import TextOutput

/// Xcode's localization warning "Fixed width constraints may cause clipping": a label or button
/// with text held at one width by a required constant width constraint (`FixedWidthTextPolicy`
/// says exactly when); a longer translation of the text is cut off. docs/rules/fixed-width-may-clip.md.
public struct FixedWidthMayClipRule: LayoutRule {
    public let info = DiagnosticRule(
        kind: .fixedWidthMayClip, name: "Fixed Width Constraints May Cause Clipping", defaultSeverity: .warning,
        shortDescription: "A label or button with text has a required constant width.",
        fullDescription: "A single-line label or a button showing text is held at one width by a required "
            + "width constraint with a constant, so a longer translation (or larger text) is cut off.",
        help: "Let the text set the width: make the constraint `≥` the width (Xcode's fix-it), lower its "
            + "priority below the view's compression resistance, or remove it and pin the view's leading "
            + "and trailing edges instead.")

    /// Last: the warning changes no frame, and no fix is written for it.
    public let fixRank = 5

    public init() {}

    public func reports(_ issue: SceneLayoutIssue) -> Bool {
        if case .fixedWidthMayClip = issue { return true }
        return false
    }

    /// Xcode's sentence, after the view it is about and naming the constraint: `"Title" (id): Fixed width
    /// constraints may cause clipping: "width = 120" (cid).` Located at the constraint.
    public func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding? {
        guard case .fixedWidthMayClip(let viewID, let constraintID, let location, let width) = issue else { return nil }
        return RuleFinding(objectID: constraintID, location: location,
                           message: "\(scene.reference(to: viewID)): Fixed width constraints may cause clipping: "
                               + "\"width = \(NumberText.format(width))\" (\(constraintID)).")
    }

    public func reasons(for issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> [String]? {
        guard case .fixedWidthMayClip(let viewID, let constraintID, _, let width) = issue else { return nil }
        return ["\(scene.reference(to: viewID)) is held at \(NumberText.format(width)) pt wide by a required "
            + "constraint (\(constraintID)): text that needs more room, as a translation or a larger text size "
            + "often does, is truncated instead of widening the view."]
    }

    public func keys(of issue: SceneLayoutIssue) -> [IssueKey] {
        guard case .fixedWidthMayClip(let viewID, let constraintID, _, _) = issue else { return [] }
        return [IssueKey(.fixedWidthMayClip, [viewID, constraintID])]
    }

    public func objectIDs(of issue: SceneLayoutIssue) -> [String] {
        guard case .fixedWidthMayClip(let viewID, let constraintID, _, _) = issue else { return [] }
        return [viewID, constraintID]
    }

    public var examples: [RuleExample] {
        func label(_ attributes: String = "") -> String {
            """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" \(attributes) \
            translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="20" y="20" width="120" height="21"/>
                    </label>
            """
        }
        let button = """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \
            translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                        <rect key="frame" x="20" y="20" width="120" height="30"/>
                        <state key="normal" title="Continue"/>
                    </button>
            """
        func constraints(_ item: String, width: String) -> String {
            """
                    <constraint firstItem="\(item)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="\(item)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    <constraint firstItem="\(item)" firstAttribute="width" \(width) id="cw"/>
            """
        }
        return [
            RuleExample("A label with text held at 120 pt",
                        document: RuleExample.xib(subviews: label(), constraints: constraints("lbl", width: "constant=\"120\"")),
                        messages: ["\"Welcome\" (lbl): Fixed width constraints may cause clipping: \"width = 120\" (cw)."]),
            RuleExample("A button with a title held at 120 pt",
                        document: RuleExample.xib(subviews: button, constraints: constraints("btn", width: "constant=\"120\"")),
                        messages: ["\"Continue\" (btn): Fixed width constraints may cause clipping: \"width = 120\" (cw)."]),
            RuleExample("A button with an image: an icon button, not judged",
                        document: RuleExample.xib(subviews: button.replacingOccurrences(
                            of: "<state key=\"normal\" title=\"Continue\"/>",
                            with: "<state key=\"normal\" title=\"Continue\" image=\"chevron\"/>"),
                                                  constraints: constraints("btn", width: "constant=\"120\"")),
                        messages: []),
            RuleExample("The width at least 120 pt: the text can grow",
                        document: RuleExample.xib(subviews: label(), constraints: constraints(
                            "lbl", width: "relation=\"greaterThanOrEqual\" constant=\"120\"")), messages: []),
            RuleExample("The width at priority 750: below the label's compression resistance, so it yields",
                        document: RuleExample.xib(subviews: label(), constraints: constraints(
                            "lbl", width: "constant=\"120\" priority=\"750\"")), messages: []),
            RuleExample("A label of any number of lines wraps instead",
                        document: RuleExample.xib(subviews: label("numberOfLines=\"0\""), constraints: constraints(
                            "lbl", width: "constant=\"120\"")), messages: []),
            RuleExample("A file last saved by Xcode 8, before Xcode warned about it",
                        document: RuleExample.xib(toolsVersion: "12121", subviews: label(), constraints: constraints(
                            "lbl", width: "constant=\"120\"")), messages: []),
            RuleExample("A placeholder width, removed at build time",
                        document: RuleExample.xib(subviews: label(), constraints: constraints(
                            "lbl", width: "constant=\"120\" placeholder=\"YES\"")), messages: []),
        ]
    }
}

extension DiagnosticKind {
    /// A label or button with text held at one width by a required constant width constraint.
    public static let fixedWidthMayClip = DiagnosticKind(rawValue: "fixed-width-may-clip")
}
