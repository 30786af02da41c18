import InterfaceBuilder
import LayoutDiagnostics
import LayoutRendering

/// One of Xcode's Interface Builder issues, whole: what it is called and means (`info`), where its
/// issues come in `fix`'s order, its sentence, what a picture marks, and small documents that must
/// and must not trigger it, which are its test. Every rule is listed once, in `LayoutRules.all`.
///
/// Adding a rule is its file here, the place that detects it (a `SceneLayoutIssue` case the scene
/// layout reports), its page `docs/rules/<id>.md` and one line in `LayoutRules.all`.
public protocol LayoutRule: Sendable {
    /// Its id, Xcode's name for it, its default severity, what triggers it and how to fix it.
    var info: DiagnosticRule { get }
    /// Where the rule's issues come in `fix`'s order, lower first: causes before their effects.
    var fixRank: Int { get }
    /// Documents that must give exactly the listed sentences of this rule, and ones that must give none.
    var examples: [RuleExample] { get }
    /// True when `issue` is one of this rule's.
    func reports(_ issue: SceneLayoutIssue) -> Bool
    /// One of the rule's issues in Xcode's words at the object concerned; nil when the file's settings silence it.
    func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding?
    /// What `fix` and the verifier compare to tell whether the issue is still there after an edit.
    func keys(of issue: SceneLayoutIssue) -> [IssueKey]
    /// Why the issue arises, one sentence each, when the rule says it without the scene model
    /// (nil: the explainer traces it on the model).
    func reasons(for issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> [String]?
    /// The IB ids a picture highlights for the issue (each once, in order).
    func objectIDs(of issue: SceneLayoutIssue) -> [String]
    /// Marks the issue on its scene's picture.
    func mark(_ issue: SceneLayoutIssue, on annotations: inout RenderAnnotations, in picture: ScenePicture)
}

extension LayoutRule {
    public var kind: DiagnosticKind { info.kind }
    public func reports(_ issue: SceneLayoutIssue) -> Bool { false }
    public func finding(_ issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> RuleFinding? { nil }
    public func keys(of issue: SceneLayoutIssue) -> [IssueKey] { [] }
    public func reasons(for issue: SceneLayoutIssue, in scene: SceneDiagnostics) -> [String]? { nil }
    public func objectIDs(of issue: SceneLayoutIssue) -> [String] { [] }
    public func mark(_ issue: SceneLayoutIssue, on annotations: inout RenderAnnotations, in picture: ScenePicture) {}
}

/// One issue in Xcode's words and the object it is about.
public struct RuleFinding: Sendable, Hashable {
    /// The id `ignore:` and baselines know the finding by.
    public var objectID: String?
    /// Where the finding is reported; nil: at its object (a view of the scene), else at the scene.
    public var location: IBSourceLocation?
    public var message: String

    public init(objectID: String?, location: IBSourceLocation? = nil, message: String) {
        self.objectID = objectID
        self.location = location
        self.message = message
    }
}

/// An issue as `fix` and the verifier compare it across layouts of one scene: its rule, the IB ids
/// (or, for a constraint UIKit generates, its description) of what it is about, and what of them.
public struct IssueKey: Sendable, Hashable {
    public var kind: DiagnosticKind
    public var parts: [String]

    public init(_ kind: DiagnosticKind, _ parts: [String]) {
        self.kind = kind
        self.parts = parts
    }
}

/// A small document a rule's test checks: the sentences of the rule it must give, in output
/// order (none: it must not trigger the rule).
public struct RuleExample: Sendable {
    /// What the example shows, for the test's name.
    public var title: String
    public var document: String
    public var messages: [String]

    public init(_ title: String, document: String, messages: [String]) {
        self.title = title
        self.document = document
        self.messages = messages
    }

    /// What a verdict on `xib(…)`'s root rests on, as conflicts and misplaced views say it: the
    /// root's recorded size as a freeform canvas, no bars, no size class.
    public static let xibAssumption = " Assumed: 320 × 480 canvas of a top-level view drawn at a size of its own, "
        + "safe-area insets 0, 0, 0, 0 (top, left, bottom, right), any width × any height."

    /// A xib of one 320 × 480 root view (id `root`) holding `subviews`, with `constraints` on the root.
    public static func xib(toolsVersion: String = "14460", subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }
}
