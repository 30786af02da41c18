import ConsoleLog
import LayoutCheck
import Foundation
import Testing

/// The conflict picture: a bar per view along the clash's axis, a row per clashing constraint.
@Suite struct LogPictureTests {
    static let cell = ConflictProofTests.event(ConflictProofTests.cell,
        broken: "<NSLayoutConstraint:0xc4 V:[UIView:0xa1]-(0)-|   (active, names: '|':UITableViewCellContentView:0xa0 )>")

    @Test func eachViewOfTheClashHasOneBarAndEachConstraintOneRow() throws {
        let svg = try #require(LogPicture.svg(Self.cell))
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 2)
        // Two headings, two view names, four constraints.
        #expect(svg.components(separatedBy: "<text ").count - 1 == 8)
        #expect(svg.contains("✕ broken by UIKit: UITableViewCellContentView (0xa0).bottom = UIView (0xa1).bottom"))
    }

    @Test func noTwoTextsShareARow() throws {
        let svg = try #require(LogPicture.svg(Self.cell))
        let rows = svg.components(separatedBy: "<text x=\"8\" y=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(rows).count == rows.count)
    }

    /// The content view is 44 pt tall; the view inside it keeps its 100 pt once the bottom edge is broken.
    @Test func theBarsShowTheLayoutOnceTheBrokenConstraintIsGone() throws {
        let extents = try #require(Self.cell.proof?.extents)
        let sizes = extents.map { ($0.item.address ?? "", $0.end - $0.start) }
        #expect(sizes.map(\.0) == ["0xa0", "0xa1"])
        #expect(abs(sizes[0].1 - 44) < 1e-9 && abs(sizes[1].1 - 100) < 1e-9)
    }

    @Test func anUnprovedConflictHasNoPicture() {
        let event = ConflictProofTests.event(["<NSLayoutConstraint:0xc1 UIView:0xa1.width == 10   (active)>"])
        #expect(LogPicture.svg(event) == nil)
    }
}
