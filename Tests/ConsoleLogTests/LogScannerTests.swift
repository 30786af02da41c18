import ConsoleLog
import Foundation
import Testing

/// Finding messages in console text: prefixes, joined lines, cut blocks, traces, hierarchy errors.
@Suite struct LogScannerTests {
    static func messages(_ text: String) -> [LogMessage] {
        var scanner = LogScanner()
        // Split on bytes: "\r\n" is one Character, so a Character split would keep CRLF lines together.
        for line in text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
            scanner.consume(Substring(String(decoding: line, as: UTF8.self)))
        }
        scanner.finish()
        return scanner.takeMessages()
    }

    static let conflict = """
        2024-01-02 10:00:00.000 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<NSLayoutConstraint:0xa1 UIView:0xb1.height == 50   (active)>",
            "<NSLayoutConstraint:0xa2 'UIView-Encapsulated-Layout-Height' UIView:0xb1.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xa1 UIView:0xb1.height == 50   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        app: loaded 3 items
        """

    @Test func aClassicConflictIsFoundWithItsBrokenConstraint() {
        let found = Self.messages(Self.conflict)
        #expect(found.count == 1)
        #expect(found[0].kind == .conflict && found[0].line == 1 && found[0].isCompleteConflict)
        #expect(found[0].constraints.map(\.address) == ["0xa1", "0xa2"])
        #expect(found[0].broken?.address == "0xa1")
        #expect(found[0].platform == .iOS)
    }

    @Test func prefixesOnEveryLineAndCRLFDoNotMatter() {
        let prefixed = Self.conflict.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "[        ] " + $0 + "\r" }.joined(separator: "\n")
        let found = Self.messages(prefixed)
        #expect(found.count == 1 && found[0].constraints.count == 2 && found[0].broken?.address == "0xa1")
    }

    @Test func aBlockJoinedOnOneLineIsFound() {
        let joined = #"Unable to simultaneously satisfy constraints.Try this:("<NSLayoutConstraint:0xa1 UIView:0xb1.width == 10   (active)>","<NSLayoutConstraint:0xa2 UIView:0xb1.width == 20   (active)>")Will attempt to recover by breaking constraint<NSLayoutConstraint:0xa2 UIView:0xb1.width == 20   (active)>"#
        let found = Self.messages(joined)
        #expect(found.count == 1 && found[0].constraints.count == 2 && found[0].broken?.address == "0xa2")
    }

    @Test func aBlockCutBeforeTheRecoveryLineHasNoBrokenConstraint() {
        let cut = Self.conflict.components(separatedBy: "Will attempt")[0] + "Will attempt to recover by b"
        let found = Self.messages(cut)
        #expect(found.count == 1 && found[0].broken == nil && found[0].isCompleteConflict)
    }

    @Test func aListWithoutItsHeaderIsAnIncompleteConflict() {
        let found = Self.messages("(\n\"<NSLayoutConstraint:0xa1 UIView:0xb1.width == 10>\",\n)")
        #expect(found.count == 1 && !found[0].hasHeader && !found[0].isCompleteConflict)
    }

    @Test func macOSFourteenPrintsOneConflictTwiceAndItCountsOnce() {
        let text = """
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0xa1 NSView:0xb1.width == 10   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0xa2 h=--& v=--& NSView:0xb1.width == 0   (active)>"
            ).
            Will attempt to recover by breaking <NSLayoutConstraint:0xa1 NSView:0xb1.width == 10   (active)>.
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0xa1 NSView:0xb1.width == 10   (active)>",
            """
        let found = Self.messages(text)
        #expect(found.count == 1 && found[0].platform == .macOS && found[0].broken?.address == "0xa1")
    }

    @Test func anAmbiguityTraceListsItsAmbiguousViews() {
        let text = """
            UIWindow:0x1
            |   •UIView:0x2
            |   |   *UILabel:0x3'Name'- AMBIGUOUS LAYOUT for UILabel:0x3'Name'.minX{id: 5}, UILabel:0x3'Name'.Width{id: 6}
            |   |   *UIView:0x4
            Legend:
            """
        let found = Self.messages(text)
        #expect(found.count == 1 && found[0].kind == .ambiguity)
        #expect(found[0].ambiguousViews.map(\.item.address) == ["0x3"])
        #expect(found[0].ambiguousViews[0].item.text == "Name" && found[0].ambiguousViews[0].attributes == ["minX", "Width"])
    }

    @Test func theOldTraceFormJoinedOnOneLineListsEveryView() {
        let found = Self.messages("*<UIWindow:0x1> | *<UIView:0x2> - AMBIGUOUS LAYOUT | | *<UIButton:0x3> - AMBIGUOUS LAYOUT | | <UILabel:0x4>")
        #expect(found.first?.ambiguousViews.map(\.item.className) == ["UIView", "UIButton"])
    }

    @Test func aHierarchyErrorCarriesItsConstraint() {
        let found = Self.messages("x [LayoutConstraints] The view hierarchy is not prepared for the constraint: <NSLayoutConstraint:0xa1 UIView:0xb1.centerX == UIView:0xb2.centerX   (inactive)>")
        #expect(found.count == 1 && found[0].kind == .hierarchy && found[0].constraints.first?.isActive == false)
    }

    @Test func ordinaryOutputIsNotAMessage() {
        #expect(Self.messages("hello (\nworld)\nconstraint solver ready\n<html>").isEmpty)
    }

    @Test func markdownEscapesAreUndone() {
        let found = Self.messages(#"Unable to simultaneously satisfy constraints. ("\<NSLayoutConstraint:0xa1 \_UIView:0xb1.width == 10>")"#)
        #expect(found.first?.constraints.first?.firstItem?.className == "_UIView")
    }

    @Test func repeatedConflictsAtNewAddressesShareASignature() {
        let other = Self.conflict.replacingOccurrences(of: "0xb1", with: "0xc9")
        let first = Self.messages(Self.conflict)[0], second = Self.messages(other)[0]
        #expect(MessageSignature.of(first) == MessageSignature.of(second))
    }
}
