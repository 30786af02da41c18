import Foundation
import InterfaceBuilder
import LayoutCheck
import TestSupport
import Testing

/// The layout budget covers stack-view conflicts and long conflicts (issue 24, item 8): a layout
/// costs the constraints a stack adds and once more per conflict, and a conflict's removals are
/// verified up to `LayoutBudget.removalsVerifiedPerConflict`, the rest said.
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

    /// A vertical stack fills its 375-pt width: boxes asking 101, 102 and 103 are three conflicts.
    /// Root, stack and 3 boxes are 5 views; the stack adds 4 constraints per box (12): 17 per pass,
    /// and the engine meets each of the 3 conflicts over the whole system: 17 × (1 + 3) = 68.
    @Test func aLayoutCostsTheStacksConstraintsOnceMorePerConflict() throws {
        let check = try CheckFixtures.check(Self.stack(axis: "vertical", widths: [101, 102, 103]), path: "Stack.storyboard")
        let scene = try #require(check.scenes.first)
        let conflicts = scene.issues.filter { if case .conflictingConstraints = $0 { true } else { false } }
        #expect(scene.views.count == 5 && conflicts.count == 3)
        #expect(LayoutBudget.layoutCost(of: scene) == 68)
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
}
