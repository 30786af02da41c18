import ConsoleLog
import OpenAutoLayout
import Testing

/// The visual-format descriptions, read into `first.attr relation second.attr + constant`.
@Suite struct VisualFormatEntryTests {
    @Test func aLeadingEdgeToTheSuperviewNamedInNames() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x2'Hi']   (active, names: '|':UIView:0x3 )>")
        #expect(c.isVisualFormat && c.firstItem?.address == "0x2" && c.firstAttribute == .leading)
        #expect(c.secondItem?.address == "0x3" && c.secondAttribute == .leading && c.constant == 20)
        #expect(c.firstItem?.text == "Hi")
    }

    @Test func aBottomEdgeToTheSuperviewPutsTheSuperviewFirst() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 V:[UIView:0x2]-(8)-|   (active, names: '|':UIView:0x3 )>")
        #expect(c.firstItem?.address == "0x3" && c.firstAttribute == .bottom)
        #expect(c.secondItem?.address == "0x2" && c.constant == 8)
    }

    @Test func siblingSpacingWithAnInequalityAndLeftToRight() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 H:[NSView:0x2]-(>=5)-[NSButton:0x3'OK'](LTR)>")
        #expect(c.firstItem?.address == "0x3" && c.firstAttribute == .left)
        #expect(c.secondItem?.address == "0x2" && c.secondAttribute == .right)
        #expect(c.relation == .greaterThanOrEqual && c.constant == 5)
    }

    @Test func theOldSizeForm() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x2(44)]>")
        #expect(c.firstAttribute == .height && c.constant == 44 && c.secondItem == nil)
        let atLeast = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 V:[UIImageView:0x2(>=160)]>")
        #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 160)
    }

    @Test func namesWithoutAddressesResolveThroughTheNamesList() {
        let c = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 V:[UILabel:0x2'a']-(0)-[bubble]   (active, names: bubble:0x9 )>")
        #expect(c.firstItem?.address == "0x9" && c.firstItem?.name == "bubble")
    }

    @Test func systemSpacingInsideTheConnection() {
        let c = ConstraintEntryParser.parse("<_UISystemBaselineConstraint:0x1 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x2]   (active, names: '|':UIView:0x3 )>")
        #expect(c.parsed && c.usesSystemSpacing && c.constant == 8 && c.relation == .greaterThanOrEqual)
    }

    @Test func anUnnamedSuperviewBelongsToItsView() {
        let a = ConstraintEntryParser.parse("<NSLayoutConstraint:0x1 V:|-(0)-[UIView:0x2]>")
        let b = ConstraintEntryParser.parse("<NSLayoutConstraint:0x4 V:|-(0)-[UIView:0x5]>")
        #expect(a.secondItem?.key != b.secondItem?.key)
    }
}
