import ConsoleLog
import LayoutCheck
import Testing

/// Between a scroll view and its content, edges mean the content rectangle and sizes the frame
/// (Apple's Auto Layout Guide, "Working with Scroll Views"): a label pinned to a 300-high scroll
/// view's top and bottom and 500 high only makes the content 500 high.
@Suite struct ScrollContentEdgeTests {
    static let sizes = [
        "<NSLayoutConstraint:0xc1 UIScrollView:0xa0.height == 300   (active)>",
        "<NSLayoutConstraint:0xc2 UILabel:0xa1'Long'.height == 500   (active)>",
    ]

    /// The entries do not say which view holds which: the label may be inside (no conflict) or beside
    /// the scroll view (a 200-pt conflict), so the verdict is left open and says why.
    @Test func edgesToAViewOfUnknownPlaceLeaveTheVerdictOpen() {
        let event = ConflictProofTests.event(Self.sizes + [
            "<NSLayoutConstraint:0xc3 UILabel:0xa1'Long'.top == UIScrollView:0xa0.top   (active)>",
            "<NSLayoutConstraint:0xc4 UILabel:0xa1'Long'.bottom == UIScrollView:0xa0.bottom   (active)>",
        ])
        #expect(event.proof?.unsatisfiable == nil)
        #expect(event.proof?.undecidedReason?.contains("scroll view") == true)
        #expect(event.explanation.first?.hasPrefix("Cannot decide") == true)
    }

    /// `names: '|':UIScrollView` says the label is inside: its edges are the content's, and all holds.
    @Test func edgesToTheScrollViewsContentAreNotAConflict() {
        let event = ConflictProofTests.event(Self.sizes + [
            "<NSLayoutConstraint:0xc3 V:|-(0)-[UILabel:0xa1'Long']   (active, names: '|':UIScrollView:0xa0 )>",
            "<NSLayoutConstraint:0xc4 V:[UILabel:0xa1'Long']-(0)-|   (active, names: '|':UIScrollView:0xa0 )>",
        ])
        #expect(event.proof?.unsatisfiable == false && event.minimalConstraints.isEmpty)
    }

    /// The same label's height tied to the scroll view's: a size is the frame's, so 300 ≠ 500 is proved.
    @Test func aSizeRelatedToTheScrollViewIsTheFrames() throws {
        let event = ConflictProofTests.event(Self.sizes + [
            "<NSLayoutConstraint:0xc3 UILabel:0xa1'Long'.height == UIScrollView:0xa0.height   (active)>",
        ])
        #expect(event.proof?.unsatisfiable == true)
        #expect(event.minimalConstraints.map(\.address) == ["0xc1", "0xc2", "0xc3"])
    }

    /// The scroll view in brackets: `|` is its superview, so its edges are its frame's:
    /// 20 + 300 + 20 = 340 in a view fixed at 320 is proved.
    @Test func aScrollViewPinnedInsideItsSuperviewUsesItsFrame() throws {
        let event = ConflictProofTests.event([
            "<NSLayoutConstraint:0xc1 UIScrollView:0xa0.height == 300   (active)>",
            "<NSLayoutConstraint:0xc2 V:|-(20)-[UIScrollView:0xa0]   (active, names: '|':UIView:0xa9 )>",
            "<NSLayoutConstraint:0xc3 V:[UIScrollView:0xa0]-(20)-|   (active, names: '|':UIView:0xa9 )>",
            "<NSLayoutConstraint:0xc4 'UIView-Encapsulated-Layout-Height' UIView:0xa9.height == 320   (active)>",
        ])
        #expect(event.proof?.unsatisfiable == true)
        let chain = try #require(event.proof?.chain)
        #expect(chain.total == 340 && chain.demanded == 320)
    }

    /// A custom table view class is a scroll view too.
    @Test func scrollViewClassesAreKnownByTheirUIKitNames() {
        let event = ConflictProofTests.event([
            "<NSLayoutConstraint:0xc1 MyApp.FeedTableView:0xa0.height == 300   (active)>",
            "<NSLayoutConstraint:0xc2 UILabel:0xa1.height == 500   (active)>",
            "<NSLayoutConstraint:0xc3 V:|-(0)-[UILabel:0xa1]   (active, names: '|':MyApp.FeedTableView:0xa0 )>",
            "<NSLayoutConstraint:0xc4 V:[UILabel:0xa1]-(0)-|   (active, names: '|':MyApp.FeedTableView:0xa0 )>",
        ])
        #expect(event.proof?.unsatisfiable == false)
    }
}
