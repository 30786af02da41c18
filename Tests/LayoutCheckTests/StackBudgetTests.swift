import Foundation
import InterfaceBuilder
import LayoutCheck
import TestSupport
import Testing

/// The layout budget covers stack-view conflicts and long conflicts (issue 24, item 8): a layout
/// costs the constraints a stack adds, more than linearly, and a conflict's removals are verified
/// up to `LayoutBudget.removalsVerifiedPerConflict`, the rest said.
@Suite struct StackBudgetTests {
    /// A stack view (`axis`) pinned to the root's top, leading and trailing, holding boxes of the
    /// given widths (each 20 high).
    static func stack(axis: String, widths: [Int]) -> String {
        let boxes = widths.enumerated().map { index, width in
            """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a\(index)">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="\(width)" id="w\(index)"/>
                                            <constraint firstAttribute="height" constant="20" id="h\(index)"/>
                                        </constraints>
                                    </view>
            """
        }.joined(separator: "\n")
        return ExplainFixFixtures.rootScene("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="\(axis)" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                        <subviews>
            \(boxes)
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="st" firstAttribute="top" secondItem="rtB-00-001" secondAttribute="top" id="rt"/>
                    <constraint firstItem="st" firstAttribute="leading" secondItem="rtB-00-001" secondAttribute="leading" id="rl"/>
                    <constraint firstItem="st" firstAttribute="trailing" secondItem="rtB-00-001" secondAttribute="trailing" id="rr"/>
                </constraints>
            """)
    }

    /// Root, stack and 3 boxes are 5 views; the stack adds 4 constraints per box (12): 17, and
    /// 17 + 17² / 100 = 17 + 2 (integer division) = 19. With 30 boxes: 32 + 120 = 152 units,
    /// 152 + 23104 / 100 = 152 + 231 = 383.
    @Test func aLayoutCostsTheStacksConstraintsAndGrowsFasterThanTheScene() throws {
        let small = try CheckFixtures.check(Self.stack(axis: "vertical", widths: [101, 102, 103]), path: "Stack.storyboard")
        let smallScene = try #require(small.scenes.first)
        #expect(smallScene.views.count == 5)
        #expect(LayoutBudget.layoutCost(of: smallScene) == 19)
        let large = try CheckFixtures.check(Self.stack(axis: "vertical", widths: Array(101...130)), path: "Stack.storyboard")
        #expect(LayoutBudget.layoutCost(of: try #require(large.scenes.first)) == 383)
    }

    /// A horizontal stack of 10 boxes 40 wide (400 pt) in 375: one conflict holding the 10 widths and
    /// the stack's leading and trailing (12 of the app's constraints). With 3 removals verified per
    /// conflict, the explanation says the other 9 were not tried; with the default (24), none is left.
    @Test func aLongConflictSaysHowManyRemovalsWereNotTried() throws {
        let check = try CheckFixtures.check(Self.stack(axis: "horizontal", widths: Array(repeating: 40, count: 10)),
                                            path: "Row.storyboard")
        let capped = try #require(DocumentExplanation(check: check, budget: LayoutBudget(removalsPerConflict: 3)))
        let conflict = try #require(capped.items.first { $0.heading == "Conflicting constraints" })
        #expect(conflict.lines.contains(LayoutBudget.untriedRemovalsLine(9, tried: 3)))
        #expect(conflict.fixIts.count <= 3)
        let whole = try #require(DocumentExplanation(check: check, budget: LayoutBudget()))
        let full = try #require(whole.items.first { $0.heading == "Conflicting constraints" })
        #expect(!full.lines.contains { $0.contains("were not tried as fixes") })
        #expect(full.fixIts.count > 3)
    }

    /// What the budget cut is said in `check`'s notes too, not only by `explain`.
    @Test func anIssueLeftUnexplainedSaysSoInItsNotes() throws {
        let check = try CheckFixtures.check(Self.stack(axis: "vertical", widths: [101, 102, 103]), path: "Stack.storyboard")
        let explanations = IssueExplanations(DocumentExplanation(check: check, budget: LayoutBudget(views: 0)))
        #expect(!explanations.entries.isEmpty)
        #expect(explanations.entries.allSatisfy { $0.notes == [LayoutBudget.unexplainedLine] })
    }
}
