import ConsoleLog
import OpenAutoLayout
import Testing

/// Each constraint form UIKit, AppKit, SnapKit and Masonry print, read into the model's terms.
/// Fixtures are written by hand in each form (addresses and names invented).
@Suite struct ConstraintEntryParserTests {
    @Test func anEquationWithAConstantAndAnActiveFlagIsRead() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x6000aa10 UIView:0x7f01.height >= 330   (active)>")
        #expect(c.parsed)
        #expect(c.address == "0x6000aa10")
        #expect(c.firstItem?.className == "UIView" && c.firstItem?.address == "0x7f01")
        #expect(c.firstAttribute == .height && c.relation == .greaterThanOrEqual)
        #expect(c.secondItem == nil && c.constant == 330 && c.isActive == true)
    }

    @Test func aRelationToAnotherItemWithMultiplierAndNegativeConstantIsRead() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 App.Card:0x2.width == 0.5*UIView:0x3.width - 12   (active)>")
        #expect(c.firstItem?.module == "App" && c.firstItem?.className == "App.Card")
        #expect(c.secondItem?.address == "0x3" && c.secondAttribute == .width)
        #expect(c.multiplier == 0.5 && c.constant == -12)
    }

    @Test func theOldFormPutsTheMultiplierAfterTheItem() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 UIImageView:0x2.width == UIImageView:0x2.height * 0.25>")
        #expect(c.parsed && c.multiplier == 0.25 && c.isActive == nil)
    }

    @Test func aLabelTextWithQuotesDotsAndEscapesStaysWithItsView() {
        let c = ConstraintEntryParser.parse(#"<NSLayoutConstraint:0x1 UILabel:0x2'IT'S 1.5 \n km'.top == UIView:0x3.top + 8   (active)>"#)
        #expect(c.firstItem?.text == #"IT'S 1.5 \n km"#)
        #expect(c.firstAttribute == .top && c.constant == 8)
    }

    @Test func anIdentifierAndAPriorityAreRead() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x2.height == 43.5 @750   (active)>")
        #expect(c.identifier == "UIView-Encapsulated-Layout-Height")
        #expect(c.systemRole == .encapsulatedSize)
        #expect(c.priority == 750 && c.constant == 43.5 && !c.isRequired)
    }

    @Test func anAutoresizingMaskConstraintKeepsItsMask() {
        let c = ConstraintEntryParser.parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.width == 0   (active)>")
        #expect(c.autoresizingMask == "h=--& v=--&" && c.systemRole == .autoresizingMask && c.constant == 0)
    }

    @Test func snapKitEntriesKeepTheirFileAndLine() {
        let c = ConstraintEntryParser.parse("<SnapKit.LayoutConstraint:0x1@ProfileView.swift#42 UIButton:0x2.bottom == UIView:0x3.bottom - 24.0>")
        #expect(c.sourceFile == "ProfileView.swift" && c.sourceLine == 42)
        #expect(c.firstAttribute == .bottom && c.constant == -24)
    }

    @Test func masonryEntriesNameViewsByTheirKey() {
        let c = ConstraintEntryParser.parse("<MASLayoutConstraint:0x1 UIImageView:avatar.height == 70>")
        #expect(c.parsed && c.firstItem?.className == "UIImageView" && c.firstItem?.name == "avatar" && c.firstItem?.address == nil)
    }

    @Test func systemSpacingIsReadAsItsConstant() {
        let c = ConstraintEntryParser.parse("<_UISystemBaselineConstraint:0x1 UIView:0x2.bottom <= UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(c.usesSystemSpacing && c.constant == 8 && c.relation == .lessThanOrEqual)
        #expect(c.secondItem?.name == "UIViewSafeAreaLayoutGuide" && c.secondItem?.text == nil)
    }

    @Test func aNegativeConstantWithASpaceAfterTheSignIsRead() {
        #expect(ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>").constant == -16)
    }

    @Test func anUnknownEntryIsKeptVerbatimWithItsProblem() {
        let c = ConstraintEntryParser.parse("<private>")
        #expect(!c.parsed && c.text == "<private>" && c.problem != nil)
    }

    @Test(arguments: ["<NSLayoutConstraint:0x1 UIView:0x2.width == 1e400>", "<NSLayoutConstraint:0x1 UIView:0x2.width == nan>",
                      "<NSLayoutConstraint:0x1 H:[[[UIView:0x2]-(-(8)-)-|>", "<NSLayoutConstraint:0x1 UIView:0x2.wide == 3>",
                      "<NSLayoutConstraint:0x", "<NSLayoutConstraint:0x1 >"])
    func malformedEntriesAreKeptUnreadWithAReason(entry: String) {
        let c = ConstraintEntryParser.parse(entry)
        #expect(!c.parsed && c.problem != nil && c.text == entry)
    }
}
