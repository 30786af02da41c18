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

    /// Applies the fixes of a checked document's explanation (worked out now if `explain()` has
    /// not run), one per problem: a later issue the earlier fixes already cured is skipped.
    public init(check: CheckedDocument) {
        text = check.text
        guard let explanation = check.explanation ?? check.explained().explanation else { return }
        let document = explanation.document
        var editor = IBTextEditor(text: text)
        var added: [IBConstraintSpec] = []
        var removed: [String] = []
        var frames: [(viewID: String, frame: Rect)] = []
        // The issues left after the fixes so far, laid out again only when another fix was applied;
        // before the first, they are the ones `check` found (the same document, laid out the same way).
        let found = check.scenes.flatMap(\.issues)
        var laidOut: (issues: [SceneLayoutIssue], keys: Set<String>)? = (found, Set(DocumentExplanation.keys(found)))
        // The same for one scene at a time, where an issue's keys can only come from its scene.
        let ownKeys = ScenesOwningKeys(check.scenes)
        var laidOutScenes: [String: (issues: [SceneLayoutIssue], keys: Set<String>)] = [:]
        for scene in check.scenes where ownKeys.isOwn(scene.id) {
            laidOutScenes[scene.id] = (scene.issues, Set(DocumentExplanation.keys(scene.issues)))
        }
        // Only what `check` reports with the configuration's rules (an issue turned off is left alone).
        let fixable = explanation.items.filter { item in
            !(item.specs.isEmpty && item.removedIDs.isEmpty && item.frameUpdates.isEmpty) && check.diagnostic(of: item) != nil
        }
        for item in fixable {
            let after: [SceneLayoutIssue], remaining: Set<String>
            if ownKeys.owns(item.keys, scene: item.sceneID) {
                (after, remaining) = laidOutScenes[item.sceneID] ?? Self.issues(
                    of: document.applying(added, removing: removed).updatingFrames(frames), mode: explanation.mode,
                    scene: item.sceneID)
                laidOutScenes[item.sceneID] = (after, remaining)
            } else {
                (after, remaining) = laidOut ?? Self.issues(of: document.applying(added, removing: removed)
                    .updatingFrames(frames), mode: explanation.mode)
                laidOut = (after, remaining)
            }
            guard !item.appliedFixIts.isEmpty, item.keys.contains(where: remaining.contains) else { continue }
            // A fix can move any scene (a label's record changes choices made once per document).
            laidOut = nil
            laidOutScenes = [:]
            added += item.specs
            removed += item.removedIDs
            // A frame is updated to where the constraints put it after the fixes applied so far.
            let updates = item.frameUpdates.map { update in
                var update = update
                for case .misplacedView(update.viewID, let expected, _) in after { update.frame = expected }
                return update
            }
            frames += updates
            Self.edit(&editor, item: item, frames: updates, document: document)
            applied += item.appliedFixIts.map {
                Applied(line: item.location?.line ?? 1, column: item.location?.column ?? 1, issue: item.heading, summary: $0)
            }
        }
        text = editor.text
        (addedConstraintCount, removedConstraintCount, updatedFrameCount) = (added.count, removed.count, frames.count)
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

    private static func issues(of document: IBDocument, mode: IBLayoutMode,
                               scene: String? = nil) -> (issues: [SceneLayoutIssue], keys: Set<String>) {
        let issues = IBLayout.layOut(document, mode: mode, only: scene).flatMap(\.issues)
        return (issues, Set(DocumentExplanation.keys(issues)))
    }
}

/// Which issue keys only their own scene can hold, so that whether `fix` still has an issue to fix
/// is read from that scene's layout alone, not the whole document's: a key naming a view (or
/// views) that one scene alone lays out. Conflicts are named by constraints, some without ids,
/// and are always looked up in the whole document.
struct ScenesOwningKeys {
    /// The scenes laying out each view id.
    private var scenesByView: [String: Set<String>] = [:]
    private var sceneCounts: [String: Int] = [:]

    init(_ scenes: [SceneLayout]) {
        for scene in scenes {
            sceneCounts[scene.id, default: 0] += 1
            for view in scene.views { scenesByView[view.id, default: []].insert(scene.id) }
        }
    }

    /// Whether the id names one scene only (ids repeated between scenes are looked up whole).
    func isOwn(_ sceneID: String) -> Bool { sceneCounts[sceneID] == 1 }

    /// Whether every key names, by non-empty ids, views only the scene `sceneID` lays out.
    func owns(_ keys: [String], scene sceneID: String) -> Bool {
        guard isOwn(sceneID), !keys.isEmpty else { return false }
        return keys.allSatisfy { key in
            let parts = key.split(separator: ":", omittingEmptySubsequences: false)
            let ids: [Substring]
            switch parts.first {
            case "ambiguous", "content", "misplaced": ids = parts.count >= 2 ? [parts[1]] : []
            case "priority": ids = parts.count == 3 ? parts[2].split(separator: ",", omittingEmptySubsequences: false) : []
            default: ids = []
            }
            return !ids.isEmpty && ids.allSatisfy { !$0.isEmpty && scenesByView[String($0)] == [sceneID] }
        }
    }
}
