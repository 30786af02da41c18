import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import OpenAutoLayout
import Testing

/// A finding keeps the identity of the scene issue it reports: explanations, fixes and pictures
/// find it by that, never by its text, kind or place.
@Suite("Findings keep their issue")
struct FindingIdentityTests {
    /// Two labels as IB writes them (hugging 251), "One" above and left of "Two": in a row across the 320 pt root (a horizontal
    /// hugging tie: 210 pt of room and both at 251) and stacked down its 30 pt height (a vertical
    /// compression tie: 21 + 21 pt in 30, both at 750). Both ties are about the same two views.
    static let twoTies = RuleExample.xib(subviews: """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="One" \
        translatesAutoresizingMaskIntoConstraints="NO" id="la">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="21"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Two" \
        translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                        <rect key="frame" x="50" y="21" width="60" height="21"/>
                    </label>
        """, constraints: """
                    <constraint firstItem="la" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="h1"/>
                    <constraint firstItem="lb" firstAttribute="leading" secondItem="la" secondAttribute="trailing" id="h2"/>
                    <constraint firstAttribute="trailing" secondItem="lb" secondAttribute="trailing" id="h3"/>
                    <constraint firstItem="la" firstAttribute="top" secondItem="root" secondAttribute="top" id="v1"/>
                    <constraint firstItem="lb" firstAttribute="top" secondItem="la" secondAttribute="bottom" id="v2"/>
                    <constraint firstAttribute="bottom" secondItem="lb" secondAttribute="bottom" id="v3"/>
        """).replacingOccurrences(of: "width=\"320\" height=\"480\"", with: "width=\"320\" height=\"30\"")

    @Test("A hugging tie and a compression tie of the same views each get their own explanation")
    func twoTiesOfTheSameViews() throws {
        let document = try IBReader.read(data: Data(Self.twoTies.utf8), path: "Ties.xib")
        let check = CheckedDocument(path: "Ties.xib", mode: .designTime, document: document, text: Self.twoTies)
            .explained()
        let ties = check.diagnostics.filter { $0.kind == .contentPriorityAmbiguity }
        #expect(ties.map(\.message).sorted() == [
            "Content priority ambiguity: \"One\" (la) and \"Two\" (lb) have the same horizontal hugging priority (251).",
            "Content priority ambiguity: \"One\" (la) and \"Two\" (lb) have the same vertical compression resistance "
                + "priority (750).",
        ])
        let explanations = IssueExplanations(check: check)
        for tie in ties {
            #expect(explanations.explanation(of: tie)?.item.heading == tie.message)
        }
    }

    @Test("A hugging tie and a compression tie on the same axis and views are two issues to fix, not one")
    func tieKeysDiffer() {
        let hugging = SceneLayoutIssue.contentPriorityAmbiguity(viewIDs: ["la", "lb"], axis: .horizontal,
                                                                kind: .hugging, priority: 251)
        let compression = SceneLayoutIssue.contentPriorityAmbiguity(viewIDs: ["la", "lb"], axis: .horizontal,
                                                                    kind: .compressionResistance, priority: 750)
        #expect(DocumentExplanation.keys([hugging]) != DocumentExplanation.keys([compression]))
    }

    @Test("Each finding of a scene names its scene and issue, and its explanation item names the same")
    func findingsNameTheirIssue() throws {
        let document = try IBReader.read(data: Data(Self.twoTies.utf8), path: "Ties.xib")
        let check = CheckedDocument(path: "Ties.xib", mode: .designTime, document: document, text: Self.twoTies)
            .explained()
        for diagnostic in check.diagnostics where diagnostic.kind != .document {
            let finding = try #require(diagnostic.finding)
            #expect(finding.scene == 0 && check.scenes[0].issues.indices.contains(finding.issue))
            #expect(check.explanation?.items.contains { $0.finding == finding && $0.heading == diagnostic.message
                || ($0.finding == finding && $0.kind == .conflictingConstraints) } == true)
        }
    }
}
