import OpenAutoLayout

/// A view whose intrinsic content size the mapper sets from the document (IB records no
/// measurement of text or controls, so the size comes from the file: placeholder, designable,
/// image resource or recorded frame).
protocol DocumentSizedView: View {
    var documentIntrinsicSize: Size { get set }
}

private let noIntrinsicSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

final class DocumentPlainView: View, DocumentSizedView {
    var documentIntrinsicSize = noIntrinsicSize
    override var intrinsicContentSize: Size { documentIntrinsicSize }
}

final class DocumentScrollView: ScrollView, DocumentSizedView {
    var documentIntrinsicSize = noIntrinsicSize
    override var intrinsicContentSize: Size { documentIntrinsicSize }
}

final class DocumentStackView: StackView, DocumentSizedView {
    var documentIntrinsicSize = noIntrinsicSize
    override var intrinsicContentSize: Size { documentIntrinsicSize }
}

/// A label keeps `Label`'s baselines (from its font size); its size is the document's.
final class DocumentLabel: Label, DocumentSizedView {
    var documentIntrinsicSize = noIntrinsicSize
    override var intrinsicContentSize: Size { documentIntrinsicSize }
}

final class DocumentButton: Button, DocumentSizedView {
    var documentIntrinsicSize = noIntrinsicSize
    override var intrinsicContentSize: Size { documentIntrinsicSize }
}

final class DocumentTextField: TextField, DocumentSizedView {
    var documentIntrinsicSize = noIntrinsicSize
    override var intrinsicContentSize: Size { documentIntrinsicSize }
}

/// Which elements UIKit gives an intrinsic size, per axis, that IB does not write down.
enum IntrinsicSizePolicy {
    /// Both axes: text, titles and fixed-size controls (`StandardViewElement.IntrinsicAxes`).
    static let bothAxes = StandardViewElement.names(intrinsicOn: .both)
    /// Height only: controls that stretch horizontally, and the bars.
    static let heightOnly = StandardViewElement.names(intrinsicOn: .heightOnly)

    /// The intrinsic size of `view` and where it came from; nil when it has none.
    /// With `measuringText`, a single-line system-font label whose recorded height is not a drawing
    /// of one line gets the measured line height instead (see `TextMetrics`): for the misplaced
    /// check only, never for the frames reported. With `measuringEveryLine`, every such label gets its
    /// measured line height, whatever its record (the line pass of `NotJudgedPolicy+TextProbe.swift`).
    static func intrinsicSize(of view: IBView, in document: IBDocument, allowance: Double = 0,
                              measuringText: Bool = false, unstretchingText: Bool = false,
                              measuringContent: Bool = false, measuringEveryLine: Bool = false)
        -> (Size, IBIntrinsicSizeSource)? {
        func measured(_ recorded: Double) -> Double { recorded > allowance ? recorded - allowance : recorded }
        let none = View.noIntrinsicMetric
        if view.placeholderIntrinsicWidth != nil || view.placeholderIntrinsicHeight != nil {
            func value(_ dimension: IBIntrinsicDimension?) -> Double {
                if case .value(let number)? = dimension, number >= 0 { return number }
                return none
            }
            return (Size(width: value(view.placeholderIntrinsicWidth), height: value(view.placeholderIntrinsicHeight)),
                    .placeholder)
        }
        if let size = view.designableIntrinsicContentSize {
            // IB writes -1 (UIViewNoIntrinsicMetric) on an axis without one.
            return (Size(width: size.width >= 0 ? size.width : none, height: size.height >= 0 ? size.height : none),
                    .designable)
        }
        if view.elementName == "imageView" {
            guard let image = view.image else { return nil }
            if measuringContent, let size = MeasuredContentPolicy.resourceSize(of: view, in: document) {
                return (size, .imageResource)
            }
            if let frame = view.recordedFrame {
                return (Size(width: frame.size.width, height: frame.size.height), .recordedFrame)
            }
            if let size = document.imageSize(named: image), size.width > 0, size.height > 0 {
                return (Size(width: size.width, height: size.height), .imageResource)
            }
            return nil
        }
        if measuringContent, MeasuredContentPolicy.isEmptyLabel(view) { return (Size(width: 0, height: 0), .textMetrics) }
        let line = TextMetrics.singleLineHeight(of: view, toolsVersion: document.toolsVersionNumber,
                                                scale: TextMetrics.scale(of: document))
        guard let frame = view.recordedFrame else {
            // No record to measure: UIKit's own size for the control (see `ControlSizePolicy`).
            return ControlSizePolicy.size(of: view, in: document).map { ($0, .uikitEstimate) }
        }
        // Where ambiguity is judged, a label stretched wider than its text takes the text's width, so
        // no false compression tie comes from the record (see `ControlSizePolicy.textWidthIfStretched`).
        // Frames and misplacement keep the record: it is what Xcode drew, where its measurement of
        // wrapping labels in stack views (VacationSpots' "RATING" recorded at half its stack) is not known.
        let stretchedTextWidth = unstretchingText
            ? ControlSizePolicy.textWidthIfStretched(view, recordedWidth: frame.size.width) : nil
        if let line, measuringEveryLine
            || (measuringText && !TextMetrics.isOneLine(recordedHeight: frame.size.height, lineHeight: line)) {
            return (Size(width: stretchedTextWidth ?? measured(frame.size.width), height: line), .textMetrics)
        }
        if let stretchedTextWidth {
            return (Size(width: stretchedTextWidth, height: measured(frame.size.height)), .uikitEstimate)
        }
        if bothAxes.contains(view.elementName) || (view.elementName == "textView" && view.isScrollEnabled == false) {
            return (Size(width: measured(frame.size.width), height: measured(frame.size.height)), .recordedFrame)
        }
        if heightOnly.contains(view.elementName) {
            return (Size(width: none, height: measured(frame.size.height)), .recordedFrame)
        }
        return nil
    }

    /// IB records a text or control frame rounded up to the pixel, so the size UIKit measures lies
    /// just below it (a 17 pt label line is 20.33 pt, recorded as 20.5 or 21). The ambiguity probe
    /// lays out again with sizes a quarter point below the record: two views with equal hugging
    /// that share the slack then show up as ambiguous, as Xcode reports them.
    static let recordedSizeAllowance = 0.25
}

/// The baselines of a text view, which the mapper lays out as a plain view sized by its record.
///
/// UIKit gives a non-scrolling `UITextView` its text's baselines (`TextView.baselineOffsets`): the
/// first one from its top, the last one from its bottom. A plain view's baselines are its bottom
/// edge, which put a view aligned to a text view's first baseline at the text view's bottom, so
/// that view moved with the text view's height. KeePassium's `EntryFieldViewerVC` (Xcode 15, 23504)
/// shows both: its progress view at `top = text view.baseline + 8` is recorded at y 65.33, where the
/// bottom edge gives 77 and the text's last baseline (8 + 20 − 16 above the bottom of a 16-pt text)
/// 65; the symbol image pinned only by `firstBaseline = text view.firstBaseline` to a text view whose
/// height is ambiguous and whose top is fixed is not flagged (its neighbour, tied the same way to a
/// text view whose top moves, is), and neither is the label above, which the bottom edge pulled into
/// a compression tie Xcode does not report. Those are the corpus' only constraints through a text
/// view's baseline (5, one file); a scrolling text view keeps a plain view's edges.
enum TextViewBaselinePolicy {
    /// The baselines the view at `element` keeps: a non-scrolling text view's, from its font size
    /// (17 pt where the file names none, UIKit's default); nil for any other view.
    static func offsets(of element: IBView) -> (fromTop: Double, fromBottom: Double)? {
        guard element.elementName == "textView", element.isScrollEnabled == false else { return nil }
        let pointSize = element.font?.pointSize ?? 17
        return TextView.textBaselines(pointSize: pointSize,
                                      lineHeight: MonospacedTextMeasurer().lineHeight(fontSize: pointSize))
    }
}
