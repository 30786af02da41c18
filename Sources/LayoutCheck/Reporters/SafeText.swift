import TextOutput

/// Names and paths as every text output prints them: a storyboard's `userLabel` or label text,
/// or a file's name, may hold line breaks, and printed raw they would add lines of their own to a
/// CI log (`path:1:1: error: …` for problem matchers, `::error …` or `::stop-commands::` for
/// GitHub's runner) or recolour a terminal (ESC).
package enum SafeText {
    /// `text` with every control character written as an escape: `\n`, `\r`, `\t`, otherwise
    /// `\u{XX}` (C0 controls, DEL, C1 controls such as NEL, U+2028/U+2029, which some readers
    /// take as line breaks, and the bidirectional formatting characters such as U+202E, which
    /// reorder a line as shown). Everything else, backslashes included, is left as it is.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: ControlCharacter.isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case _ where ControlCharacter.isControl(scalar):
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
