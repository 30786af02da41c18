import OpenAutoLayout

/// The size a view of the app's own class draws itself at on the canvas.
///
/// Such a view gets its intrinsic size on the canvas from a placeholder the developer sets
/// (`placeholderIntrinsicWidth`/`Height`) or from the `@IBDesignable` class Interface Builder renders
/// (`<designable>`'s `intrinsicContentSize`, a snapshot). Neither is what decides the record when the
/// class draws itself at another size: a designable label wraps its text at the width it is laid out
/// at, and Xcode lays the canvas out with what it renders, which only the record keeps. Counted over
/// the corpus and the files from outside it: of the 106 views with a designable size and a record, 76
/// are recorded at another size and none is flagged misplaced; of the 53 with a placeholder size, 21
/// are recorded at another and 1 is flagged. covpass' `ValidatorOverviewViewController` (22505,
/// fresh31d) records a designable label with a placeholder height of 21 at 106 (its text wrapped at
/// 318 pt), and the 19 views around it where that height puts them, unflagged; corona-warn-app's
/// trace-location xib records its `ENALabel` designables 635.5 pt tall. So on each axis a placeholder
/// or designable size sets, the view's intrinsic size is its recorded size, as a label's is its
/// recorded text size. (Before, the scene was laid out at the placeholder sizes and the views that
/// moved left unjudged: the same verdicts on the corpus, 24 fewer frames and 33 views unjudged; on
/// fresh31d 25 frames fewer and one false ambiguity error, Adamant's designable label.)
enum CustomSizePolicy {
    /// `size` (a placeholder or designable size) with the record's size on each axis it sets.
    static func drawnSize(_ size: Size, source: IBIntrinsicSizeSource, of view: IBView) -> Size {
        guard source == .placeholder || source == .designable, let recorded = view.recordedFrame?.size else { return size }
        return Size(width: size.width == View.noIntrinsicMetric ? size.width : recorded.width,
                    height: size.height == View.noIntrinsicMetric ? size.height : recorded.height)
    }
}
