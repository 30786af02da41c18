import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout

/// What `fix` writes: the document's text with the fix-its `DocumentExplanation` chose for each
/// reported issue applied (`appliedFixIts`: one per scroll axis, see `FixChoice`)
/// (new `<constraint>` elements, removed ones, updated frames), everything else byte-identical.
public struct DocumentFix: Sendable {
    /// The fixed copy of the file's text.
    public private(set) var text: String
    /// The edits that make `text` of the original, in the original's bytes and in order (what the
    /// diff and SARIF's replacements show); empty when nothing is written.
    public private(set) var edits: [IBTextEdit] = []
    /// The fixed copy as read back (nil when nothing changed or it was refused).
    package private(set) var fixedSource: IBSource?
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
    /// Verified fix-its held back because they could break the app (`FixSafety`), located at their issue.
    public private(set) var heldBack: [Applied] = []
    /// Why nothing of this file is written: an edit that did not read back as intended, or the issues
    /// the fixed copy would add, each with the mode
    /// it appears in (see `AddedIssues`); empty when the fix is written.
    public private(set) var refusal: [String] = []

    /// Applies the fixes of a checked document's explanation (worked out now if `explain()` has
    /// not run), one per problem: a later issue the earlier fixes already cured is skipped.
    /// `policy`: what the fixes may do beyond the safe default (the explanation is worked out again
    /// when the check's was made under another policy).
    public init(check: CheckedDocument, policy: FixPolicy = FixPolicy()) {
        text = check.text
        let known = check.explanation.flatMap { $0.policy == policy ? $0 : nil }
        guard let explanation = known ?? DocumentExplanation(check: check, budget: LayoutBudget(), policy: policy)
        else { return }
        let document = explanation.document
        let elements = check.elements ?? (try? IBReader.readSource(text: check.text, path: check.path))?.elements
        var editor = IBTextEditor(text: check.text, elements: elements ?? IBElementRanges())
        var intended = IntendedDocument(original: document)
        var missed: [String] = []
        var fixes = AppliedFixes(document: document, mode: explanation.mode, scenes: check.scenes,
                                     choices: explanation.choices)
        // Only what `check` reports with the configuration's rules (an issue turned off is left alone).
        let reported = DiagnosticIndex(check)
        heldBack = explanation.items.filter { reported.diagnostic(of: $0) != nil }.flatMap { item in
            item.heldBack.map { Applied(line: item.location?.line ?? 1, column: item.location?.column ?? 1,
                                        issue: item.heading, summary: $0) }
        }
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
            missed += Self.edit(&editor, item: item, frames: updates, document: document)
            intended.record(item, frames: updates)
            applied += item.appliedFixIts.map {
                Applied(line: item.location?.line ?? 1, column: item.location?.column ?? 1, issue: item.heading, summary: $0)
            }
        }
        (addedConstraintCount, removedConstraintCount, updatedFrameCount) = (fixes.addedCount, fixes.removedCount, fixes.frameCount)
        guard !editor.edits.isEmpty || !missed.isEmpty else { return }
        let fixedText = editor.text
        let readBack = try? IBReader.readSource(text: fixedText, path: check.path)
        let problems = missed + (readBack.map { intended.differences(from: $0.document) }
            ?? ["the edited file cannot be read again"])
        guard problems.isEmpty else {
            self = refused(because: problems.map { "the edit did not come out as intended: " + $0 }, original: check.text)
            return
        }
        (text, edits, fixedSource) = (fixedText, editor.edits, readBack)
    }

    /// This fix with nothing applied, because the fixed copy would add `addedIssues` (in words):
    /// the file is left as it was and every fix-it counts as held back.
    func refused(because reasons: [String], original: String) -> DocumentFix {
        var copy = self
        copy.text = original
        copy.edits = []
        copy.fixedSource = nil
        copy.refusal = reasons
        copy.heldBack += applied.map { applied in
            var held = applied
            held.summary += ": held back: the fixed file is not written"
            return held
        }
        copy.applied = []
        (copy.addedConstraintCount, copy.removedConstraintCount, copy.updatedFrameCount) = (0, 0, 0)
        return copy
    }

    /// Writes one issue's fix into the text: constraints removed, then added (each in the list of
    /// the view that owns it), then frames. Returns what could not be written, in words.
    static func edit(_ editor: inout IBTextEditor, item: DocumentExplanation.Item,
                     frames updates: [(viewID: String, frame: Rect)], document: IBDocument) -> [String] {
        var missed: [String] = []
        for id in item.removedIDs where !editor.removeConstraint(withID: id) { missed.append("constraint \(id) not found") }
        for spec in item.specs {
            guard let owner = document.ownerIndex(firstItem: spec.firstItem, secondItem: spec.secondItem),
                  editor.insert(spec, ownerID: document.views[owner].id) else {
                missed.append("no place for constraint \(spec.id)")
                continue
            }
        }
        for update in updates where !editor.replaceFrame(ofElementWithID: update.viewID, with: update.frame) {
            missed.append("no frame of \(update.viewID) found")
        }
        return missed
    }
}
