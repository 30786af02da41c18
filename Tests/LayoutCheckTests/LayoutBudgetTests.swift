import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import Testing

/// The work of explaining and fixing one document is bounded (`LayoutBudget`), so a generated file
/// with thousands of issues finishes in seconds; past the budget issues are reported unexplained.
@Suite("Budget of layouts per document")
struct LayoutBudgetTests {
    @Test("spending takes views from the budget until less than asked is left; a refusal takes nothing")
    func spending() {
        let budget = LayoutBudget(views: 25)
        #expect(budget.spend(views: 10))
        #expect(budget.spend(views: 10))
        #expect(!budget.spend(views: 10))  // 5 left
        #expect(budget.spend(views: 5))
        #expect(!budget.spend(views: 1))
        #expect(budget.refusals == 2)
    }

    /// Each of `FixManyScenesTests`'s scenes is a root and a label (2 views) with one issue, the
    /// label's missing top. Mapping a scene costs 4 × 2 = 8 views and explaining its issue 2 more.
    @Test("with a budget for one scene, its issue is explained and every later scene's is reported unexplained")
    func budgetForOneScene() throws {
        let check = try CheckFixtures.check(FixManyScenesTests.storyboard(scenes: 5), path: "Many.storyboard")
        #expect(check.diagnostics.count == 5)
        let explanation = try #require(DocumentExplanation(check: check, budget: LayoutBudget(views: 10)))
        #expect(explanation.items.map(\.sceneID) == ["s0", "s1", "s2", "s3", "s4"])
        let first = explanation.items[0]
        #expect(first.isTraced && !first.lines.contains(LayoutBudget.unexplainedLine))
        for item in explanation.items.dropFirst() {
            #expect(item.lines == [LayoutBudget.unexplainedLine])
            #expect(item.fixIts.isEmpty && item.specs.isEmpty && !item.isTraced)
            #expect(item.keys == [IssueKey(.missingConstraints, ["l\(item.sceneID.dropFirst())", "y position"])])
        }
    }

    @Test("a scene past the budget is explained when asked for alone (explain --scene)")
    func sceneAlone() throws {
        let check = try CheckFixtures.check(FixManyScenesTests.storyboard(scenes: 5), path: "Many.storyboard")
        let explanation = try #require(DocumentExplanation(check: check, budget: LayoutBudget(views: 10),
                                                           onlyScene: "s3"))
        #expect(explanation.items.map(\.sceneID) == ["s3"])
        #expect(explanation.items[0].isTraced && !explanation.items[0].lines.contains(LayoutBudget.unexplainedLine))
    }

    @Test("with no budget nothing is explained, and fix applies nothing and leaves the text as it was")
    func noBudget() throws {
        let text = FixManyScenesTests.storyboard(scenes: 3)
        var check = try CheckFixtures.check(text, path: "Many.storyboard")
        check.explanation = DocumentExplanation(check: check, budget: LayoutBudget(views: 0))
        #expect(check.explanation?.items.allSatisfy { $0.lines == [LayoutBudget.unexplainedLine] } == true)
        let fix = DocumentFix(check: check)
        #expect(fix.applied.isEmpty && fix.text == text)
    }

    @Test("the default budget explains and fixes every scene of a small document")
    func defaultBudget() throws {
        let check = try CheckFixtures.check(FixManyScenesTests.storyboard(scenes: 5), path: "Many.storyboard")
        let explanation = try #require(DocumentExplanation(check: check, budget: LayoutBudget()))
        #expect(explanation.items.count == 5)
        #expect(explanation.items.allSatisfy { $0.isTraced && !$0.fixIts.isEmpty })
        #expect(DocumentFix(check: check).applied.count == 5)
    }
}
