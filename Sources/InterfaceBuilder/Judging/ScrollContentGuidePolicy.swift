/// When a scroll view whose content no constraint sizes (an empty one, or one holding only
/// autoresizing views) is ambiguous: only when it has content layout guides.
///
/// Without the guides (every Xcode before 11, and later files with "Content Layout Guides" unchecked)
/// such a scroll view's content size is its `contentSize` property, which the app sets in code:
/// Interface Builder does not flag it. With the guides, the content size comes from constraints to
/// the content guide, and nothing gives it one. Every such scroll view of the 366 corpus files agrees:
/// - without guides, 34 of 36 unflagged, from Xcode 4.6 to 13; the 13 from Xcode 9 on are all
///   unflagged (linphone 13529 ×2, EddieCarrillo 13771 ×3, RWDevCon 13771, fsnotes 16097, AltStore
///   17503, AMScrollingNavbar 18122 ×4, Catty 21701); the 2 flagged are Xcode 7 files (eidolon 9059,
///   blockchain 7706) that we did not report before this rule either;
/// - with guides, 5 flagged (IBLinter and IBDecodable 16096, element 17701, Provenance 23090,
///   NetNewsWire 24506), and one not: LoopFollow 17701, a `fixedFrame="YES"` scroll view, which Xcode
///   never flags (see `IBSceneMapper.markAmbiguousSubtrees`).
///
/// This replaces a tools-version row ("from Xcode 9 the content size always comes from
/// constraints") that those 13 unflagged scroll views contradict.
enum ScrollContentGuidePolicy {
    /// Whether the content size of `scrollView`, when none of its content is sized by constraints,
    /// still comes from constraints (and is then ambiguous on both axes).
    static func contentSizeFromConstraints(of scrollView: IBView) -> Bool {
        scrollView.contentLayoutGuideID != nil && !scrollView.fixedFrame
    }
}
