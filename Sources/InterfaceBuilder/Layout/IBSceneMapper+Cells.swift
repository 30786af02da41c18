import OpenAutoLayout

/// The layout margins of a table view cell and its content view on Xcode's canvas.
///
/// Rules (each read from the corpus: the recorded frames of views pinned to a content view's
/// margins, 400-odd constraints in 16 files, Xcode 6 to 16):
/// - files from Xcode 9 on (toolsVersion 13000 and later, the iOS 11 SDK) give a content view
///   margins of 11 at the top and bottom (Loop, OctoPod, SwiftMessages, passforios, iNaturalist …);
///   older files keep UIView's 8 on every edge (toolsVersion 8173 to 11762), which is the model's
///   default, so nothing is set there, unless cell and content view preserve the table's margins
///   (15 at the sides of a phone's table: MiniKeePass 12120, `legacyTableSideMargins15`); Xcode 16
///   gives a cell of an inset-grouped table 15 at the top and bottom (dolphin-ios, NetNewsWire: `IBXcodeBehaviour.insetGroupedCellMargins15`);
/// - the side margins are the table's: 20 when the table is a controller's root view at least
///   390 pt wide (passforios 390, KeePassium and Habitica 393, OctoPod 395, SwipeCellKit and
///   NetNewsWire 414), 16 otherwise — on 320- and 375-pt tables, and on a table that is a subview,
///   even a 414-pt one (iNaturalist's observation detail; KeePassium's 252-pt popover table);
/// - beside an accessory (`accessoryType` other than `none`) the trailing margin is 8 (Catty,
///   SwiftMessages, AMScrollingNavbar, OctoPod, NetNewsWire): the content view ends at the
///   accessory, whose own spacing stands in for the table's margin;
/// - a cell is laid out in the table's content, below the bars (the table insets its content, not
///   its cells), so the canvas's safe area never reaches a cell's margins, also not through
///   `preservesSuperviewLayoutMargins`, which Xcode writes on every cell and content view: the
///   margins above are already what preserving the table's margins gives;
/// - a cell that sets its own margins passes them on to a content view that preserves its
///   superview's margins, edge by edge where they are larger (AltStore 17503: 30 at the sides).
enum CellMarginPolicy {
    static let verticalMargin = 11.0
    static let insetGroupedVerticalMargin = 15.0
    static let accessoryTrailingMargin = 8.0
    /// UIView's default margin, which a legacy content view keeps at the top and bottom.
    static let legacyMargin = 8.0
    /// The side margin of a phone's table before Xcode 9.
    static let legacySideMargin = 15.0
    /// The narrowest root table whose cells get 20-pt side margins.
    static let wideTableWidth = 390.0

    static let cellElements: Set = ["tableViewCell", "tableViewCellContentView"]

    /// The margins the canvas gives a cell or its content view; nil where UIView's defaults apply
    /// (other views, files from before Xcode 9, margins the file sets itself).
    /// `topLevelSide`: the side margin a top-level cell is drawn with instead of `topLevelSideMargin`'s.
    static func margins(of index: Int, in document: IBDocument, rootTable: Int?,
                        topLevelSide: Double? = nil) -> DirectionalEdgeInsets? {
        let element = document.views[index]
        guard cellElements.contains(element.elementName), element.layoutMargins == nil,
              element.directionalLayoutMargins == nil, let cell = cellIndex(of: index, in: document) else { return nil }
        guard IBXcodeBehaviour.modernCellMargins.holds(for: document.toolsVersionNumber) else {
            return legacyPreservedMargins(of: index, cell: cell, in: document)
        }
        let table = document.views[cell].superview
        let width = table.flatMap { document.views[$0].recordedFrame?.size.width } ?? 0
        let side = table == nil ? topLevelSide ?? topLevelSideMargin(of: document.views[cell])
            : table == rootTable && width >= wideTableWidth ? 20.0 : 16.0
        let accessory = document.views[cell].accessoryType.map { $0 != "none" } ?? false
        let vertical = verticalMargin(table: table, in: document)
        let canvas = DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical,
                                           trailing: accessory ? accessoryTrailingMargin : side)
        return preservingCellsOwnMargins(canvas, of: index, cell: cell, accessory: accessory, in: document)
    }

    /// Before Xcode 9, a cell that preserves its superview's margins takes the table's: 15 at the
    /// sides of a phone's table (`IBXcodeBehaviour.legacyTableSideMargins15`); its content view gets
    /// them when it preserves its own superview's margins too, and keeps UIView's 8 at the top and
    /// bottom (a cell lies in the table's content, away from the table's vertical margins). Wider
    /// tables are left to UIView's defaults: no corpus file records what Xcode 8 gave them.
    private static func legacyPreservedMargins(of index: Int, cell: Int, in document: IBDocument) -> DirectionalEdgeInsets? {
        let cellView = document.views[cell]
        guard IBXcodeBehaviour.legacyTableSideMargins15.holds(for: document.toolsVersionNumber),
              cellView.preservesSuperviewLayoutMargins == true, document.views[index].preservesSuperviewLayoutMargins == true,
              let table = cellView.superview, document.views[table].elementName == "tableView",
              let width = document.views[table].recordedFrame?.size.width, width < wideTableWidth else { return nil }
        let accessory = cellView.accessoryType.map { $0 != "none" } ?? false
        return DirectionalEdgeInsets(top: legacyMargin, leading: legacySideMargin, bottom: legacyMargin,
                                     trailing: accessory && index != cell ? accessoryTrailingMargin : legacySideMargin)
    }

    /// A content view that preserves its superview's margins in a cell that sets its own (`<edgeInsets
    /// key="layoutMargins">` on the cell) takes the larger of the two on each edge where it is flush
    /// with the cell (UIKit's `preservesSuperviewLayoutMargins`; the trailing edge ends at an accessory).
    /// AltStore's settings cells (17503) set 30-pt side margins and record every label pinned to the
    /// content view's leading margin at x 30 (10 cells), where the table's margin alone gives 16.
    private static func preservingCellsOwnMargins(_ margins: DirectionalEdgeInsets, of index: Int, cell: Int,
                                                  accessory: Bool, in document: IBDocument) -> DirectionalEdgeInsets {
        guard index != cell, document.views[index].preservesSuperviewLayoutMargins == true,
              let own = ownMargins(of: document.views[cell]) else { return margins }
        return DirectionalEdgeInsets(top: max(margins.top, own.top), leading: max(margins.leading, own.leading),
                                     bottom: max(margins.bottom, own.bottom),
                                     trailing: accessory ? margins.trailing : max(margins.trailing, own.trailing))
    }

    /// The margins a view records, read left to right.
    private static func ownMargins(of view: IBView) -> DirectionalEdgeInsets? {
        if let directional = view.directionalLayoutMargins { return directional }
        return view.layoutMargins.map {
            DirectionalEdgeInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right)
        }
    }

    /// The top and bottom margin of a content view in `table`, by its style and the file's Xcode.
    private static func verticalMargin(table: Int?, in document: IBDocument) -> Double {
        let insetGrouped = table.map { document.views[$0].controlStyle == "insetGrouped" } ?? false
        return insetGrouped && IBXcodeBehaviour.insetGroupedCellMargins15.holds(for: document.toolsVersionNumber)
            ? insetGroupedVerticalMargin : verticalMargin
    }

    /// The cell a cell or content view belongs to.
    private static func cellIndex(of index: Int, in document: IBDocument) -> Int? {
        let element = document.views[index]
        if element.elementName == "tableViewCell" { return index }
        guard let cell = element.superview, document.views[cell].elementName == "tableViewCell" else { return nil }
        return cell
    }
}

extension IBSceneMapper {
    /// The table view that is this scene's root (a table view controller's view), if it is one.
    var rootTableIndex: Int? {
        controllerElement != nil && document.views[rootIndex].elementName == "tableView" ? rootIndex : nil
    }

    /// Gives cells and content views the canvas's cell margins, out of reach of the safe area.
    /// Returns false when the view is not one the cell rules cover.
    func applyCellMargins(_ index: Int, to view: View) -> Bool {
        guard let margins = CellMarginPolicy.margins(of: index, in: document, rootTable: rootTableIndex,
                                                     topLevelSide: options.topLevelCellSideMargin) else {
            return false
        }
        view.directionalLayoutMargins = margins
        view.insetsLayoutMarginsFromSafeArea = false
        return true
    }

    /// Whether the view's margins come from `CellMarginPolicy` (and so are not preserved again).
    func hasCellMargins(_ index: Int) -> Bool {
        CellMarginPolicy.margins(of: index, in: document, rootTable: rootTableIndex) != nil
    }

    /// The IB id of the cell whose content view's size (the row height the canvas gives it, kept by
    /// the content view's autoresizing mask) takes part in a conflict, if one does.
    func rowHeightConflictCell(_ constraints: [LayoutConstraint]) -> String? {
        for constraint in constraints where constraint.kind == .autoresizingMask {
            guard let view = constraint.firstItem as? View, let index = indexByView[ObjectIdentifier(view)],
                  let cell = document.views[index].superview,
                  IBCanvasKind.cellElements.contains(document.views[cell].elementName) else { continue }
            return document.views[cell].id
        }
        return nil
    }
}
