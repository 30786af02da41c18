/// A printed conflict: which of its constraints the canvas breaks.
///
/// Where required constraints cannot all hold, the engine breaks one of them, and the frames of what
/// they place follow that choice. UIKit breaks the constraint whose activation revealed the conflict
/// (the model installs the file's constraints in document order, as a nib loads them), but
/// Interface Builder's canvas does not break the same one: a horizontal fill-equally stack 300 pt
/// wide holds two vertical stacks whose images are required 40 pt wide (Xcode 7.2, 9531, a weather
/// demo outside the corpus); in document order the stack's width comes last and breaks, so the
/// columns come out 40 pt wide, while Xcode recorded them 100 pt wide and the images 100 pt wide
/// against their own width constraints, unflagged: it broke the images' widths. The file records
/// frames but not which constraint was broken, so the scene is laid out again with each of the
/// conflict's constraints from the file broken in turn (at most `breakableMemberLimit`), and once
/// with the file's constraints added last to first (the weather demo's two image widths must both
/// break, which no single one does); a view whose frame differs in any of those layouts is not
/// judged, unless it is misplaced there too. The conflict itself is still reported. (The reversed
/// order alone misses a conflict the canvas size reveals: a label with a required top and centre on
/// an Xcode 15 canvas, where reversing broke its height, neither of the two.) Over the corpus (4 printed conflicts) and 16 files from
/// outside it with 10 (mostly tutorials), the views this leaves unjudged were 20 false warnings
/// and 19 warnings on views Xcode flagged misplaced (whose records Xcode also laid out with one
/// choice of broken constraint).
extension NotJudgedPolicy {
    static let conflictBreakReason = "its frame rests on which constraint of a conflict Interface Builder breaks "
        + "to draw the canvas, which the file does not say"

    /// At most this many layouts per scene: conflicts in the corpus and outside it name 2 to 14
    /// constraints of the file.
    static let breakableMemberLimit = 16

    /// The file's constraints named by the printed conflicts (generated ones cannot be told apart
    /// across layouts), each once, in the order they are named.
    static func breakableMembers(of conflicts: [SceneLayoutIssue]) -> [String] {
        var seen = Set<String>()
        var ids: [String] = []
        for case .conflictingConstraints(let conflicting, let broken) in conflicts {
            for id in (conflicting + [broken]).compactMap(\.id) where seen.insert(id).inserted {
                ids.append(id)
            }
        }
        return Array(ids.prefix(breakableMemberLimit))
    }
}
