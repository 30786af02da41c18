/// Table rows that Xcode's canvas never lays out.
///
/// A table view lays out only the rows that its bounds show; with its content at offset 0 on the
/// canvas, a cell whose top is at or below the table's height is never laid out, and from Xcode 13
/// (toolsVersion 19162, issue 23's shipped apps; the corpus shows it from 20037) Interface Builder
/// flags every view in such a cell `ambiguous="YES"`, even
/// where the cell's constraints fix its frame. Read from the corpus: 37 of the 44 views in cells
/// starting below their table's height are flagged (Instructions 20037, iNaturalist 22154,
/// NetNewsWire 24765, OctoPod 32700; static and prototype cells, tables that are a controller's
/// root view or a subview), while cells that start inside the table and only end below it are not
/// (OctoPod: rows at 649 and 673.5 in 667- and 694-pt tables, one at 247.5 in a 315-pt table). The
/// exceptions:
/// - views with `fixedFrame="YES"` keep their recorded frame, so nothing about them is laid out
///   (iNaturalist: three such buttons in rows whose other views are flagged);
/// - Xcode 10 (FSCalendar, 14313) flags none of its 7 such views; no corpus file between 14313 and
///   20037 has such a row, and the apps show the flags at 19162, where the rule starts.
/// Not reproduced: Instructions' row at 850 and NetNewsWire's at 894 in 896-pt tables are flagged
/// though they start inside the table, and 5 of NetNewsWire's views in rows at 1259–1412 are not;
/// that section's rows were edited by hand after Xcode saved the file (two rows record y 1310).
enum UnlaidTableRowPolicy {
    /// Whether one view is in a cell's content below its table's height, and laid out by the cell.
    /// Asked per view of the scene being laid out: a set over the whole document, built for each
    /// scene, made a many-scene file quadratic.
    static func isInUnlaidRow(_ index: Int, in document: IBDocument) -> Bool {
        let element = document.views[index]
        guard IBXcodeBehaviour.unlaidTableRowsFlagged.holds(for: document.toolsVersionNumber), !element.fixedFrame,
              !CellMarginPolicy.cellElements.contains(element.elementName),
              let cell = enclosingCell(of: index, in: document),
              let table = document.views[cell].superview, document.views[table].elementName == "tableView",
              let cellTop = document.views[cell].recordedFrame?.origin.y,
              let tableHeight = document.views[table].recordedFrame?.size.height else { return false }
        return cellTop >= tableHeight
    }

    /// The nearest table view cell above a view, without crossing another table (a table inside a cell).
    private static func enclosingCell(of index: Int, in document: IBDocument) -> Int? {
        var current = document.views[index].superview
        while let ancestor = current {
            switch document.views[ancestor].elementName {
            case "tableViewCell": return ancestor
            case "tableView": return nil
            default: current = document.views[ancestor].superview
            }
        }
        return nil
    }
}
