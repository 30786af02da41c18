/// The one XML escaper: SVG pictures, HTML pages and JUnit reports all write text through it.
public enum XMLText {
    /// XML escaping for text and attribute values; characters XML 1.0 forbids become U+FFFD,
    /// so any name yields a well-formed document, bidirectional formatting characters become their
    /// visible escape (`\u{202E}`), and the other control characters (`ControlCharacter`) become
    /// character references.
    public static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result.unicodeScalars.append("\u{FFFD}")
                } else if ControlCharacter.isBidiControl(scalar) {
                    // A reference would still reorder what a browser or CI page shows: written
                    // as its escape, as every text output writes it (`\u{202E}`).
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else if ControlCharacter.isControl(scalar) {
                    // DEL, C1 controls (NEL) and U+2028/U+2029 are legal XML but a line break to
                    // some readers: written as references, the text is unchanged and no raw one is left.
                    result += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
