import Foundation

/// The height UIKit measures for one line of a label in the system font, for the checks that need
/// a measurement rather than the recorded frame.
///
/// A label's intrinsic height is its font's line height rounded up to the pixel. The system
/// font's line height is a fixed multiple of its size: San Francisco (iOS 9 and later, the SDK of
/// Xcode 7, toolsVersion 8000 on) 1.19336 × size (`UIFont.systemFont(ofSize: 17).lineHeight` is
/// 20.287), Helvetica Neue before it 1.2207 × size (20.75 at 17). Bold and italic system fonts
/// share the metrics. Provenance, checked against the corpus' single-line system-font labels
/// whose height no constraint of their own sets: 17 pt records 20.5 (20.287 rounded up to the
/// 2× pixel) or 21 (rounded up to the point) in every Xcode from 6 to 12, 12 pt records 15
/// (14.32), 26 pt records 32 (31.03). Recorded heights lie between the pixel and the point
/// rounding of the line height; IB keeps what it drew, so either is a measurement of one line.
/// A label recorded far from that (coolgo@43d534a9: "Grey.Luo" at 17 pt recorded 42 tall) was
/// drawn before its text or font changed, and Xcode flags it misplaced.
///
/// Text styles and named fonts are left out (their metrics are not the system font's), and so are
/// labels with several lines, no text or an attributed text, and label subclasses (`customClass`),
/// which may measure themselves (corona-warn-app's `ENALabel` restyles its text at run time; Xcode
/// leaves its 131.5 pt single-line record alone).
enum TextMetrics {
    static let sanFranciscoLineHeight = 1.19336
    static let helveticaNeueLineHeight = 1.2207
    static let systemFontTypes: Set<String> = ["system", "boldSystem", "italicSystem"]

    /// The one-line height of `view` if it is a single-line system-font label with text, rounded up
    /// to the pixel of `scale`; nil otherwise.
    /// A label with several lines allowed (`numberOfLines` 0 or more than 1) counts when its text has
    /// no line break and plainly fits its recorded width on one line (see `fitsOneLine`).
    static func singleLineHeight(of view: IBView, toolsVersion: Double, scale: Double) -> Double? {
        guard view.elementName == "label", view.customClass == nil, let text = view.text, !text.isEmpty,
              let font = view.font, let type = font.type, systemFontTypes.contains(type),
              let size = font.pointSize, size.isFinite, size > 0 else { return nil }
        if (view.numberOfLines ?? 1) != 1 {
            guard let width = view.recordedFrame?.size.width, fitsOneLine(text, pointSize: size, width: width) else { return nil }
        }
        let ratio = IBXcodeBehaviour.sanFranciscoSystemFont.holds(for: toolsVersion) ? sanFranciscoLineHeight : helveticaNeueLineHeight
        return ceilToPixel(size * ratio, scale: scale)
    }

    /// The widest a glyph runs, as a share of the point size: CJK ideographs and full-width forms
    /// are one em, Latin capitals such as "W" just under, emoji a little over; 1.25 covers them all.
    /// A text of n characters (grapheme clusters) is then at most n × 1.25 × size points wide, so
    /// within that a wrapping label shows one line whatever its characters (honeywolf@623860b1's
    /// 31 ideographs at 20 pt, 620 pt, wrap in 560 and are recorded two lines tall).
    static let widestGlyph = 1.25

    /// Whether `text` plainly fits on one line `width` points wide: no line break, and even at the
    /// widest glyph for every character it is no wider than `width`.
    static func fitsOneLine(_ text: String, pointSize: Double, width: Double) -> Bool {
        guard !text.contains(where: \.isNewline) else { return false }
        return Double(text.count) * widestGlyph * pointSize <= width
    }

    /// Whether some label of the document records a height that is not one line of its text: only
    /// then does the misplaced check need a layout of its own.
    static func hasMismeasuredLabel(in document: IBDocument) -> Bool {
        let scale = scale(of: document)
        return document.views.contains { view in
            guard let frame = view.recordedFrame,
                  let line = singleLineHeight(of: view, toolsVersion: document.toolsVersionNumber, scale: scale)
            else { return false }
            return !isOneLine(recordedHeight: frame.size.height, lineHeight: line)
        }
    }

    /// Whether some label of the document records a height above its measured line (a 17-pt line,
    /// 20.5 on a 2× canvas, recorded 21): only then can the line pass find slack the records hide.
    static func hasLineRecordedTaller(in document: IBDocument) -> Bool {
        let scale = scale(of: document)
        return document.views.contains { view in
            guard let frame = view.recordedFrame,
                  let line = singleLineHeight(of: view, toolsVersion: document.toolsVersionNumber, scale: scale)
            else { return false }
            return frame.size.height > line + 1e-6
        }
    }

    /// Whether a recorded height is a drawing of one line of height `lineHeight` (pixel-rounded):
    /// within the 0.5 pt tolerance of the pixel rounding or of the whole-point rounding.
    static func isOneLine(recordedHeight: Double, lineHeight: Double) -> Bool {
        recordedHeight >= lineHeight - 0.5 && recordedHeight <= lineHeight.rounded(.up) + 0.5
    }

    /// Points per pixel of the document's canvas: its device's scale (`IBDeviceModel`), else 2
    /// (every iOS canvas Xcode offers without a device is a 2× one).
    static func scale(of document: IBDocument) -> Double {
        document.canvasDevice?.model.scale ?? 2
    }

    static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        // A hair of slack keeps values already on the grid (20.5 × 2 = 41) where they are.
        (value * scale - 1e-9).rounded(.up) / scale
    }
}
