import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering
import OpenAutoLayout

/// A scroll view whose content's constraints leave the content width or height free: Xcode's red
/// "Scrollable Content Size Ambiguity".
public struct ScrollableContentSizeAmbiguityRule: LayoutRule {
    public let info = DiagnosticRule(
        kind: .scrollableContentSizeAmbiguity, name: "Scrollable Content Size Ambiguity", defaultSeverity: .error,
        shortDescription: "A scroll view's content width or height is not determined by its content's constraints.",
        fullDescription: "A scroll view's content size comes from an unbroken chain of constraints from its "
            + "content's leading (top) edge to its trailing (bottom) edge, through views that each have "
            + "a size; the chain breaks, or a size refers back to the scroll view's content.",
        help: "Trace the chain from the scroll view's leading (top) edge to its trailing (bottom) edge: give "
            + "every view on it a width (height) that does not depend on the content, e.g. equal to the "
            + "frame layout guide to scroll along one axis only, and pin the last view to the far edge. "
            + "`autolayout explain FILE` shows where the chain stops and a verified fix.")

    /// Before missing constraints: a content view's missing size is usually this ambiguity seen from inside.
    public let fixRank = 1

    public init() {}

    public func reports(_ issue: SceneLayoutIssue) -> Bool {
        if case .ambiguousScrollableContentSize = issue { return true }
        return false
    }

    /// A scroll view whose Ambiguity setting is "Never Verify" (`verifyAmbiguity="off"`) gets no finding,
    /// as Xcode shows none (`MissingConstraintsRule.reported`): developers set it on scroll views to
    /// silence this error (NetNewsWire's and IBDecodable's, flagged ambiguous and set to "Never Verify").
    public func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding? {
        guard case .ambiguousScrollableContentSize(let id, _) = issue,
              scene.scene.view(withID: id)?.verifyAmbiguity != "off" else { return nil }
        return RuleFinding(objectID: id, message: XcodeMessages.scrollableContentSizeAmbiguous(scene.reference(to: id)))
    }

    /// One key per ambiguous axis.
    public func keys(of issue: SceneLayoutIssue) -> [IssueKey] {
        guard case .ambiguousScrollableContentSize(let id, let axes) = issue else { return [] }
        return (axes.contains(.horizontal) ? [IssueKey(.scrollableContentSizeAmbiguity, [id, "width"])] : [])
            + (axes.contains(.vertical) ? [IssueKey(.scrollableContentSizeAmbiguity, [id, "height"])] : [])
    }

    public func objectIDs(of issue: SceneLayoutIssue) -> [String] {
        guard case .ambiguousScrollableContentSize(let id, _) = issue else { return [] }
        return [id]
    }

    public func mark(_ issue: SceneLayoutIssue, on annotations: inout RenderAnnotations, in picture: ScenePicture) {
        guard case .ambiguousScrollableContentSize(let id, let axes) = issue,
              let scrollView = picture.model.view(withID: id) as? ScrollView else { return }
        annotations.markAmbiguousContentSize(of: scrollView, axes: axes)
    }

    public var examples: [RuleExample] {
        func scroll(content: String) -> String {
            """
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
            translatesAutoresizingMaskIntoConstraints="NO" id="sv">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="800"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="top" secondItem="sv" secondAttribute="top" id="e1"/>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="sv" secondAttribute="leading" id="e2"/>
                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="e3"/>
                            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="e4"/>
            \(content)
                        </constraints>
                    </scrollView>
            """
        }
        let frame = """
                    <constraint firstItem="sv" firstAttribute="top" secondItem="root" secondAttribute="top" id="f1"/>
                    <constraint firstItem="sv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f2"/>
                    <constraint firstItem="root" firstAttribute="trailing" secondItem="sv" secondAttribute="trailing" id="f3"/>
                    <constraint firstItem="root" firstAttribute="bottom" secondItem="sv" secondAttribute="bottom" id="f4"/>
            """
        return [
            RuleExample("Content pinned to the four content edges with no size of its own",
                        document: RuleExample.xib(subviews: scroll(content: ""), constraints: frame),
                        messages: ["Scrollable content size is ambiguous for \"Scroll View\" (sv)."]),
            RuleExample("The same content with a width and a height",
                        document: RuleExample.xib(subviews: scroll(content: """
                            <constraint firstItem="content" firstAttribute="width" constant="320" id="s1"/>
                            <constraint firstItem="content" firstAttribute="height" constant="800" id="s2"/>
                """), constraints: frame),
                        messages: []),
            RuleExample("The first scroll view with its Ambiguity setting off",
                        document: RuleExample.xib(subviews: scroll(content: "").replacingOccurrences(
                            of: "id=\"sv\">", with: "verifyAmbiguity=\"off\" id=\"sv\">"), constraints: frame),
                        messages: []),
        ]
    }
}
