import ConsoleLog
import LayoutCheck
import Foundation
import Testing

/// The pipeline on hand-written conflicts whose arithmetic is worked out in each test.
@Suite struct ConflictProofTests {
    static func event(_ entries: [String], broken: String? = nil) -> LogEvent {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        text += entries.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n"
        if let broken { text += "Will attempt to recover by breaking constraint\n\(broken)\n" }
        let groups = LogReader.read(text: text)
        return LogAnalysis.events(groups)[0]
    }

    static let cell = [
        "<NSLayoutConstraint:0xc1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xa0.height == 44   (active)>",
        "<NSLayoutConstraint:0xc2 V:|-(0)-[UIView:0xa1]   (active, names: '|':UITableViewCellContentView:0xa0 )>",
        "<NSLayoutConstraint:0xc3 UIView:0xa1.height == 100   (active)>",
        "<NSLayoutConstraint:0xc4 V:[UIView:0xa1]-(0)-|   (active, names: '|':UITableViewCellContentView:0xa0 )>",
    ]

    /// 0 + 100 + 0 = 100 pt of content in a row fixed at 44 pt: all four are needed for the clash.
    @Test func aSelfSizingCellChainIsProvedWithEveryLinkInTheMinimalSet() throws {
        let event = Self.event(Self.cell, broken: "<NSLayoutConstraint:0xc4 V:[UIView:0xa1]-(0)-|   (active, names: '|':UITableViewCellContentView:0xa0 )>")
        #expect(event.proof?.unsatisfiable == true)
        #expect(event.minimalConstraints.map(\.address) == ["0xc1", "0xc2", "0xc3", "0xc4"])
        #expect(event.broken?.source == .log && event.broken?.index == 3)
        // Without the bottom edge: content bottom = top + 44, the view's bottom = top + 100: 56 pt apart.
        let sides = try #require(event.proof?.brokenSides)
        #expect(abs((sides.first - sides.second) - (44 - 100)) < 1e-9)
    }

    @Test func constraintsThatCanAllHoldAreNotProved() {
        let event = Self.event(["<NSLayoutConstraint:0xc1 UIView:0xa1.width == 10   (active)>",
                                "<NSLayoutConstraint:0xc2 UIView:0xa1.width >= 5   (active)>"])
        #expect(event.proof?.unsatisfiable == false && event.minimalConstraints.isEmpty)
    }

    /// UIKit reports a lone `width == -16`: sizes cannot go negative in its engine.
    @Test func aNegativeWidthAloneIsUnsatisfiable() {
        let event = Self.event(["<NSLayoutConstraint:0xc1 UIView:0xa1.width == - 16   (active)>"])
        #expect(event.proof?.unsatisfiable == true)
    }

    /// `A.top == B.topMargin` and `A.top == B.top + 20` hold if B's top margin is 20: the log does not say.
    @Test func marginsTheLogDoesNotGiveLeaveTheVerdictOpen() {
        let event = Self.event(["<NSLayoutConstraint:0xc1 UIView:0xa1.top == UIView:0xa2.topMargin   (active)>",
                                "<NSLayoutConstraint:0xc2 UIView:0xa1.top == UIView:0xa2.top + 20   (active)>"])
        #expect(event.proof?.unsatisfiable == nil && event.proof?.undecidedReason != nil)
    }

    @Test func theAppsOnlyConstraintInTheClashIsPredictedBroken() {
        let event = Self.event(["<NSLayoutConstraint:0xc1 UIView:0xa1.height == 50   (active)>",
                                "<NSLayoutConstraint:0xc2 'UIView-Encapsulated-Layout-Height' UIView:0xa1.height == 44   (active)>"])
        #expect(event.broken?.source == .predicted && event.broken?.constraint.address == "0xc1")
    }

    @Test func theAppsOneFixedSizeIsPredictedBroken() {
        let event = Self.event(["<NSLayoutConstraint:0xc1 UILabel:0xa1'Hi'.width == UIView:0xa2.width   (active)>",
                                "<NSLayoutConstraint:0xc2 UILabel:0xa1'Hi'.width == 420   (active)>",
                                "<NSLayoutConstraint:0xc3 'UIView-Encapsulated-Layout-Width' UIView:0xa2.width == 320   (active)>"])
        #expect(event.broken?.constraint.address == "0xc2")
    }

    @Test func theClosingEdgeIsPredictedBrokenWhenNoSizeIsFixed() {
        let event = Self.event(["<NSLayoutConstraint:0xc1 H:|-(4)-[UIStackView:0xa1]   (active, names: '|':UIView:0xa2 )>",
                                "<NSLayoutConstraint:0xc2 UIStackView:0xa1.trailing == UIView:0xa2.trailing - 10   (active)>",
                                "<NSLayoutConstraint:0xc3 'UIView-Encapsulated-Layout-Width' UIView:0xa2.width == 0   (active)>"])
        #expect(event.broken?.constraint.address == "0xc2")
    }

    @Test func twoEqualCandidatesAreNotGuessed() {
        let event = Self.event(["<NSLayoutConstraint:0xc1 UIView:0xa1.top == UIView:0xa2.top + 10>",
                                "<NSLayoutConstraint:0xc2 UIView:0xa1.top == UIView:0xa2.top + 20>"])
        #expect(event.broken == nil && event.brokenUndecided != nil)
        #expect(event.fixes.first?.contains("keep one") == true)
    }

    @Test func aRepeatedConflictIsOneEventWithACount() {
        let block = "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0xc1 UIView:0xa1.width == 10>\",\n\"<NSLayoutConstraint:0xc2 UIView:0xa1.width == 20>\"\n)\n"
        let groups = LogReader.read(text: block + "app output\n" + block.replacingOccurrences(of: "0xa1", with: "0xb7"))
        #expect(groups.count == 1 && groups[0].count == 2)
    }
}
