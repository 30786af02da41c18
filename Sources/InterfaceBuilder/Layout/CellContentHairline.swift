import OpenAutoLayout

/// How much taller than its record Xcode 8 may have laid out a table view cell's content view.
///
/// UIKit draws a cell's separator one pixel tall and gives the content view the rest of the row:
/// 94.5 pt of a 95-pt row on a 2× canvas. Xcode 8.3 (`IBXcodeBehaviour.cellContentRecordedWhole`)
/// writes such a content view a whole point under its row (94), and the corpus shows both layouts
/// behind that record: Tabman's toggle cell records its content at 16 + 62.5 + 16 = 94.5 (two labels of
/// equal compression resistance, squeezed half a point at 94, would tie: Xcode flags neither), beam's
/// `Main` a built-in text label 59.5 tall in a content view recorded 59; MOPP's `Containers` cells
/// record their content fitted to the whole point (a label ending at 74 − 8 − 3 = 63). The file does
/// not say which, so a view whose ambiguity or frame differs between the two is not judged
/// (`IBLayout.markUndecided`, `NotJudgedPolicy.cellContentReason`).
enum CellContentHairline {
    /// What the layout that widens cell content adds to the view at `index`: 1 − 1/scale for a table
    /// view cell's content view recorded exactly one point under its cell on a canvas finer than a
    /// point, in a file of the Xcode versions that wrote it so; 0 for any other view.
    static func heightAdded(to index: Int, in document: IBDocument) -> Double {
        let element = document.views[index]
        guard element.elementName == "tableViewCellContentView",
              IBXcodeBehaviour.cellContentRecordedWhole.holds(for: document.toolsVersionNumber),
              let cell = element.superview, document.views[cell].elementName == "tableViewCell",
              let content = element.recordedFrame?.size.height,
              let row = document.views[cell].recordedFrame?.size.height else { return 0 }
        let pixel = 1 / TextMetrics.scale(of: document)
        guard row - content == 1, pixel < 1 else { return 0 }
        return 1 - pixel
    }
}

extension IBSceneMapper {
    /// Whether the root holds a content view that `CellContentHairline` would widen.
    var hasWholePointCellContent: Bool {
        order.contains { CellContentHairline.heightAdded(to: $0, in: document) > 0 }
    }
}

extension IBLayout {
    /// Lays the root out again with such content views at the row less a pixel; a view that moves,
    /// or whose ambiguity goes, is not judged (`NotJudgedPolicy.cellContentReason`). Returns the notes.
    static func markCellContentUndecided(_ laidOut: inout RootResult, _ document: IBDocument, _ mode: IBLayoutMode,
                                         mapper: IBSceneMapper, exact: SolvedScene, root: Int,
                                         controller: IBViewController?, sceneIndex: Int?, choices: DocumentChoices,
                                         keepsJudged: (ViewLayout, Rect) -> Bool) -> [String] {
        guard mapper.hasWholePointCellContent else { return [] }
        let widened = pass(document, mode, root: root, controller: controller, sceneIndex: sceneIndex,
                           containment: choices.containment, options: IBPassOptions(widensCellContent: true)).solved
        let reason = NotJudgedPolicy.cellContentReason
        return NotJudgedPolicy.markMoved(&laidOut.views, issues: &laidOut.issues, order: mapper.order, judged: exact,
                                         other: widened, reason: reason, keepsJudged: keepsJudged)
            + NotJudgedPolicy.markAmbiguityGone(&laidOut, order: mapper.order, other: widened, reason: reason)
    }
}
