/// How wide a caption is drawn, without a font at hand: the advance widths of Helvetica (the
/// stylesheet's first font; Arial and Liberation Sans, what a browser without Helvetica takes, share
/// them), in thousandths of the font size, for printable ASCII. Any other character counts as a full
/// em (wider than any Latin letter, as wide as a CJK one), so an estimate errs on the wide side and
/// placed captions keep their distance rather than touch.
enum TextWidth {
    /// The stylesheet's caption size, in points.
    static let fontSize = 10.0
    /// How far a caption's box reaches above and below its baseline (the font's ascent and descent,
    /// 0.905 and 0.212 em, rounded up).
    static let ascent = 9.5
    static let descent = 2.5

    /// The width of `text` at `fontSize`, bold when the stylesheet draws it bold.
    static func of(_ text: String, bold: Bool = false) -> Double {
        let table = bold ? boldWidths : regularWidths
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value >= 32, value < 32 + table.count {
                thousandths += table[value - 32]
            } else if scalar == "×" {
                thousandths += 584
            } else {
                thousandths += 1000
            }
        }
        return Double(thousandths) * fontSize / 1000
    }

    /// The longest start of `text` that, with an ellipsis, fits in `width`; `nil` when fewer than
    /// `minimumCharacters` would.
    static func shortened(_ text: String, toFit width: Double, bold: Bool = false,
                          minimumCharacters: Int = 3) -> String? {
        let characters = Array(text)
        // No character is narrower than 0.191 em: more than width / 1.91 of them never fit, so a
        // huge name costs no more than a short one.
        var count = min(characters.count - 1, Int(max(width, 0) / (0.191 * fontSize)) + 1)
        while count >= minimumCharacters {
            let candidate = String(characters[..<count]) + "…"
            if of(candidate, bold: bold) <= width { return candidate }
            count -= 1
        }
        return nil
    }

    // Helvetica's advance widths from space (32) to tilde (126).
    private static let regularWidths = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]
    private static let boldWidths = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]
}
