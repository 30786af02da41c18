import ConsoleLog
import LayoutCheck
import TextOutput
import Testing

/// The chain in numbers, on conflicts whose sums are worked out by hand in each test.
@Suite struct ConflictChainTests {
    static func chain(_ entries: [String]) throws -> (ConflictChain, LogEvent) {
        let event = ConflictProofTests.event(entries)
        #expect(event.proof?.unsatisfiable == true)
        return (try #require(event.proof?.chain), event)
    }

    static func line(_ event: LogEvent) -> String? {
        event.explanation.first { $0.contains("in numbers:") }
    }

    /// A text field 8 below the cell's top, 50 high, 8 above its bottom: 8 + 50 + 8 = 66, while the
    /// table fixed the row at 44.
    @Test func aSelfSizingCellAddsItsSpacingsAndHeightAgainstTheRowHeight() throws {
        let (chain, event) = try Self.chain([
            "<NSLayoutConstraint:0xc1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xa0.height == 44   (active)>",
            "<NSLayoutConstraint:0xc2 V:|-(8)-[UITextField:0xa1]   (active, names: '|':UITableViewCellContentView:0xa0 )>",
            "<NSLayoutConstraint:0xc3 UITextField:0xa1.height == 50   (active)>",
            "<NSLayoutConstraint:0xc4 V:[UITextField:0xa1]-(8)-|   (active, names: '|':UITableViewCellContentView:0xa0 )>",
        ])
        #expect(chain.axis == .vertical)
        #expect(chain.terms.map(\.value) == [8, 50, 8])
        #expect(chain.total == 66 && chain.demanded == 44 && chain.demand == 0 && chain.bound == .equal)
        #expect(Self.line(event)?.hasPrefix("Vertically, in numbers: 8 + 50 + 8 = 66 ≠ 44: UITableViewCellContentView") == true)
    }

    /// label = 0.5 × view and label = 200 make the view 200 / 0.5 = 400 wide; the controller gives it 320.
    @Test func aMultiplierScalesItsLink() throws {
        let (chain, event) = try Self.chain([
            "<NSLayoutConstraint:0xc1 UILabel:0xa1'Hi'.width == 0.5*UIView:0xa0.width   (active)>",
            "<NSLayoutConstraint:0xc2 UILabel:0xa1'Hi'.width == 200   (active)>",
            "<NSLayoutConstraint:0xc3 'UIView-Encapsulated-Layout-Width' UIView:0xa0.width == 320   (active)>",
        ])
        #expect(chain.axis == .horizontal && chain.demand == 2)
        #expect(chain.terms.map(\.index) == [1] && abs(chain.terms[0].weight - 2) < 1e-9)
        #expect(abs(chain.total - 400) < 1e-9 && chain.demanded == 320)
        #expect(Self.line(event)?.contains("2 × 200 = 400 ≠ 320") == true)
    }

    /// 20 + (a width that cannot be below 0) + 20 is at least 40, in a view 30 wide.
    @Test func insetsThatDoNotFitGiveALowerBound() throws {
        let (chain, event) = try Self.chain([
            "<NSLayoutConstraint:0xc1 H:|-(20)-[UILabel:0xa1]   (active, names: '|':UIView:0xa0 )>",
            "<NSLayoutConstraint:0xc2 H:[UILabel:0xa1]-(20)-|   (active, names: '|':UIView:0xa0 )>",
            "<NSLayoutConstraint:0xc3 'UIView-Encapsulated-Layout-Width' UIView:0xa0.width == 30   (active)>",
        ])
        #expect(event.proof?.needsNonNegativeSizes == true)
        #expect(chain.bound == .greaterThanOrEqual && chain.total == 40 && chain.demanded == 30)
        #expect(Self.line(event)?.contains("at least 20 + 20 = 40 > 30") == true)
    }

    /// Three views in a row inside a view whose autoresizing mask fixes it 0 wide: 10 + 3 + 10 + 12
    /// = 35 at least, since none of the three can be narrower than 0 (three sizes take part).
    @Test func aRowOfSeveralViewsThatDoesNotFitAddsEverySpacing() throws {
        let (chain, event) = try Self.chain([
            "<NSLayoutConstraint:0xc1 H:|-(10)-[UIImageView:0xa1]   (active, names: '|':UIView:0xa0 )>",
            "<NSLayoutConstraint:0xc2 H:[UIImageView:0xa1]-(3)-[UILabel:0xa2'Wi-Fi']   (active)>",
            "<NSLayoutConstraint:0xc3 H:[UILabel:0xa2'Wi-Fi']-(10)-[UIImageView:0xa3]   (active)>",
            "<NSLayoutConstraint:0xc4 H:[UIImageView:0xa3]-(12)-|   (active, names: '|':UIView:0xa0 )>",
            "<NSAutoresizingMaskLayoutConstraint:0xc5 h=--& v=--& UIView:0xa0.width == 0   (active)>",
        ])
        #expect(chain.terms.map(\.value) == [10, 3, 10, 12])
        #expect(chain.bound == .greaterThanOrEqual && chain.total == 35 && chain.demand == 4)
        #expect(Self.line(event)?.contains("at least 10 + 3 + 10 + 12 = 35 > 0") == true)
    }

    /// A minimum height between two spacings: 10 + 100 + 10 = 120 at least, in a row of 80.
    @Test func anInequalityLinkBoundsTheChain() throws {
        let (chain, event) = try Self.chain([
            "<NSLayoutConstraint:0xc1 UIView:0xa1.height >= 100   (active)>",
            "<NSLayoutConstraint:0xc2 V:|-(10)-[UIView:0xa1]   (active, names: '|':UIView:0xa0 )>",
            "<NSLayoutConstraint:0xc3 V:[UIView:0xa1]-(10)-|   (active, names: '|':UIView:0xa0 )>",
            "<NSLayoutConstraint:0xc4 'UIView-Encapsulated-Layout-Height' UIView:0xa0.height == 80   (active)>",
        ])
        #expect(chain.terms.map(\.value) == [10, 100, 10])
        #expect(chain.bound == .greaterThanOrEqual && chain.total == 120 && chain.demanded == 80)
        #expect(Self.line(event)?.contains("at least 10 + 100 + 10 = 120 > 80") == true)
    }

    /// Two of the app's constraints and no UIKit one: the broken constraint is the demand.
    /// b.leading = a.trailing + 12 and a.trailing = 100 put b.leading at 112; the broken one asks for 90.
    @Test func withoutUIKitsOwnConstraintTheBrokenOneIsTheDemand() throws {
        let event = ConflictProofTests.event([
            "<NSLayoutConstraint:0xc1 UIView:0xa1.trailing == 100   (active)>",
            "<NSLayoutConstraint:0xc2 UIView:0xa2.leading == UIView:0xa1.trailing + 12   (active)>",
            "<NSLayoutConstraint:0xc3 UIView:0xa2.leading == 90   (active)>",
        ], broken: "<NSLayoutConstraint:0xc3 UIView:0xa2.leading == 90   (active)>")
        let chain = try #require(event.proof?.chain)
        #expect(chain.demand == 2 && chain.total == 112 && chain.demanded == 90)
        #expect(Self.line(event)?.contains("100 + 12 = 112 ≠ 90") == true)
    }

    @Test func theJSONReportCarriesTheChain() throws {
        let (_, event) = try Self.chain([
            "<NSLayoutConstraint:0xc1 UIView:0xa1.height == 50   (active)>",
            "<NSLayoutConstraint:0xc2 'UIView-Encapsulated-Layout-Height' UIView:0xa1.height == 44   (active)>",
        ])
        let json = LogJSON.event(event).compactText
        #expect(json.contains("\"chain\": {\"axis\": \"vertical\", \"terms\": [{\"address\": \"0xc1\""))
        #expect(json.contains("\"total\": 50.0, \"bound\": \"==\", \"demand\": \"0xc2\""))
        #expect(json.contains("50 ≠ 44"))
    }
}
