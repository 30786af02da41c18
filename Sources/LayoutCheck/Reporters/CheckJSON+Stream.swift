import InterfaceBuilder
import LayoutDiagnostics
import TextOutput

extension CheckJSON {
    /// The text of `json(checks, mode:explanations:)`, byte for byte, handed to `sink` piece by
    /// piece: the top-level object, each document, and each document's `scenes` and `issues`
    /// arrays are written one entry at a time, so only one scene's (or issue's) tree is alive at
    /// once. A 50 MB storyboard's report is about 100 MB; built whole, it and its tree were most
    /// of `check --reporter json`'s memory.
    public static func write(_ checks: [CheckedDocument], mode: IBLayoutMode,
                             explanations: (CheckedDocument) -> IssueExplanations = { _ in IssueExplanations() },
                             to sink: (String) -> Void) {
        var root = JSONContainerText(.object)
        for (key, value) in header(mode: mode) { sink(root.member(key, value)) }
        sink(root.openMember("documents"))
        var documents = JSONContainerText(.array, indent: root.childIndent)
        for check in checks {
            sink(documents.openElement())
            // Worked out per document, and dropped with it.
            writeDocument(check, explanations: explanations(check), indent: documents.childIndent, to: sink)
        }
        sink(documents.close())
        sink(root.member("summary", summary(checks)))
        sink(root.close())
    }

    private static func writeDocument(_ check: CheckedDocument, explanations: IssueExplanations, indent: Int,
                                      to sink: (String) -> Void) {
        var document = JSONContainerText(.object, indent: indent)
        for (key, value) in documentHead(check) { sink(document.member(key, value)) }
        sink(document.openMember("scenes"))
        var scenes = JSONContainerText(.array, indent: document.childIndent)
        for named in check.sceneDiagnostics { sink(scenes.element(scene(named))) }
        sink(scenes.close())
        sink(document.openMember("issues"))
        var issues = JSONContainerText(.array, indent: document.childIndent)
        for diagnostic in check.diagnostics {
            sink(issues.element(issue(diagnostic, explanations.explanation(of: diagnostic))))
        }
        sink(issues.close())
        for (key, value) in documentTail(check) { sink(document.member(key, value)) }
        sink(document.close())
    }
}
