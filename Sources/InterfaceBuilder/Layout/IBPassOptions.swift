/// How one layout pass of a scene draws what the file leaves open: the exact layout takes every
/// default; the probe, the measured and the line passes, and the layouts the not-judged rules compare
/// with, each set one or two of these (`IBLayout.pass`).
struct IBPassOptions: Sendable {
    /// How far below the recorded frame text and control sizes are taken (0, or the probe's allowance).
    var sizeAllowance = 0.0
    /// Whether single-line labels take measured line heights where their records are not one line.
    var measuresText = false
    /// Whether labels recorded wider than their text take the text's estimated width (the layout
    /// ambiguity is judged on, see `ControlSizePolicy.textWidthIfStretched`).
    var unstretchesText = false
    /// Whether an undecided large-title navigation bar is drawn large (`NotJudgedPolicy.largeTitleReason`).
    var drawsLargeTitle = false
    /// Whether stack views with no arranged views in the file are held at their recorded size (the
    /// layout `NotJudgedPolicy.emptyStackReason` compares with).
    var holdsEmptyStacks = false
    /// How far constraints through a text baseline are moved (0, or ± `NotJudgedPolicy.baselineShift` in
    /// the layouts `NotJudgedPolicy.baselineReason` compares with).
    var baselineShift = 0.0
    /// Whether a controller's (or top-level) view drawn at another size than its screen loses the
    /// screen's own insets (the layout `NotJudgedPolicy.offScreenSizeReason` compares with).
    var dropsScreenInsets = false
    /// Whether image views take their images' sizes and empty labels none (`MeasuredContentPolicy`).
    var measuresContent = false
    /// Whether Xcode 8's table cell content views recorded a whole point under their row are laid out
    /// at the row less one pixel (the layout `NotJudgedPolicy.cellContentReason` compares with).
    var widensCellContent = false
    /// Whether every single-line system-font label takes its measured line height (the line pass).
    var measuresEveryLine = false
    /// Whether tall one-line text views take their shortest height (`NotJudgedPolicy.tallTextViewReason`).
    var shrinksTallTextViews = false
    /// The id of a constraint of a printed conflict left out, as the canvas would break it (the
    /// layouts `NotJudgedPolicy.conflictBreakReason` compares with).
    var breaksConstraintID: String? = nil
    /// Whether the file's constraints go in last to first, so each conflict breaks another of its
    /// constraints (also a layout `NotJudgedPolicy.conflictBreakReason` compares with).
    var reversesConstraintOrder = false
    /// Whether stacks fit their own views before a same-axis stack they are arranged in pulls them
    /// (`StackView.fitsOwnViewsFirst`; the layout `NotJudgedPolicy.stackFitReason`'s ambiguity check uses).
    var fitsNestedStacksFirst = false
    /// The side margins a top-level table cell is drawn with instead (the layouts
    /// `NotJudgedPolicy.cellSideMarginReason` compares with).
    var topLevelCellSideMargin: Double? = nil
    /// The side margins the root view is drawn with instead (the layout
    /// `NotJudgedPolicy.rootSideMarginReason` compares with).
    var rootSideMargin: Double? = nil
}
