/// When a scroll view whose content no constraint sizes (an empty one, or one holding only views
/// without constraints) is ambiguous.
///
/// Such a scroll view's content size is the `contentSize` property the app sets in code, and
/// Interface Builder leaves it alone, except in two cases:
/// - it has **content layout guides** (Xcode 11's "Content Layout Guides"): its content size then
///   comes from constraints to the content guide, and nothing gives it one;
/// - it holds **fixed-frame views** (`fixedFrame="YES"`: views of an Auto Layout document that have
///   no constraints, which Interface Builder places by prototyping constraints of its own): their
///   constraints do not give the content a size.
/// A scroll view that is itself a fixed-frame view is never flagged (Xcode never flags a fixed-frame
/// view, see `IBSceneMapper.markAmbiguousSubtrees`).
///
/// The 48 such scroll views of the 366 corpus files, Xcode 4.6 to 16: 46 agree. Flagged (8): with
/// guides IBLinter and IBDecodable 16096, element 17701, Provenance 23090, NetNewsWire 24506; holding
/// fixed-frame views OsmAnd 6250, mattneub 14087, Catty 21701. Not flagged (38), among them every
/// empty one without guides from Xcode 9 on (EddieCarrillo 13771 ×3, RWDevCon 13771, fsnotes 16097,
/// AltStore 17503, AMScrollingNavbar 18122 ×4, Catty 21701), linphone 13529 ×3 (plain autoresizing
/// content), and the fixed-frame scroll views googleads 23089, threema 22155 and LoopFollow 17701
/// (empty, with guides). The two that disagree, eidolon 9059 and blockchain 7706 (empty, flagged),
/// were not reported before this rule either.
///
/// This replaces a tools-version row ("from Xcode 9 the content size always comes from
/// constraints") that the 13 unflagged empty scroll views from Xcode 9 on contradict.
enum ScrollContentGuidePolicy {
    /// Whether the content size of the scroll view at `index`, when none of its content is sized by
    /// constraints, still comes from constraints (and is then ambiguous on both axes).
    static func contentSizeFromConstraints(ofScrollViewAt index: Int, in document: IBDocument) -> Bool {
        let scrollView = document.views[index]
        guard !scrollView.fixedFrame else { return false }
        return scrollView.contentLayoutGuideID != nil
            || scrollView.subviews.contains { document.views[$0].fixedFrame }
    }
}
