import OpenAutoLayout

extension LayoutConstraint.Attribute {
    /// The axes on which this attribute, related from inside, reaches the far side of the content:
    /// trailing/right/bottom edges (and, on a content guide, its size and centre).
    func farEdgeAxes(includingSizes: Bool) -> LayoutIssue.Axes {
        switch self {
        case .trailing, .right, .trailingMargin, .rightMargin: return .horizontal
        case .bottom, .bottomMargin, .lastBaseline: return .vertical
        case .width, .centerX, .centerXWithinMargins: return includingSizes ? .horizontal : []
        case .height, .centerY, .centerYWithinMargins: return includingSizes ? .vertical : []
        default: return []
        }
    }

    /// Edges and margins: inside a scroll view they mean the content rectangle.
    var isContentEdge: Bool {
        switch self {
        case .width, .height, .centerX, .centerY, .notAnAttribute, .centerXWithinMargins, .centerYWithinMargins: false
        default: true
        }
    }
}

/// What one layout pass of a scene gave, by index into `IBDocument.views`.
struct SolvedScene {
    var frames: [Int: Rect] = [:]
    var ambiguity: [Int: LayoutIssue.AmbiguousAttributes] = [:]
    var priorityAmbiguity: [Int: LayoutIssue.AmbiguousAttributes] = [:]
    var priorityIssues: [SceneLayoutIssue] = []
    var conflicts: [SceneLayoutIssue] = []
    /// Conflicts with the canvas size of a root that is not a controller's view, left out (`NotJudgedPolicy`).
    var canvasSizeConflicts = 0
    /// Whether the solver recovered from such a conflict by breaking a system guide's definition (a
    /// safe area's top), which Interface Builder, resizing the view instead, never does.
    var canvasConflictBrokeGuide = false
    /// The file constraints (by index) of every conflict the solver met, printed or not: records can
    /// hold only one side of a conflict, so breaking one of these says nothing of how stale they are.
    var conflictConstraints: Set<Int> = []
    /// IB ids of the cells whose canvas row height conflicts with their content's constraints (`NotJudgedPolicy`).
    var rowHeightConflictCells: Set<String> = []
    /// IB ids of the views of conflicts that rest on what the file does not hold, with the reason (`NotJudgedPolicy`).
    var undecidedConflictViews: [String: String] = [:]
    var scrollViews: [Int: (size: Size, axes: LayoutIssue.Axes, fromConstraints: Bool)] = [:]
    /// What the pass laid out at measured sizes: labels' text heights; images' own sizes and empty labels.
    var measuredText = false
    var measuredContent = false
}
