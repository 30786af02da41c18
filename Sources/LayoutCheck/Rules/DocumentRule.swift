import InterfaceBuilder
import LayoutDiagnostics

/// Issues about the document itself, not its layout: a file that cannot be read, or a part of it
/// left out (`IBIssue`). Reported where the reader found them, never by a scene.
public struct DocumentRule: LayoutRule {
    public let info = DiagnosticRule(
        kind: .document, name: "Document", defaultSeverity: .error,
        shortDescription: "The document could not be read, or part of it was left out.",
        fullDescription: "The file is not a storyboard or xib this tool can read (malformed XML, an "
            + "unsupported document type), or an element of it could not be used.",
        help: "Look at the reported line: `xmllint --noout FILE` names the first XML error, and "
            + "`git log -p FILE` shows the change that introduced it (a merge conflict marker is the usual "
            + "cause). An element this tool leaves out does not stop the rest of the file being checked; "
            + "`rules: {document: warning}` or `off` in .autolayout.yml turns such issues down, while a file "
            + "that cannot be read at all is always reported.")

    /// No scene issue is a document issue; it is never fixed.
    public let fixRank = Int.max

    public init() {}

    public var examples: [RuleExample] {
        [
            RuleExample("A constraint whose priority is out of range", document: RuleExample.xib(
                subviews: """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                """,
                constraints: "<constraint firstItem=\"box\" firstAttribute=\"width\" constant=\"10\" priority=\"1200\" id=\"cp\"/>"),
                        messages: ["constraint \"cp\": priority 1200.0 is outside 1...1000"]),
            RuleExample("A document with a view and nothing wrong with it", document: RuleExample.xib(subviews: ""),
                        messages: []),
        ]
    }
}
