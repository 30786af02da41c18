import OpenAutoLayout

/// Issue 23, false ambiguity errors (branch amb30): verdicts that rest on a text view recorded taller
/// than its text.
///
/// A non-scrolling `UITextView` is as tall as its text plus its 8-pt insets above and below
/// (`TextView`). The model sizes a document's text view by its record, as IB writes no measurement;
/// where the record cannot be the text's height (text that plainly fits one line, recorded taller
/// than any line of its point size), what Xcode laid out rests on the font's line height, which the
/// file does not hold for a font the model does not measure (`TextMetrics` measures system fonts
/// only). KeePassium's `EntryFieldViewerVC` (Xcode 15, 23504): the self-sizing `URLFieldCell` records
/// its text view of "{Field Value}" in 16-pt Menlo 129 tall, while the same text view in the two cells
/// beside it is recorded 35 and 35.33; at 35.33 the cell's chain 2 + 8 + 19.33 + 35.33 + 11 is its
/// recorded 75.67 exactly. At the record the chain needs 169.33 and the model ties the label above in
/// compression with the text view (a content-priority error, and "Need constraints" on the text view's
/// scroll view and its container): Xcode flags none of these views. So the scene is laid out again with
/// each such text view at its shortest one-line height (its point size and the insets), and a view
/// whose ambiguity goes, or whose frame moves, is not judged. The corpus' other non-scrolling text
/// views recorded taller than a line hold no text (beam 200, iNaturalist 58, 98 and 220, threema 130,
/// canvas-ios 51), which UIKit draws one line tall too.
extension NotJudgedPolicy {
    static let tallTextViewReason = "it rests on the height of a text view recorded taller than its text, "
        + "whose line height the file does not hold"
}

enum TallTextViewPolicy {
    /// UIKit's default `textContainerInset` (8 above and below) and `lineFragmentPadding` (5 each side).
    static let verticalInsets = TextView.defaultTextContainerInset.top + TextView.defaultTextContainerInset.bottom
    static let horizontalPadding = 2 * TextView.defaultLineFragmentPadding
    /// No font's line is taller than this share of its point size (system 1.19, Menlo 1.17).
    static let tallestLineRatio = 1.5

    /// The shortest height a non-scrolling text view whose text plainly fits one line can have (its
    /// point size and the insets), where its record is taller than any one line; nil for other views.
    static func shortestOneLineHeight(of element: IBView) -> Double? {
        guard element.elementName == "textView", element.isScrollEnabled == false,
              let frame = element.recordedFrame else { return nil }
        let pointSize = element.font?.pointSize ?? 17
        guard TextMetrics.fitsOneLine(element.text ?? "", pointSize: pointSize,
                                      width: frame.size.width - horizontalPadding),
              frame.size.height > (tallestLineRatio * pointSize).rounded(.up) + verticalInsets
        else { return nil }
        return pointSize + verticalInsets
    }
}

extension IBSceneMapper {
    /// Whether this root's tree holds a text view `TallTextViewPolicy` would shorten.
    var holdsTallTextView: Bool {
        order.contains { TallTextViewPolicy.shortestOneLineHeight(of: document.views[$0]) != nil }
    }

    /// In the layout `NotJudgedPolicy.tallTextViewReason` compares with, such a text view's height.
    func shortenedTextViewHeight(_ index: Int) -> Double? {
        options.shrinksTallTextViews ? TallTextViewPolicy.shortestOneLineHeight(of: document.views[index]) : nil
    }
}

extension IBLayout {
    /// Leaves unjudged the views whose ambiguity goes, or whose frame moves, in `shortened` (the
    /// layout with tall text views at one line, `NotJudgedPolicy.tallTextViewReason`). Ambiguity
    /// first, so a view that also moves keeps no ambiguity issue the other layout lacks.
    static func markTallTextViewsUndecided(_ laidOut: inout RootResult, mapper: IBSceneMapper, exact: SolvedScene,
                                           shortened: SolvedScene, keepsJudged: (ViewLayout, Rect) -> Bool) -> [String] {
        let reason = NotJudgedPolicy.tallTextViewReason
        return NotJudgedPolicy.markAmbiguityGone(&laidOut, order: mapper.order, other: shortened, reason: reason)
            + NotJudgedPolicy.markMoved(&laidOut.views, issues: &laidOut.issues, order: mapper.order, judged: exact,
                                        other: shortened, reason: reason, keepsJudged: keepsJudged)
    }
}
