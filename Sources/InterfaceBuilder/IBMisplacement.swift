/// When Xcode flags a view misplaced ("Frame for … will be different at run time"): its recorded
/// frame is more than 0.5 pt from the frame its constraints give.
///
/// For a view whose layout is ambiguous the constraints give no single frame, and Xcode's answer
/// changed between versions. What the corpus shows:
/// - Xcode 6.1 and 8.3 (toolsVersion 6254, 11762) compare the record with the run-time frame, the
///   engine's own pick, where nothing pins a value it stays at zero: a view with no constraint on
///   its frame at all (coolgo@b506080f's scroll view, DonMag/ScratchPad@7ba2409f's header view)
///   lays out as 0 × 0 at the origin and is flagged both ambiguous and misplaced, and so is the
///   label centred in that header (its run-time y is −10.5, recorded 22). Their ambiguous views whose
///   frames the constraints do fix (the rest of coolgo's content) are not flagged.
/// - Xcode 11.4 to 12 (16096–17701) flag no ambiguous view misplaced, even where the record breaks
///   a required constraint (IBDecodable/IBLinter@44ee5f48: a view recorded at y 0 under a
///   top == safe-area-top constraint on a 20 pt status bar) or the run-time frame differs (the same
///   file's unconstrained view; corona-warn-app's text views of ambiguous height).
/// A "keep the record wherever the constraints allow" rule (a solve with the recorded frames as
/// priority-1 stays) matches neither: it clears the three old-Xcode views and flags six new-Xcode
/// ones. Between 11762 and 16096 the corpus has no ambiguous view whose run-time frame differs from
/// its record; the change is placed at Xcode 9 (toolsVersion 13000), the version that also made
/// content sizes always come from constraints (see `IBSceneMapper.solve`).
enum MisplacementPolicy {
    static let tolerance = 0.5
    static let ambiguousViewsUnjudgedFromToolsVersion = 13000.0

    /// Whether a view is misplaced: `solved` is the scene's layout (for an ambiguous view, the
    /// engine's pick), `ambiguous` whether the view's own frame is ambiguous.
    static func isMisplaced(recorded: IBRect?, solved: IBRect, ambiguous: Bool, toolsVersion: Double) -> Bool {
        guard let recorded else { return false }
        if ambiguous && toolsVersion >= ambiguousViewsUnjudgedFromToolsVersion { return false }
        return abs(solved.x - recorded.x) > tolerance || abs(solved.y - recorded.y) > tolerance
            || abs(solved.width - recorded.width) > tolerance || abs(solved.height - recorded.height) > tolerance
    }
}
