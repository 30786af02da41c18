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

    /// What one layout of a scene of `sceneViews` views in a document of `documentViews` views costs.
    static func relayoutCost(sceneViews: Int, documentViews: Int) -> Int {
        max(1, sceneViews) + documentViews / viewsCopiedPerViewLaidOut
    }

    private(set) var remaining: Int
    /// Layouts refused since the budget ran out.
    package private(set) var refusals = 0

    package init(views: Int = LayoutBudget.viewsPerDocument) {
        remaining = views
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
