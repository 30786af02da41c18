import OpenAutoLayout
import TextOutput

/// Views whose frame the checker does not judge, because what decides it is not in the file.
///
/// Precision first: a misplaced warning is printed only where the frame the constraints give is
/// known. Two cases are left unjudged, each said once per scene in a note:
/// - **The canvas size of a top-level view that is not a controller's.** A xib's (or a scene
///   dock's) top-level view has no window that fixes its size: Interface Builder resizes it to what
///   its constraints need (a self-sizing cell or content view). When its constraints need another
///   size than its canvas, Xcode shows no conflict (issue 23: 8 conflicts against
///   `'UIView-Encapsulated-Layout-Height'` on five shipped apps, none shown by Xcode); the layout
///   on the recorded canvas is then not one Xcode draws, so none of its frames is judged.
/// - **The row height of a cell.** A cell's content view keeps the size the canvas gives the cell
///   (its autoresizing mask); a self-sizing cell whose constraints need another height is no
///   conflict in Xcode (33 printed conflicts in the corpus, e.g. iNaturalist's `Content View.height
///   = 220` against a 219-pt image and its insets, all in scenes whose records are layouts). The
///   conflict is not printed and the cell's views are not judged.
/// - **A negative size.** Where the constraints give a view a negative width or height (a custom
///   view whose size only the app's code sets, laid out at 0, with insets inside it), no frame is
///   drawn there: the size that decides it is set outside the file. The container and all it holds
///   are not judged (`Expected: y=6, h=-12` was printed to a user).
enum NotJudgedPolicy {
    static let canvasSizeReason = "the constraints need another size than the canvas of this top-level view, "
        + "which Interface Builder resizes to fit"
    static let negativeSizeReason = "the constraints give a view inside it a negative size: its size is not in "
        + "the file (set in code)"

    /// Whether a conflict involves the size the canvas gives a root that no window sizes.
    static func isCanvasSizeConflict(_ constraints: [LayoutConstraint], kind: IBCanvasKind) -> Bool {
        kind != .controllerView && constraints.contains { $0.kind == .encapsulatedLayout }
    }

    static let rowHeightReason = "the row height the canvas gives its cell is not what the cell's constraints "
        + "need (a self-sizing cell)"

    /// Marks the views left unjudged (`views` lists parents first) and returns the scene's notes.
    static func mark(_ views: inout [ViewLayout], canvasSizeConflicts: Int, canvas: Size,
                     rowHeightConflictCells: Set<String> = []) -> [String] {
        var counts: [String: Int] = [:]
        var unjudged: [String: String] = [:]
        // A negative size is the content's answer to a container whose size is set elsewhere: the
        // container (unless it is the root, whose size is the canvas) and all it holds are unjudged.
        let rootID = views.first?.id
        var negativeRoots = Set<String>()
        for view in views where view.frame.size.width < -tolerance || view.frame.size.height < -tolerance {
            negativeRoots.insert(view.superviewID.flatMap { $0 == rootID ? nil : $0 } ?? view.id)
        }
        for position in views.indices {
            let reason: String?
            if canvasSizeConflicts > 0 {
                reason = canvasSizeReason
            } else if let parent = views[position].superviewID, let inherited = unjudged[parent] {
                reason = inherited
            } else if negativeRoots.contains(views[position].id) {
                reason = negativeSizeReason
            } else if rowHeightConflictCells.contains(views[position].id) {
                reason = rowHeightReason
            } else {
                reason = nil
            }
            guard let reason else { continue }
            views[position].notJudged = reason
            views[position].misplaced = false
            unjudged[views[position].id] = reason
            counts[reason, default: 0] += 1
        }
        let size = "\(NumberText.format(canvas.width)) × \(NumberText.format(canvas.height))"
        return counts.keys.sorted().map { reason in
            let subject = counts[reason] == 1 ? "1 view" : "\(counts[reason] ?? 0) views"
            return "\(subject) not judged: \(reason == canvasSizeReason ? reason + " (\(size))" : reason)"
        }
    }

    static let tolerance = 0.01
}
