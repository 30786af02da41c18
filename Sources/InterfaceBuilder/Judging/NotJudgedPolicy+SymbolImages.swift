import OpenAutoLayout

/// Misplaced pass 7 (branch misplaced7): the frame of an image view that shows a system symbol.
///
/// Auto Layout places a view's alignment rectangle, not its frame, and `UIImageView` takes its
/// alignment insets from its image's: UIKit's `UIImage.h` says "the alignmentRectInsets of a UIImage
/// are used by UIImageView and other UIView and UIControl subclasses that take custom images to
/// determine the view's alignment rect insets for constraint-based layout". An SF Symbol
/// (`catalog="system"`) carries insets drawn from its glyph (its padding around the baseline and cap
/// height), which the file does not record: only the symbol's name and, in `<resources>`, a nominal
/// 128-pt size. So the frame Xcode records around a symbol image view's constrained rectangle is the
/// symbol's, and the records differ from it by amounts no attribute gives: dashwallet's
/// `chevron.right` (`CrowdNode` 21507) is held at `height = 15` and recorded 11.33 tall, 1.83 pt
/// lower; threema's symbol held at 50 is recorded 49 (`MediaShare`, 15.3), dolphin's at 128 and 100 is
/// recorded 127 and 101.5 (20037, 23504), Pyto's 25 as 21.5 (20037), Loop's 19 as 18 (21507). Of the
/// symbol image views in the corpus whose record differs from the layout, Xcode flags one of 11
/// (dashwallet `Tx` 20037, 2 pt to the side, which the checker does not warn); the other 10 were false
/// warnings. Such a view is not judged where its record differs; what it holds is judged on its own.
extension NotJudgedPolicy {
    static let symbolImageReason = "it shows a system symbol, whose alignment insets (what its constraints "
        + "place, inside the frame) come from the symbol's glyph, which the file does not hold"
}

extension IBSceneMapper {
    /// Whether the element at `index` is an image view that shows a system symbol (SF Symbols).
    func showsSymbolImage(_ index: Int) -> Bool {
        let element = document.views[index]
        guard element.elementName == "imageView", let name = element.image else { return false }
        return document.images.contains { $0.name == name && $0.catalog == "system" }
    }

    /// Leaves unjudged the misplaced image views that show a system symbol
    /// (`NotJudgedPolicy.symbolImageReason`), and returns the scene's note.
    func markSymbolImages(_ views: inout [ViewLayout]) -> [String] {
        var count = 0
        for (position, index) in order.enumerated()
        where position < views.count && views[position].misplaced && showsSymbolImage(index) {
            views[position].notJudged = NotJudgedPolicy.symbolImageReason
            views[position].misplaced = false
            count += 1
        }
        return NotJudgedPolicy.note(count: count, reason: NotJudgedPolicy.symbolImageReason).map { [$0] } ?? []
    }
}
