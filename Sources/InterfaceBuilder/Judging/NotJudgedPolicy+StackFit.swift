import OpenAutoLayout

/// Misplaced pass 4 (branch misplaced4): frames that rest on a stack view's fitting pull.
///
/// Across a stack whose alignment is not `fill`, UIKit sizes the stack with private constraints:
/// a spanner guide the arranged views sit inside, pulled to zero at a fitting priority
/// (`UISV-spanning-fit`, 51 in iOS 9 logs) and a pull of each arranged view to zero size at 25
/// (`UISV-ambiguity-suppression`). The model stands in for them with one pull of each arranged view's
/// far edge to the stack's at 49, and the records show that Interface Builder's design-time layout
/// matches neither where such a pull decides a frame: dashwallet's custom `BalanceView` with no
/// intrinsic width is recorded 240 wide in a centre-aligned column (21701, 22505; UIKit's model gives
/// it 0, ours the width of the label beside it). Of the misplaced warnings on the 366 corpus files
/// whose view such a pull touches on the axis that moved, 53 were on views Xcode did not flag
/// (dashwallet 11, Provenance 9, SwiftMessages 5, jami 5, OneBusAway 4, AltStore 3, nightguard 3,
/// threema 5, JTAppleCalendar 2, dolphin, Clima, element, i9t, Loop, SwipeCellKit) against 8 flagged
/// (iNaturalist's Onboarding, 10117). Such a view is not judged on that axis; its subviews are, except
/// one that the record puts where it is on the canvas: its place within the unjudged view follows that
/// view's frame (ONLYOFFICE's `UserProfile` 19529, outside the corpus: an avatar centred in a view the
/// fit widens, recorded 47 pt further in, exactly where the view's record puts it; corpus unchanged).
///
/// Where a stack is arranged in a non-`fill` stack of the same axis, the outer stack's stand-in pull
/// (the inner stack to the outer's edge) and the inner one's (the inner stack to its views) meet at
/// one priority and can tie, which UIKit's constraints do not (the spanner hugs its views at 51, the
/// outer stack pulls arranged views at 25). The scene is laid out again with inner stacks fitting their
/// own views first (`StackView.fitsOwnViewsFirst`), and an ambiguity that goes there is not judged:
/// LoopKit's carb-entry header (21507; 2 ties, 4 labels, unflagged) in the corpus, safe-ios' and
/// unstoppable's cells (3 "Need constraints for: width", unflagged) outside it; none lost.
extension NotJudgedPolicy {
    static let stackFitReason = "where it sits across its stack view rests on the stack's fitting pull, "
        + "which UIKit's private stack constraints and Interface Builder settle differently"

    /// Whether a fitting pull of a stack view (`UISV-spanning-fit`) names `view` on an axis where its
    /// laid-out frame differs from `recorded`.
    static func restsOnStackFit(_ view: View, laidOut: Rect, recorded: Rect) -> Bool {
        let stacks = [view as? StackView, view.superview as? StackView].compactMap { $0 }
        let horizontal = differs(laidOut.minX, recorded.minX) || differs(laidOut.width, recorded.width)
        let vertical = differs(laidOut.minY, recorded.minY) || differs(laidOut.height, recorded.height)
        for stack in stacks {
            for constraint in stack.constraints where constraint.identifier == "UISV-spanning-fit" {
                guard constraint.firstItem === view || constraint.secondItem === view,
                      let axis = constraint.firstAttribute.axis else { continue }
                if (axis == .horizontal && horizontal) || (axis == .vertical && vertical) { return true }
            }
        }
        return false
    }

    private static func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > MisplacementPolicy.tolerance }
}

extension IBSceneMapper {
    /// Leaves unjudged the misplaced views whose frame rests on a stack's fitting pull
    /// (`NotJudgedPolicy.stackFitReason`), and returns the scene's note.
    func markRestingOnStackFit(_ views: inout [ViewLayout], measured: SolvedScene?) -> [String] {
        var count = 0
        var unjudged = Set<String>()
        var solvedOrigins: [String: Point] = [:], recordedOrigins: [String: Point] = [:]
        for (position, index) in order.enumerated() where position < views.count {
            let laidOut = measured?.frames[index] ?? views[position].frame
            let parent = views[position].superviewID
            let inUnjudged = parent.map(unjudged.contains) ?? false
            let solved = Self.absolute(laidOut, parent.flatMap { solvedOrigins[$0] })
            let recorded = views[position].recordedFrame.map { Self.absolute($0, parent.flatMap { recordedOrigins[$0] }) }
            solvedOrigins[views[position].id] = solved.origin
            recordedOrigins[views[position].id] = recorded?.origin
            if inUnjudged { unjudged.insert(views[position].id) }
            guard views[position].misplaced, let view = viewsByIndex[index], let record = views[position].recordedFrame else { continue }
            // Inside a view whose frame rests on the fit, a view is where the record puts it on the
            // canvas or not: its place within that view follows the view's unjudged frame.
            let restsOnParent = inUnjudged && recorded.map { !NotJudgedPolicy.differs(solved, $0) } == true
            guard restsOnParent || NotJudgedPolicy.restsOnStackFit(view, laidOut: laidOut, recorded: record) else { continue }
            views[position].notJudged = NotJudgedPolicy.stackFitReason
            views[position].misplaced = false
            unjudged.insert(views[position].id)
            count += 1
        }
        return NotJudgedPolicy.note(count: count, reason: NotJudgedPolicy.stackFitReason).map { [$0] } ?? []
    }

    /// `frame` (in its superview's coordinates) on the canvas, given the superview's origin there.
    private static func absolute(_ frame: Rect, _ origin: Point?) -> Rect {
        guard let origin else { return frame }
        return Rect(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y, width: frame.size.width, height: frame.size.height)
    }
}

extension IBSceneMapper {
    /// Whether a stack view of this tree is arranged in a stack view of the same axis whose alignment
    /// is not `fill` (the one case where the two stacks' fitting pulls meet).
    var nestsSameAxisStacks: Bool {
        order.contains { index in
            guard let stack = viewsByIndex[index] as? StackView, let outer = stack.superview as? StackView,
                  outer.axis == stack.axis, outer.alignment != .fill else { return false }
            return outer.arrangedSubviews.contains { $0 === stack }
        }
    }
}

