import OpenAutoLayout

/// The side margins of a table view cell drawn on its own (a xib's top-level cell).
///
/// A cell's side margins are its table's, and a top-level cell is drawn in no table: Xcode's canvas
/// gives it side margins by version and width that no attribute records. Views pinned to a top-level
/// cell's content view margins (held-out apps and corpus, Xcode 10 to 16): 16 on 320-pt cells
/// (Xcode 10.2 and 13: 14490, 20037), 15 on 320- and 375-pt cells of Xcode 11 (16096, 15400:
/// WooCommerce), 20 on 414-pt (ProtonMail 15702, OsmAnd 19455, 21507) and 473-pt cells (20037), and
/// 20 on a 326-pt one (pocket-casts 24506). The model draws a top-level cell as its table would be
/// at the cell's width (20 from 390 pt, as a controller's root table, else 16:
/// `CellMarginPolicy.topLevelSideMargin`); a view whose frame moves when the cell is drawn with the
/// other margins Xcode gives (15, 16, 20) is not judged, unless it is misplaced with those too.
extension NotJudgedPolicy {
    static let cellSideMarginReason = "it is placed through the side margins of a table view cell drawn on its "
        + "own, which come from the table it is shown in; Xcode's canvas draws them 15, 16 or 20 pt by version "
        + "and width, which the file does not say"

    /// The side margins Xcode's canvas gives top-level cells, by version and width.
    static let topLevelCellSideMargins = [15.0, 16.0, 20.0]

    /// The attributes that read a view's side margins.
    static let sideMarginAttributes: Set<IBAttribute> = [.leadingMargin, .trailingMargin, .leftMargin, .rightMargin,
                                                         .centerXWithinMargins]
}

extension CellMarginPolicy {
    /// The side margin of a top-level cell: its table's at the cell's width.
    static func topLevelSideMargin(of cell: IBView) -> Double {
        (cell.recordedFrame?.size.width ?? 0) >= wideTableWidth ? 20 : 16
    }
}

extension IBSceneMapper {
    /// The side margins to draw this scene's top-level table cell with besides its own, for the
    /// views that rest on them (none where the root is no such cell, the file is older than Xcode 9's
    /// cell margins, or no constraint reads a side margin).
    var otherTopLevelCellSideMargins: [Double] {
        let root = document.views[rootIndex]
        guard metrics.kind == .cell, root.elementName == "tableViewCell", root.layoutMargins == nil,
              root.directionalLayoutMargins == nil,
              IBXcodeBehaviour.modernCellMargins.holds(for: document.toolsVersionNumber) else { return [] }
        let sides = NotJudgedPolicy.sideMarginAttributes
        let readsSide = viewsByIndex.keys.flatMap { document.views[$0].constraints }.contains { index in
            let constraint = document.constraints[index]
            return sides.contains(constraint.firstAttribute) || constraint.secondAttribute.map(sides.contains) == true
        }
        guard readsSide else { return [] }
        let own = CellMarginPolicy.topLevelSideMargin(of: root)
        return NotJudgedPolicy.topLevelCellSideMargins.filter { $0 != own }
    }
}
