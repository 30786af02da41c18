import LayoutSnapshotTesting
import OpenUIKit
import SnapshotTesting
import Testing

// The layout snapshot strategy: its text is checked against trees worked out by hand, recorded
// snapshots live in `__Snapshots__/LayoutSnapshotTests/`, and a changed constraint fails with
// a diff that names the moved views.

/// What a strategy records for `value` (the strategies here are synchronous).
func snapshotText<Value>(of value: Value, as strategy: Snapshotting<Value, String>) -> String {
    var text = ""
    strategy.snapshot(value).run { text = $0 }
    return text
}

/// The article on an iPhone 13 mini, worked out by hand: the scroll view spans the safe area
/// (50 to 812 − 34 = 778: 728 tall); the header is 200 tall; the title (title 2, 22 pt: 16 × 11 =
/// 176 wide, ceil(26.4) = 27 tall) is 16 below it, 16 in from each side (343 wide); the body
/// (170 characters, 40 to a 343-point line at 8.5 each: 5 lines of 21) is 8 below the title, at
/// 216 + 27 + 8 = 251, 105 tall; the content ends 16 below it: 251 + 105 + 16 = 372.
let articleOnIPhone13Mini = """
    iPhone 13 mini, portrait, L: 375 × 812, safe area top 50, left 0, bottom 34, right 0
    UIWindow (0, 0, 375, 812)
      UIView (0, 0, 375, 812)
        UIScrollView 'scroll' (0, 50, 375, 728) content 375 × 372
          UIView (0, 0, 375, 372)
            UIImageView 'header' (0, 0, 375, 200)
            UILabel (16, 216, 343, 27) "Layout snapshots"
            UILabel (16, 251, 343, 105) "\(String(repeating: "Frames are text. ", count: 10))"
    Layout issues: none

    """

@Suite("Layout snapshots")
struct LayoutSnapshotTests {
    @Test("A scroll-view screen's text tree is the hand-computed one")
    func articleText() {
        #expect(snapshotText(of: ArticleViewController(), as: .layout(on: .iPhone13Mini)) == articleOnIPhone13Mini)
    }

    @Test("The same screen gives byte-identical text every time")
    func deterministic() {
        let first = snapshotText(of: ArticleViewController(), as: .layout(on: .iPhone13Mini))
        let second = snapshotText(of: ArticleViewController(), as: .layout(on: .iPhone13Mini))
        #expect(first == second)
        #expect(!first.contains("0x"))
    }

    @Test("Recorded snapshot of the article on an iPhone 13 mini")
    func articleOnIPhone13MiniSnapshot() {
        assertSnapshot(of: ArticleViewController(), as: .layout(on: .iPhone13Mini))
    }

    @Test("Recorded picture of the article on an iPhone 13 mini")
    func articlePicture() {
        assertSnapshot(of: ArticleViewController(), as: .layoutSVG(on: .iPhone13Mini))
    }

    @Test("A taller header fails against the recording with a diff naming the moved views")
    func changedConstraintFails() throws {
        let failure = try #require(verifySnapshot(
            of: ArticleViewController(headerHeight: 240), as: .layout(on: .iPhone13Mini), named: "1",
            record: .never, snapshotDirectory: Self.recordings, testName: "articleOnIPhone13MiniSnapshot()"))
        // The header is 40 taller, so the content and everything below the header moves by 40.
        for line in [
            "\u{2212}    UIScrollView 'scroll' (0, 50, 375, 728) content 375 × 372",
            "+    UIScrollView 'scroll' (0, 50, 375, 728) content 375 × 412",
            "\u{2212}        UIImageView 'header' (0, 0, 375, 200)",
            "+        UIImageView 'header' (0, 0, 375, 240)",
            "+        UILabel (16, 256, 343, 27) \"Layout snapshots\"",
        ] {
            #expect(failure.contains(line), "missing \(line) in \(failure)")
        }
    }

    @Test("Landscape uses the turned screen, its safe area and a compact height")
    func landscape() {
        let text = snapshotText(of: ArticleViewController(), as: .layout(on: .iPhone13Mini, orientation: .landscape))
        // 812 × 375; safe area 0 at the top (no status bar), 50 at the sides, 21 at the bottom.
        #expect(text.hasPrefix("iPhone 13 mini, landscape, L: 812 × 375, safe area top 0, left 50, bottom 21, right 50\n"))
        #expect(text.contains("    UIScrollView 'scroll' (0, 0, 812, 354) content 812 × "))
        // Apple's size classes: a phone turned is compact both ways, a Max model regular wide.
        let controller = ArticleViewController()
        let window = LayoutHost.window(showing: controller, on: LayoutDevice.iPhone13Mini.turned(.landscape))
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(window.traitCollection == LayoutDevice.iPhone13Mini.turned(.landscape).traits)
        #expect(LayoutDevice.iPhone13ProMax.turned(.landscape).traits.horizontalSizeClass == .regular)
        #expect(LayoutDevice.iPadPro11.traits.horizontalSizeClass == .regular)
    }

    @Test("A content size category reaches fonts chosen in viewDidLoad")
    func contentSizeCategory() {
        let text = snapshotText(of: ArticleViewController(),
                                as: .layout(on: .iPhone13Mini, contentSizeCategory: .extraExtraExtraLarge))
        // Title 2 at xxxLarge is 28 pt: 16 × 14 = 224 wide, ceil(33.6) = 34 tall.
        #expect(text.hasPrefix("iPhone 13 mini, portrait, XXXL:"))
        #expect(text.contains("UILabel (16, 216, 343, 34) \"Layout snapshots\""))
    }

    @Test("A view at a width is as tall as its constraints make it")
    func fittingWidth() {
        // Avatar 40 with 12 above and below: 64 tall; the name (12 × 8.5 = 102 × 21) centred on
        // the avatar: y = 12 + 20 − 10.5 = 21.5, x = 16 + 40 + 12 = 68.
        let expected = """
            width 375, L
            ContactRow (0, 0, 375, 64)
              UIImageView (16, 12, 40, 40)
              UILabel (68, 21.5, 102, 21) "Ada Lovelace"
            Layout issues: none

            """
        #expect(snapshotText(of: ContactRow(), as: .layout(width: 375)) == expected)
    }

    /// Where this file's recordings are.
    static var recordings: String {
        let file = "\(#filePath)"
        let directory = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
        return directory + "/__Snapshots__/LayoutSnapshotTests"
    }
}
