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
/// - **A frame moved only by our text measurement.** Where a label's record is not one line of its
///   text, the misplaced check lays the scene out again with the label measured (`measured`). A
///   view that layout moves while the layout with every label at its recorded size reproduces its
///   record rests on how tall Xcode draws the text, which the file does not hold: in the 366 corpus
///   files from Xcode 9 on, 72 such views are left unflagged by Xcode (LoopFollow 17701, Habitica
///   18122, dashwallet 21507, zap 14490, nightguard 18122, canvas-ios 24412) against 1 flagged
///   (JTAppleCalendar 22154); Xcode 7 flagged them (coolgo 8191, 5 of 5:
///   `IBXcodeBehaviour.textMeasureDecidesMisplacement`). From Xcode 9 such a view is not judged; its
///   subviews are judged on their own.
enum NotJudgedPolicy {
    static let canvasSizeReason = "the constraints need another size than the canvas of this top-level view, "
        + "which Interface Builder resizes to fit"
    static let negativeSizeReason = "the constraints give a view inside it a negative size: its size is not in "
        + "the file (set in code)"

    /// Whether a conflict involves the size the canvas gives a root that no window sizes.
    static func isCanvasSizeConflict(_ constraints: [LayoutConstraint], kind: IBCanvasKind) -> Bool {
        kind != .controllerView && constraints.contains { $0.kind == .encapsulatedLayout }
    }

    static let textMeasureReason = "its record is where its constraints put it with its labels at their recorded "
        + "sizes; only a text height the file does not hold moves it"
    static let contentMeasureReason = "its record is where its constraints put it with its image views and empty "
        + "labels at their recorded sizes; only an image's own size or an empty label's missing text moves it, "
        + "which Xcode 9 and later do not lay the canvas out by"
    static let measuredSizesReason = "its record is where its constraints put it with its labels and image views at "
        + "their recorded sizes; only text heights the file does not hold, images' own sizes or empty texts move it"

    /// The reason for a view moved only by the measured layout, by what that layout measured.
    static func measureReason(of measured: SolvedScene?) -> String {
        guard let measured, measured.measuredContent else { return textMeasureReason }
        return measured.measuredText ? measuredSizesReason : contentMeasureReason
    }

    static let baselineConflictReason = "a conflict among its constraints rests on where text baselines sit, "
        + "which the fonts decide and the file does not hold"
    static let scrollPositionConflictReason = "a conflict among its constraints ties a view inside a scroll view's "
        + "content to a view outside it, so it rests on the scroll position and the insets UIKit adds at run time"

    /// Why a conflict is not printed, if it rests on what the file does not hold:
    /// - a **baseline** constraint: where a label's first or last baseline sits inside its frame comes
    ///   from the font's ascender and descender as Xcode draws them, which the file does not record
    ///   and our text metrics only estimate; every conflict the corpus gives us through a baseline
    ///   (Pisth 14854, two; OsmAnd's `OAFavoriteItemViewController`, two) is in a scene whose records
    ///   satisfy all its required edge and size constraints, so Xcode showed none;
    /// - a **position tied across a scroll view** (a view in the content to one outside it): the
    ///   content moves with the scroll position, and UIKit adds the bars' height to the content
    ///   inset (`automaticallyAdjustsScrollViewInsets`, 64 under a navigation bar): honeywolf 9531
    ///   pins a label both to the content's top and 64 below the top layout guide, with no conflict
    ///   in Xcode.
    static func undecidedConflictReason(_ constraints: [LayoutConstraint]) -> String? {
        if constraints.contains(where: { $0.firstAttribute.isBaseline || $0.secondAttribute.isBaseline }) {
            return baselineConflictReason
        }
        if constraints.contains(where: tiesPositionAcrossScrollView) { return scrollPositionConflictReason }
        return nil
    }

    private static func tiesPositionAcrossScrollView(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.firstAttribute.isLocation, let first = view(of: constraint.firstItem),
              let second = view(of: constraint.secondItem) else { return false }
        func scrollAncestors(_ view: View) -> [ScrollView] {
            var found: [ScrollView] = []
            var current = view.superview
            while let ancestor = current {
                if let scroll = ancestor as? ScrollView { found.append(scroll) }
                current = ancestor.superview
            }
            return found
        }
        let outside = { (inner: View, other: View) in
            scrollAncestors(inner).contains { other !== $0 && !other.isDescendant(of: $0) }
        }
        return outside(first, second) || outside(second, first)
    }

    private static func view(of item: (any LayoutItem)?) -> View? {
        (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    static let rowHeightReason = "the row height the canvas gives its cell is not what the cell's constraints "
        + "need (a self-sizing cell)"

    /// Marks the views left unjudged (`views` lists parents first) and returns the scene's notes.
    static func mark(_ views: inout [ViewLayout], canvasSizeConflicts: Int, canvas: Size,
                     rowHeightConflictCells: Set<String> = [], undecidedConflictViews: [String: String] = [:],
                     movedByTextMeasure: Set<String> = [], measureReason: String = textMeasureReason,
                     ambiguousOnlyInProbe: Set<String> = []) -> [String] {
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
            } else if let conflict = undecidedConflictViews[views[position].id] {
                reason = conflict
            } else if let own = ownReason(views[position].id, movedByTextMeasure, measureReason, ambiguousOnlyInProbe) {
                // Judged on its own: what it holds is placed within it whatever its height.
                views[position].notJudged = own
                views[position].misplaced = false
                counts[own, default: 0] += 1
                continue
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
        return counts.keys.sorted().compactMap { reason in
            note(count: counts[reason] ?? 0, reason: reason == canvasSizeReason ? reason + " (\(size))" : reason)
        }
    }

    /// A scene's note for `count` views left unjudged for `reason`; nil when there are none.
    static func note(count: Int, reason: String) -> String? {
        guard count > 0 else { return nil }
        return "\(count == 1 ? "1 view" : "\(count) views") not judged: \(reason)"
    }

    static let tolerance = 0.01

    /// A reason that leaves the view itself unjudged but not what it holds.
    private static func ownReason(_ id: String, _ movedByTextMeasure: Set<String>, _ measureReason: String,
                                  _ ambiguousOnlyInProbe: Set<String>) -> String? {
        if ambiguousOnlyInProbe.contains(id) { return textProbeReason }
        return movedByTextMeasure.contains(id) ? measureReason : nil
    }
}

extension IBSceneMapper {
    /// The views judged misplaced only on the layout with measured labels: the layout with every
    /// label at its recorded size reproduces their records (`NotJudgedPolicy`, text measure).
    func movedOnlyByTextMeasure(_ views: [ViewLayout], exact: SolvedScene, measured: SolvedScene?) -> Set<String> {
        guard let measured else { return [] }
        let toolsVersion = document.toolsVersionNumber
        // Judged on the measured layout where the Xcode that saved the file flagged what it moves.
        if (!measured.measuredText || IBXcodeBehaviour.textMeasureDecidesMisplacement.holds(for: toolsVersion))
            && (!measured.measuredContent || IBXcodeBehaviour.imageSizeDecidesMisplacement.holds(for: toolsVersion)) {
            return []
        }
        var moved = Set<String>()
        for (position, index) in order.enumerated() where views[position].misplaced {
            guard let frame = exact.frames[index] else { continue }
            let placed = !MisplacementPolicy.isMisplaced(recorded: views[position].recordedFrame, solved: frame,
                                                         ambiguous: false, toolsVersion: document.toolsVersionNumber,
                                                         scale: TextMetrics.scale(of: document))
            if placed { moved.insert(views[position].id) }
        }
        return moved
    }
}

extension LayoutConstraint.Attribute {
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension IBSceneMapper {
    /// The IB ids of the views the constraints relate (guides stand for their owning view).
    func viewIDs(in constraints: [LayoutConstraint]) -> [String] {
        var ids: [String] = []
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem] {
                guard let view = (item as? View) ?? (item as? LayoutGuide)?.owningView,
                      let index = indexByView[ObjectIdentifier(view)] else { continue }
                ids.append(document.views[index].id)
            }
        }
        return ids
    }
}
