import InterfaceBuilder
import LayoutDiagnostics

/// How much explaining and fixing one document may cost, counted in views laid out.
///
/// Explaining an issue costs about a layout of its scene (tracing its chain, trying candidate
/// fixes), a fix-it offered only once the scene laid out with it has lost the issue and gained none
/// may cost another, mapping a scene with issues to models costs about four, and `fix` lays a
/// scene out again after each fix it applies. That is fine for the corpus (its largest document,
/// 888 views with 12 issues), but a generated 50 MB storyboard with 20 issues in each of its 2,000
/// scenes would lay out millions of views, for many minutes. Past the budget the remaining issues
/// are reported without an explanation, a fix-it that needs a new layout is left unverified (not
/// offered), each with a line saying why, and `fix` applies no more fixes, so every command
/// finishes in seconds on any file; `explain --scene` or another run of `fix` goes on from there.
/// Compilers bound their work the same way (clang stops after 20 errors, `-ferror-limit`).
public final class LayoutBudget {
    /// Views laid out again per document: about 10 s of layouts on a 2-core CI machine, ten times
    /// what the corpus's largest document needs.
    public static let viewsPerDocument = 100_000

    /// Laying a scene out again means first copying the document with the fix written into it
    /// (`IBDocument.applying`): its views, constraints and id tables, about 1/200 of a view's
    /// layout per view of the document (read off `perf` on `fix` of a 10,000-view file: the copies
    /// took half as long as laying the 100-view scene out). In a 200,000-view file that copy costs
    /// ten times the scene's own layout, so it is counted.
    static let viewsCopiedPerViewLaidOut = 200

    /// Constraints a stack view adds per arranged view (leading or top, spacing, and two for
    /// alignment: `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`), which no view count sees.
    static let stackConstraintsPerArrangedView = 4

    /// What one layout of `scene` costs, in views. A view counts once and so does each constraint a
    /// stack view adds, and the solver's work grows faster than their number in large scenes (in
    /// one vertical stack, 40 arranged views take 0.08 s per layout, 100 take 0.43 s: about the
    /// power 1.8; debug build), so the count `n` is charged `n + n² / 100`: the same as before up to
    /// a few dozen views, five times more for a stack of 100. Verifying the fix-its of 100 conflicts
    /// in such a stack laid it out 700 times (318 s) while the plain count of views stayed within
    /// the budget. `documentViews`: the copy of the document a re-layout makes.
    package static func layoutCost(of scene: SceneLayout, documentViews: Int = 0) -> Int {
        let stacks = Set(scene.views.filter { $0.elementName == "stackView" }.map(\.id))
        let arranged = scene.views.filter { view in view.superviewID.map(stacks.contains) ?? false }.count
        let units = max(1, scene.views.count) + stackConstraintsPerArrangedView * arranged
        return units + units * units / 100 + documentViews / viewsCopiedPerViewLaidOut
    }

    /// Removal fix-its verified per conflict: each needs the scene laid out again, and a conflict
    /// through 40 nested stack views holds about 160 of the app's constraints (38 s of layouts for one
    /// `explain`). The broken constraint is tried first; past this many the rest are not tried and the
    /// explanation says how many (`untriedRemovalsLine`). The corpus's conflicts hold at most 5 of
    /// the app's constraints.
    package static let removalsVerifiedPerConflict = 24

    private(set) var remaining: Int
    /// Layouts refused since the budget ran out.
    package private(set) var refusals = 0

    /// Removal fix-its verified per conflict (`removalsVerifiedPerConflict`; tests give fewer).
    package let removalsPerConflict: Int

    package init(views: Int = LayoutBudget.viewsPerDocument,
                 removalsPerConflict: Int = LayoutBudget.removalsVerifiedPerConflict) {
        remaining = views
        self.removalsPerConflict = removalsPerConflict
    }

    /// Takes `views` from the budget; false (and nothing taken) when less than that is left.
    package func spend(views: Int) -> Bool {
        guard views <= remaining else {
            refusals += 1
            return false
        }
        remaining -= views
        return true
    }

    /// The explanation of an issue left unexplained.
    package static var unexplainedLine: String {
        "Not explained: this file's budget of \(viewsPerDocument) views laid out for explanations is spent "
            + "(run `autolayout explain --scene` on this scene)."
    }

    /// The line a conflict's explanation gets when some of its constraints were not tried as removals.
    package static func untriedRemovalsLine(_ count: Int, tried: Int = removalsVerifiedPerConflict) -> String {
        "\(count) more of its constraints were not tried as fixes: a conflict's first \(tried) "
            + "removals are verified by laying the scene out again, and this one holds more."
    }

    /// The line an issue's explanation gets when a fix-it of it could not be verified.
    package static var unverifiedLine: String {
        "Fix-its that need the scene laid out again were not verified: this file's budget of "
            + "\(viewsPerDocument) views laid out for verification is spent (run `autolayout explain "
            + "--scene` on this scene, or `fix` again once earlier issues are fixed)."
    }
}

extension DocumentExplanation {
    /// An issue whose rule gives its reasons itself (`LayoutRule.reasons`), with no fix-it; nil for
    /// the others.
    static func reasoned(_ issue: SceneLayoutIssue, diagnostic: Diagnostic, in scene: SceneDiagnostics) -> Item? {
        guard let reasons = LayoutRules.rule(of: issue).reasons(for: issue, in: scene) else { return nil }
        var item = Item(sceneID: scene.scene.id, kind: diagnostic.kind, objectID: diagnostic.objectID,
                        location: IBSourceLocation(line: diagnostic.line, column: diagnostic.column),
                        heading: diagnostic.message, lines: reasons, fixIts: [], keys: keys([issue]))
        item.finding = diagnostic.finding
        return item
    }

    /// An issue left unexplained because the document's budget (`LayoutBudget`) is spent.
    static func unexplained(_ issue: SceneLayoutIssue, diagnostic: Diagnostic, sceneID: String) -> Item {
        var item = Item(sceneID: sceneID, kind: diagnostic.kind, objectID: diagnostic.objectID,
                        location: IBSourceLocation(line: diagnostic.line, column: diagnostic.column),
                        heading: diagnostic.message, lines: [LayoutBudget.unexplainedLine], fixIts: [],
                        keys: keys([issue]))
        item.finding = diagnostic.finding
        item.isTraced = false
        if case .conflictingConstraints(_, let broken) = issue {
            item.brokenConstraintID = broken.id
            item.heading = "Conflicting constraints"
        }
        return item
    }
}
