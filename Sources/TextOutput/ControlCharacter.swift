/// The characters no printed line may carry raw, whatever the output: C0 controls, DEL, C1
/// controls (NEL among them), U+2028/U+2029, which some readers take as line breaks, and the
/// bidirectional formatting characters, which reorder what a terminal, CI log or browser shows
/// (a label holding U+202E can make `error` read as `rorre`, or move text to another column).
public enum ControlCharacter {
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || isBidiControl(scalar)
    }

    /// U+202A–U+202E (embeddings and overrides), U+2066–U+2069 (isolates), U+200E/U+200F (marks)
    /// and U+061C (Arabic letter mark): Unicode's `Bidi_Control` property.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
