/// The content view of a xib's top-level table view cell whose constraints need another height
/// than the cell's canvas.
///
/// A top-level cell in a xib is drawn at the height its frame records; its content view follows
/// the cell. Where the content's constraints chain from the content view's top to its bottom and
/// add up to another height (a self-sizing cell drawn at another row height), Interface Builder
/// shows no conflict (cause 2 of issue 23: the canvas of a top-level view is not a required
/// constraint) but flags the content view `ambiguous="YES"`: its height is what the row and the
/// constraints disagree on. Read from the corpus, every such cell (the checker finds them as a
/// conflict with the content view's autoresizing height) is flagged so: GymRats'
/// `ButtonChoiceCell` and `HealthAppWorkoutCell` (Xcode 12, 17156: content needing 90 in a 103-pt
/// row), raivo's `IconFormRowCell` (Xcode 12.5, 18122) and OsmAnd's
/// `OAQuadItemsWithTitleDescIconCell` (Xcode 13, 19455); 4 of 4. The 12 other top-level table view
/// cells of the corpus' xibs, whose constraints fit their height, are not flagged (Forma's, 14490,
/// is flagged for a reason not worked out). Storyboard prototype cells are another matter: their
/// row height is the table's, and 16 of the 17 whose constraints need another height are not
/// flagged (`docs/corpus.md`, "Issue 23, ambiguity recall pass").
enum CellContentHeightPolicy {
    /// Whether the view at `index` is such a content view: `conflictCells` are the cells whose
    /// content view's canvas height took part in a conflict (`rowHeightConflictCell`).
    static func isFlaggedAmbiguous(_ index: Int, in document: IBDocument, kind: IBCanvasKind,
                                   conflictCells: Set<String>) -> Bool {
        let element = document.views[index]
        guard kind == .cell, element.elementName == "tableViewCellContentView",
              let cell = element.superview, document.views[cell].elementName == "tableViewCell",
              document.views[cell].superview == nil else { return false }
        return conflictCells.contains(document.views[cell].id)
    }
}

extension SceneLayout {
    /// Whether `viewID` is the content view of the scene's root, a xib's top-level table view cell:
    /// the cell's canvas fixes that view's frame, so an ambiguous height there is only ever
    /// `CellContentHeightPolicy`'s (the content needs another height than the row).
    public func isTopLevelCellContentView(_ viewID: String) -> Bool {
        guard let root = views.first, root.elementName == "tableViewCell", root.superviewID == nil,
              let view = view(withID: viewID) else { return false }
        return view.elementName == "tableViewCellContentView" && view.superviewID == root.id
    }
}
