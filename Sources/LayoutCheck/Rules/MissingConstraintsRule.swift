import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering
import OpenAutoLayout
import TextOutput

/// A view whose constraints leave part of its frame free: Xcode's red "Missing Constraints"
/// ("Need constraints for: X position, width").
public struct MissingConstraintsRule: LayoutRule {
    public let info = DiagnosticRule(
        kind: .missingConstraints, name: "Missing Constraints", defaultSeverity: .error,
        shortDescription: "A view's constraints leave its position or size undetermined.",
        fullDescription: "Nothing fixes the listed parts of the view's frame (X position, Y position, "
            + "width, height): Auto Layout may place it anywhere along them.",
        help: "Add a constraint for each listed part: a leading or top offset for a position, a width or "
            + "height (or an intrinsic content size) for a size. `autolayout explain FILE` proposes "
            + "constraints taken from the view's frame and checked by laying the scene out again.")

    /// After scroll content sizes: a content view's missing size is often the scroll view's ambiguity seen from inside.
    public let fixRank = 2

    public init() {}

    public func reports(_ issue: SceneLayoutIssue) -> Bool {
        if case .ambiguousLayout = issue { return true }
        return false
    }

    /// The parts Xcode lists under the view's "Ambiguity" setting: `off` lists none (no finding),
    /// `ignoreSizes` positions only.
    static func reported(_ attributes: LayoutIssue.AmbiguousAttributes, of viewID: String,
                         in scene: SceneLayout) -> LayoutIssue.AmbiguousAttributes {
        switch scene.view(withID: viewID)?.verifyAmbiguity {
        case "off": []
        case "ignoreSizes": attributes.subtracting([.width, .height])
        default: attributes
        }
    }

    public func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding? {
        if let id = topLevelCellContentView(issue, in: scene) {
            return RuleFinding(objectID: id, message: XcodeMessages.heightAmbiguous(for: scene.reference(to: id)))
        }
        if let (id, _) = unplacedByFixedFrameView(issue, in: scene) {
            return RuleFinding(objectID: id, message: XcodeMessages.positionAndSizeAmbiguous(for: scene.reference(to: id)))
        }
        if let (id, ancestorID, axes) = throughAncestor(issue, in: scene) {
            let isSuperview = scene.scene.view(withID: id)?.superviewID == ancestorID
            guard let message = XcodeMessages.positionAmbiguous(
                Self.reported(axes, of: id, in: scene.scene), for: scene.reference(to: id),
                ancestor: scene.reference(to: ancestorID), isSuperview: isSuperview) else { return nil }
            return RuleFinding(objectID: id, message: message)
        }
        guard case .ambiguousLayout(let id, let attributes) = issue,
              let message = XcodeMessages.missingConstraints(Self.reported(attributes, of: id, in: scene.scene),
                                                             for: scene.reference(to: id)) else { return nil }
        return RuleFinding(objectID: id, message: message)
    }

    /// A top-level cell's content view whose content needs another height than the cell's canvas
    /// (`CellContentHeightPolicy`): nothing is missing, so its reason is said, and no constraint proposed.
    public func reasons(for issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> [String]? {
        if let (id, fixedID) = unplacedByFixedFrameView(issue, in: scene) {
            return Self.fixedFrameReasons(view: scene.reference(to: id), fixedFrameView: scene.reference(to: fixedID))
        }
        if let (id, ancestorID, _) = throughAncestor(issue, in: scene) {
            return Self.ancestorReasons(view: scene.reference(to: id), ancestor: scene.reference(to: ancestorID))
        }
        guard let id = topLevelCellContentView(issue, in: scene),
              let height = scene.scene.view(withID: id)?.frame.size.height else { return nil }
        return ["The constraints inside \(scene.reference(to: id)) need another height than the "
            + "\(NumberText.format(height))-pt row this top-level cell is drawn at: Interface Builder shows no "
            + "conflict but flags the content view's height ambiguous. Give the cell the height its content "
            + "needs, or let the table size the row (a self-sizing cell)."]
    }

    /// A view whose own constraints are complete, inside an ancestor whose position is ambiguous
    /// (`AmbiguousAncestorPolicy`, Xcode 9 and earlier): no constraint of its own is missing, so its
    /// reason points at the ancestor's issue, and no constraint is proposed for it.
    static func ancestorReasons(view: ObjectReference, ancestor: ObjectReference) -> [String] {
        ["The constraints of \(view) fix its frame inside its superview, but nothing fixes where "
            + "\(ancestor) is, so its place on the canvas is as free as that view's; Xcode 9 and earlier "
            + "flag every view inside an ambiguous view. No constraint is missing on \(view): give "
            + "\(ancestor) the constraints its own issue lists, and this issue goes too."]
    }

    /// A view that follows a view without constraints by its autoresizing mask, on Xcode 7 to 11's
    /// canvas (`FixedFrameSubviewPolicy`): nothing of its own is missing, so no constraint is proposed.
    static func fixedFrameReasons(view: ObjectReference, fixedFrameView: ObjectReference) -> [String] {
        ["\(view) follows \(fixedFrameView) by its autoresizing mask, and \(fixedFrameView) has no "
            + "constraints: Xcode 11 and earlier leave such a view unplaced on the canvas and flag it ambiguous "
            + "(Xcode 12 and later do not). No constraint is missing on \(view): give \(fixedFrameView) "
            + "constraints, and this issue goes."]
    }

    private func unplacedByFixedFrameView(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics)
        -> (id: String, fixedFrameViewID: String)? {
        guard case .ambiguousLayout(let id, _) = issue,
              let fixedID = scene.scene.view(withID: id)?.unplacedByFixedFrameViewID else { return nil }
        return (id, fixedID)
    }

    private func throughAncestor(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics)
        -> (id: String, ancestorID: String, axes: LayoutIssue.AmbiguousAttributes)? {
        guard case .ambiguousLayout(let id, _) = issue,
              let (ancestorID, axes) = scene.scene.ambiguousAncestor(of: id) else { return nil }
        return (id, ancestorID, axes)
    }

    private func topLevelCellContentView(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> String? {
        guard case .ambiguousLayout(let id, let attributes) = issue, attributes == [.height],
              scene.scene.isTopLevelCellContentView(id) else { return nil }
        return id
    }

    /// One key per free part of the frame: fixing the width alone leaves the X position's key.
    public func keys(of issue: SceneLayoutIssue) -> [IssueKey] {
        guard case .ambiguousLayout(let id, let attributes) = issue else { return [] }
        return attributes.names.map { IssueKey(.missingConstraints, [id, $0]) }
    }

    public func objectIDs(of issue: SceneLayoutIssue) -> [String] {
        guard case .ambiguousLayout(let id, _) = issue else { return [] }
        return [id]
    }

    /// The view's free parts, as the finding lists them.
    public func mark(_ issue: SceneLayoutIssue, on annotations: inout RenderAnnotations, in picture: ScenePicture) {
        guard case .ambiguousLayout(let id, let attributes) = issue, let view = picture.model.view(withID: id) else { return }
        let reported = Self.reported(attributes, of: id, in: picture.scene)
        if !reported.isEmpty { annotations.markAmbiguous(view, reported) }
    }

    public var examples: [RuleExample] {
        let box = """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="20" width="100" height="50"/>
                    </view>
            """
        let placed = """
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """
        let sized = """
                    <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
            """
        return [
            RuleExample("A plain view placed but given no size",
                        document: RuleExample.xib(subviews: box, constraints: placed),
                        messages: ["\"View\" (box): Need constraints for: width, height"]),
            RuleExample("The same view with a width and a height",
                        document: RuleExample.xib(subviews: box, constraints: placed + "\n" + sized), messages: []),
            RuleExample("A view whose Ambiguity setting is off",
                        document: RuleExample.xib(subviews: box.replacingOccurrences(
                            of: "id=\"box\">", with: "verifyAmbiguity=\"off\" id=\"box\">"), constraints: placed),
                        messages: []),
        ]
    }
}
