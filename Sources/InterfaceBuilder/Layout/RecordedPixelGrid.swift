import OpenAutoLayout
/// Recorded frames put back on the canvas device's pixel grid.
///
/// Interface Builder writes some frames in single precision and others in double: KeePassium's
/// entry viewer (3×) records a cell 75.666664123535156 tall and the views inside it at
/// 9.9999999999999982, 19.333333333333329 and 35.333333333333343 (the same 75⅔ less its 11-pt
/// margins). Read as written, the content is 3·10⁻⁶ pt taller than its cell, and a label and a text
/// view of equal compression resistance (750) "tie" over squeezing it: a false ambiguity. Every
/// frame Xcode records is on the pixel grid (UIKit rounds edges to whole pixels), so a value within
/// 10⁻⁴ pt of the grid is that grid value; a value farther off (a 0.5 on a 3× canvas) is kept.
enum RecordedPixelGrid {
    static let slack = 1e-4

    static func snapped(_ document: IBDocument) -> IBDocument {
        let scale = TextMetrics.scale(of: document)
        var document = document
        for index in document.views.indices {
            guard let frame = document.views[index].recordedFrame else { continue }
            let snapped = Rect(x: onGrid(frame.origin.x, scale: scale), y: onGrid(frame.origin.y, scale: scale),
                               width: onGrid(frame.size.width, scale: scale), height: onGrid(frame.size.height, scale: scale))
            // Written only where it moves: the first write copies every view of the document (the caller
            // keeps the recorded one), which for a file of frames already on the grid is all cost.
            if snapped != frame { document.views[index].recordedFrame = snapped }
        }
        return document
    }

    static func onGrid(_ value: Double, scale: Double) -> Double {
        let pixel = (value * scale).rounded() / scale
        return abs(pixel - value) <= slack ? pixel : value
    }
}
