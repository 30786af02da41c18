import OpenAutoLayout

/// Issue 23, false ambiguity errors (branch amb30): verdicts that rest on a text view recorded taller
/// than its text.
///
/// A non-scrolling `UITextView` is as tall as its text plus its 8-pt insets above and below
/// (`TextView`). The model sizes a document's text view by its record, as IB writes no measurement;
/// where the record is taller than one line of its point size, it may be the text's height or a
/// height constraints stretched it to, and what Xcode laid out rests on how tall the text wraps,
/// which the file does not hold (the model measures labels of system fonts only, `TextMetrics`). KeePassium's `EntryFieldViewerVC` (Xcode 15, 23504): the self-sizing `URLFieldCell` records
/// its text view of "{Field Value}" in 16-pt Menlo 129 tall, while the same text view in the two cells
/// beside it is recorded 35 and 35.33; at 35.33 the cell's chain 2 + 8 + 19.33 + 35.33 + 11 is its
/// recorded 75.67 exactly. At the record the chain needs 169.33 and the model ties the label above in
/// compression with the text view (a content-priority error, and "Need constraints" on the text view's
/// scroll view and its container): Xcode flags none of these views. So the scene is laid out again with
/// each such text view at its shortest one-line height (its point size and the insets), and a view
/// whose ambiguity goes, or whose frame moves, is not judged. Text of several lines too: wallabag's
/// `Tip` (14490, held-out fresh33b) records a two-sentence text view stretched to 543 pt (vertical
/// hugging 249) in a 600-pt root, where the model ties it in compression with the button below;
/// Xcode flags neither (first limited to text that plainly fits one line; widened, the corpus'
/// verdicts are the same, 36 more views unjudged). The corpus' other non-scrolling text views
/// recorded taller than a line hold no text (beam 200, iNaturalist 58, 98 and 220, threema 130,
/// canvas-ios 51), which UIKit draws one line tall too.
extension NotJudgedPolicy {
    static let tallTextViewReason = "it rests on the height of a text view recorded taller than its text, "
        + "whose line height the file does not hold"
}

enum TallTextViewPolicy {
    /// UIKit's default `textContainerInset` (8 above and below).
    static let verticalInsets = TextView.defaultTextContainerInset.top + TextView.defaultTextContainerInset.bottom
    /// No font's line is taller than this share of its point size (system 1.19, Menlo 1.17).
    static let tallestLineRatio = 1.5

    /// The shortest height a non-scrolling text view can have (one line of its point size and the
    /// insets), where its record is taller than any one line; nil for other views.
    static func shortestHeight(of element: IBView) -> Double? {
        guard element.elementName == "textView", element.isScrollEnabled == false,
              let frame = element.recordedFrame else { return nil }
        let pointSize = element.font?.pointSize ?? 17
        guard frame.size.height > (tallestLineRatio * pointSize).rounded(.up) + verticalInsets
        else { return nil }
        return pointSize + verticalInsets
    }
}

extension IBSceneMapper {
    /// Whether this root's tree holds a text view `TallTextViewPolicy` would shorten.
    var holdsTallTextView: Bool {
        order.contains { TallTextViewPolicy.shortestHeight(of: document.views[$0]) != nil }
    }

    /// In the layout `NotJudgedPolicy.tallTextViewReason` compares with, such a text view's height.
    func shortenedTextViewHeight(_ index: Int) -> Double? {
        options.shrinksTallTextViews ? TallTextViewPolicy.shortestHeight(of: document.views[index]) : nil
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
