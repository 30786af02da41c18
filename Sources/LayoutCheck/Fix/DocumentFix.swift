import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// What `fix` writes: the document's text with the fix-its `DocumentExplanation` chose for each
/// reported issue applied (`appliedFixIts`: one per scroll axis, see `FixChoice`)
/// (new `<constraint>` elements, removed ones, updated frames), everything else byte-identical.
public struct DocumentFix: Sendable {
    /// The fixed copy of the file's text.
    public private(set) var text: String
    /// One fix-it applied: where its issue is reported, the issue, and what was done.
    public struct Applied: Sendable, Equatable {
        public var line: Int
        public var column: Int
        /// The issue in Xcode's words.
        public var issue: String
        /// What was done, in words.
        public var summary: String
    }

    /// The fix-its applied, in the order applied (an issue with one fix per scroll axis has two).
    public private(set) var applied: [Applied] = []
    /// The fix-its applied, in words, in the order applied.
    public var summaries: [String] { applied.map(\.summary) }
    public private(set) var addedConstraintCount = 0
    public private(set) var removedConstraintCount = 0
    public private(set) var updatedFrameCount = 0
    /// Verified fixes not applied because the document's budget of layouts (`LayoutBudget`) was
    /// spent: a file this large is fixed in part, and `fix` run again goes on from there.
    public private(set) var notAppliedForBudget = 0

    /// Applies the fixes of a checked document's explanation (worked out now if `explain()` has
    /// not run), one per problem: a later issue the earlier fixes already cured is skipped.
    public init(check: CheckedDocument) {
        text = check.text
        guard let explanation = check.explanation ?? check.explained().explanation else { return }
        let document = explanation.document
        var editor = SceneTextEditors(text: text, document: document)
        var fixes = AppliedFixes(document: document, mode: explanation.mode, scenes: check.scenes,
                                     choices: explanation.choices)
        // Only what `check` reports with the configuration's rules (an issue turned off is left alone).
        let reported = DiagnosticIndex(check)
        let fixable = explanation.items.filter { item in
            !(item.specs.isEmpty && item.removedIDs.isEmpty && item.frameUpdates.isEmpty) && reported.diagnostic(of: item) != nil
        }
        for item in fixable {
            guard !item.appliedFixIts.isEmpty else { continue }
            guard let (after, remaining) = fixes.issues(ofScene: item.sceneID) else {
                notAppliedForBudget += 1
                continue
            }
            guard item.keys.contains(where: remaining.contains) else { continue }
            // A frame is updated to where the constraints put it after the fixes applied so far.
            let updates = item.frameUpdates.map { update in
                var update = update
                for case .misplacedView(update.viewID, let expected, _) in after { update.frame = expected }
                return update
            }
            fixes.apply(item.specs, removing: item.removedIDs, frames: updates, inScene: item.sceneID)
            editor.edit(scene: item.sceneID) { Self.edit(&$0, item: item, frames: updates, document: document) }
            applied += item.appliedFixIts.map {
                Applied(line: item.location?.line ?? 1, column: item.location?.column ?? 1, issue: item.heading, summary: $0)
            }
        }
        text = editor.text
        (addedConstraintCount, removedConstraintCount, updatedFrameCount) = (fixes.addedCount, fixes.removedCount, fixes.frameCount)
    }

    /// Writes one issue's fix into the text: constraints removed, then added (each in the list of
    /// the view that owns it), then frames.
    private static func edit(_ editor: inout IBTextEditor, item: DocumentExplanation.Item,
                             frames updates: [(viewID: String, frame: Rect)], document: IBDocument) {
        for id in item.removedIDs { _ = editor.removeConstraint(withID: id) }
        for spec in item.specs {
            guard let owner = document.ownerIndex(firstItem: spec.firstItem, secondItem: spec.secondItem) else { continue }
            _ = editor.insert(spec, ownerID: document.views[owner].id)
        }
        for update in updates { _ = editor.replaceFrame(ofElementWithID: update.viewID, with: update.frame) }
    }
}
