import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering

/// A view whose frame in the file is not where its constraints put it: Xcode's yellow
/// "Misplaced Views" warning ("Frame for … will be different at run time").
public struct MisplacedViewRule: LayoutRule {
    public let info = DiagnosticRule(
        kind: .misplacedView, name: "Misplaced Views", defaultSeverity: .warning,
        shortDescription: "A view's frame in the file differs from the one its constraints give.",
        fullDescription: "The frame Interface Builder recorded for the view is not where its constraints "
            + "place it, so the view will move at run time.",
        help: "Update the frame from the constraints (Xcode: Update Frames), or change the constraints "
            + "so they give the frame you drew.")

    /// Last: every constraint fixed before moves the frames a misplaced view is judged by.
    public let fixRank = 4

    public init() {}

    public func reports(_ issue: SceneLayoutIssue) -> Bool {
        if case .misplacedView = issue { return true }
        return false
    }

    public func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding? {
        guard case .misplacedView(let id, let expected, let actual) = issue else { return nil }
        return RuleFinding(objectID: id, message: XcodeMessages.misplacedView(
            scene.reference(to: id), expected: expected, actual: actual, assumed: scene.scene.assumptions))
    }

    public func keys(of issue: SceneLayoutIssue) -> [IssueKey] {
        guard case .misplacedView(let id, _, _) = issue else { return [] }
        return [IssueKey(.misplacedView, [id])]
    }

    public func objectIDs(of issue: SceneLayoutIssue) -> [String] {
        guard case .misplacedView(let id, _, _) = issue else { return [] }
        return [id]
    }

    /// The view where its constraints put it, with its recorded frame drawn beside it.
    public func mark(_ issue: SceneLayoutIssue, on annotations: inout RenderAnnotations, in picture: ScenePicture) {
        guard case .misplacedView(let id, _, let recorded) = issue, let view = picture.model.view(withID: id) else { return }
        annotations.markMisplaced(view, recordedFrame: recorded)
    }

    public var examples: [RuleExample] {
        // Xcode flags a view it records away from its constraints (`misplaced="YES"`); a record that
        // breaks them unflagged is not judged (`NotJudgedPolicy.staleRecordReason`).
        func box(x: String) -> String {
            """
                    <view contentMode="scaleToFill"\(x == "20" ? "" : " misplaced=\"YES\"") translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="\(x)" y="20" width="100" height="50"/>
                    </view>
            """
        }
        let constraints = """
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
            """
        return [
            RuleExample("A box drawn 10 pt right of where its leading constraint puts it",
                        document: RuleExample.xib(subviews: box(x: "30"), constraints: constraints),
                        messages: ["Frame for \"View\" (box) will be different at run time. Expected: x=20. Actual: x=30."
                                   + RuleExample.xibAssumption]),
            RuleExample("The same box drawn where its constraints put it",
                        document: RuleExample.xib(subviews: box(x: "20"), constraints: constraints), messages: []),
        ]
    }
}
