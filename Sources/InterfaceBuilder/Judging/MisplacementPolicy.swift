import OpenAutoLayout
/// When Xcode flags a view misplaced ("Frame for … will be different at run time"): its recorded
/// frame is more than 0.5 pt from the frame its constraints give.
///
/// For a view whose layout is ambiguous the constraints give no single frame, and Xcode's answer
/// changed between versions. What the corpus shows:
/// - Xcode 6.1 and 8.3 (toolsVersion 6254, 11762) compare the record with the run-time frame, the
///   engine's own pick, where nothing pins a value it stays at zero: a view with no constraint on
///   its frame at all (coolgo@b506080f's scroll view, DonMag/ScratchPad@7ba2409f's header view)
///   lays out as 0 × 0 at the origin and is flagged both ambiguous and misplaced, and so is the
///   label centred in that header (its run-time y is −10.5, recorded 22). Their ambiguous views whose
///   frames the constraints do fix (the rest of coolgo's content) are not flagged.
/// - Xcode 11.4 to 12 (16096–17701) flag no ambiguous view misplaced, even where the record breaks
///   a required constraint (IBDecodable/IBLinter@44ee5f48: a view recorded at y 0 under a
///   top == safe-area-top constraint on a 20 pt status bar) or the run-time frame differs (the same
///   file's unconstrained view; corona-warn-app's text views of ambiguous height).
/// A "keep the record wherever the constraints allow" rule (a solve with the recorded frames as
/// priority-1 stays) matches neither: it clears the three old-Xcode views and flags six new-Xcode
/// ones. Between 11762 and 16096 the corpus has no ambiguous view whose run-time frame differs from
/// its record; the change is placed at Xcode 9 (toolsVersion 13000), the version that also made
/// content sizes always come from constraints (see `IBSceneMapper.solve`).
///
/// Frames are compared on the canvas device's pixel grid: UIKit rounds a view's edges to whole
/// pixels (1/2 pt at 2×, 1/3 pt at 3×) and Xcode records the rounded frame (3× files record
/// 20.333, 43.667). A label centred at x 276.6 with width 46.8 is drawn from 276.5 to 323.5 at 2×
/// (kiwix records 276, 47: within the tolerance only after rounding); four 79.25-pt stacked labels are
/// drawn 79.5 wide (kodeco's LocalWeather records 80).
enum MisplacementPolicy {
    static let tolerance = 0.5

    /// Whether a view is misplaced: `solved` is the scene's layout (for an ambiguous view, the
    /// engine's pick), `ambiguous` whether the view's own frame is ambiguous.
    static func isMisplaced(recorded: Rect?, solved unrounded: Rect, ambiguous: Bool, toolsVersion: Double,
                            scale: Double) -> Bool {
        guard let recorded else { return false }
        if ambiguous && IBXcodeBehaviour.ambiguousViewsNotJudgedMisplaced.holds(for: toolsVersion) { return false }
        let x = PixelSpan(unrounded.minX, unrounded.maxX, scale: scale)
        let y = PixelSpan(unrounded.minY, unrounded.maxY, scale: scale)
        return x.origin.gap(to: recorded.origin.x) > tolerance || y.origin.gap(to: recorded.origin.y) > tolerance
            || x.length.gap(to: recorded.width) > tolerance || y.length.gap(to: recorded.height) > tolerance
    }

    /// Where a solved edge between two pixels can be drawn: on the pixel either side of it (which
    /// one depends on rounding Xcode does not tell: DonMag's child-controller label centred at
    /// x 170.75 on a 2× canvas is recorded at 170, the scratchpad label centred at y 53.75 at 54.5,
    /// both unflagged); an edge on the grid stays where it is. A record is judged by its distance
    /// from the nearest of these, so a sub-pixel answer is never a misplacement by itself.
    struct PixelSpan {
        var origin: ClosedRange<Double>
        var length: ClosedRange<Double>

        init(_ minEdge: Double, _ maxEdge: Double, scale: Double) {
            // A hair of slack keeps an edge already on the grid (20.5 × 2 = 41) a single point.
            func below(_ value: Double) -> Double { (value * scale + 1e-6).rounded(.down) / scale }
            func above(_ value: Double) -> Double { (value * scale - 1e-6).rounded(.up) / scale }
            origin = below(minEdge)...above(minEdge)
            length = max(0, below(maxEdge) - above(minEdge))...(above(maxEdge) - below(minEdge))
        }
    }

    /// From Xcode 9 a view inside an ambiguous view is not judged either: its frame in its superview
    /// comes from wherever the engine left the ambiguous ancestor, not from a determined layout. In
    /// the corpus' files from Xcode 9 on, no view under a view we find ambiguous is flagged misplaced,
    /// and 25 such views (Habitica's BuyModal, Loop, blink's SmartKeys, corona-warn-app, iNaturalist)
    /// are left unflagged. `views` lists parents before children.
    static func clearUnderAmbiguousAncestors(_ views: inout [ViewLayout], toolsVersion: Double) {
        guard IBXcodeBehaviour.ambiguousViewsNotJudgedMisplaced.holds(for: toolsVersion) else { return }
        var undetermined = Set<String>()
        for position in views.indices {
            if let parent = views[position].superviewID, undetermined.contains(parent) {
                views[position].misplaced = false
                undetermined.insert(views[position].id)
            } else if !views[position].ambiguous.isEmpty {
                undetermined.insert(views[position].id)
            }
        }
    }
}

/// Xcode does not judge the frames of views in a table's cells. Of the 1,584 views inside cells of
/// table views in the corpus (Xcode 6 to 16, prototype and static cells, 30 files), none is flagged
/// misplaced, although many records are plainly not where the cell's constraints put them:
/// Rocket.Chat's Xcode 9.2 subscription cells record labels at x 322 in a 287-pt content view they
/// are pinned inside; passforios (Xcode 15) records text fields laid out in a 350-pt inset cell inside
/// cells recorded 390 wide; MiniKeePass (Xcode 8.3) and NetNewsWire (Xcode 16) record margins of 15
/// where their neighbours' files record 8 and 11. A cell that is a xib's top-level view is not in a
/// table and is judged like any root view (Habitica's `ChallengeDetailInfoTableViewCell.xib`,
/// Xcode 11, has two flagged labels), and so are collection view cells (JTAppleCalendar, Xcode 14,
/// flags a label in one). Views not judged keep a note that says their record differs.
///
/// The 366-file corpus (2026-11-29) splits this by the kind of cell: prototype cells' views are
/// flagged 8 times in 1,102 while about 140 records are off; static cells' views (a section's
/// `<cells>`) are flagged wherever their records are off up to Xcode 11 (8 of 8: CloudNews 4514, edx
/// 7702, Shopify 10116, LibTerm 16096) and never from Xcode 12 (0 of 1,034, 32 records off), so up to
/// Xcode 11 they are judged (`IBXcodeBehaviour.staticCellsJudged`).
enum TableCellMisplacementPolicy {
    /// Whether a view is a table view cell in a table, or inside one, that Xcode does not judge: any
    /// prototype cell, and static cells from Xcode 12 (`IBXcodeBehaviour.staticCellsJudged`).
    static func isInTableCell(_ index: Int, of document: IBDocument) -> Bool {
        var current: Int? = index
        while let candidate = current {
            let element = document.views[candidate]
            if element.elementName == "tableViewCell", let table = element.superview,
               document.views[table].elementName == "tableView" {
                return !(element.isStaticCell
                    && IBXcodeBehaviour.staticCellsJudged.holds(for: document.toolsVersionNumber))
            }
            current = element.superview
        }
        return false
    }
}

extension ClosedRange<Double> {
    /// How far `value` lies outside the range (0 inside it).
    func gap(to value: Double) -> Double { value < lowerBound ? lowerBound - value : Swift.max(0, value - upperBound) }
}
