import OpenAutoLayout

/// Ambiguity pass (branch amb29): Xcode 8's cell content views recorded a whole point under their row.
///
/// Where the file cannot say whether a content view was laid out at its record or half a point
/// taller (`CellContentHairline`), a view ambiguous in the layout at the record and not in the widened
/// one rests on that half point: it is not judged, and its ambiguity issues go (a content-priority
/// tie goes when every view it names is such a view). Views whose frames differ by more than the
/// misplacement tolerance between the two layouts are not judged either (`markMoved`).
extension NotJudgedPolicy {
    static let cellContentReason = "it is ambiguous or placed otherwise if its cell's content view is half a "
        + "point taller than recorded, as Xcode 8 laid some out and not others"

    /// Marks the views ambiguous in `laidOut` (the judged layout) and not in `other`, drops their
    /// ambiguity issues, and returns the scene's note (none when no view is marked).
    static func markAmbiguityGone(_ laidOut: inout IBLayout.RootResult, order: [Int], other: SolvedScene,
                                  reason: String = cellContentReason) -> [String] {
        var gone = Set<String>()
        var settledContent = Set<String>()
        for (position, index) in order.enumerated()
        where position < laidOut.views.count && laidOut.views[position].notJudged == nil {
            guard !laidOut.views[position].ambiguous.isEmpty, other.ambiguity[index, default: []].isEmpty,
                  other.priorityAmbiguity[index, default: []].isEmpty else { continue }
            laidOut.views[position].notJudged = reason
            laidOut.views[position].ambiguous = []
            gone.insert(laidOut.views[position].id)
            // A scroll view whose content size the other layout settles loses that issue too.
            if let content = other.scrollViews[index], content.axes.isEmpty { settledContent.insert(laidOut.views[position].id) }
        }
        guard !gone.isEmpty else { return [] }
        laidOut.issues.removeAll {
            switch $0 {
            case .ambiguousLayout(let id, _): return gone.contains(id)
            case .ambiguousScrollableContentSize(let id, _): return settledContent.contains(id)
            case .contentPriorityAmbiguity(let ids, _, _, _): return ids.allSatisfy(gone.contains)
            default: return false
            }
        }
        return note(count: gone.count, reason: reason).map { [$0] } ?? []
    }
}
