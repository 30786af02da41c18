import Testing
import TextOutput
@testable import LayoutCheck

/// Bidi controls and terminal escapes (issue 24): the bidirectional formatting characters are
/// escaped wherever control characters are, the progress bar never prints a raw name, and a
/// `TERM=dumb` terminal gets no escape sequences.
@Suite("Bidi controls and terminals")
struct BidiAndTerminalTests {
    /// Unicode's Bidi_Control characters, listed from UAX #9 (table 4), not from the code.
    static let bidiControls: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                         0x2066, 0x2067, 0x2068, 0x2069]

    @Test("Every bidi control is escaped as \\u{HEX} by SafeText; its neighbours are not")
    func safeText() {
        for value in Self.bidiControls {
            let text = "a" + String(Character(Unicode.Scalar(value)!)) + "b"
            #expect(SafeText.escaped(text) == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
        }
        // Right next to them, and printable: U+200D (zero-width joiner, in emoji) and U+2065 (unassigned).
        #expect(SafeText.escaped("\u{200D}\u{2065}") == "\u{200D}\u{2065}")
    }

    @Test("XML text (HTML, SVG, JUnit) shows a bidi control as its escape, not a character reference a browser obeys")
    func xmlText() {
        #expect(XMLText.escaped("x\u{202E}y") == #"x\u{202E}y"#)
        #expect(!XMLText.escaped("\u{2067}").contains("&#x2067;"))
    }

    @Test("JSON writes a bidi control as \\u escape: the value read back is the same, the bytes hold none raw")
    func json() {
        #expect(JSONValue.quoted("a\u{202E}b") == #""a\u202eb""#)
    }

    @Test("The progress bar prints a file name escaped: no ESC, OSC 52 or bidi control reaches the terminal")
    func progressBar() {
        let name = "a\u{1B}]52;c;cHduZWQ=\u{7}\u{202E}.storyboard"
        let line = ProgressBar.line(done: 1, total: 10, file: name)
        #expect(!line.unicodeScalars.contains { ControlCharacter.isControl($0) })
        #expect(line.hasSuffix(#"a\u{1B}]52;c;cHduZWQ=\u{7}\u{202E}.storyboard"#))
    }

    @Test("A terminal whose TERM is dumb takes no escape sequences (no colour, no progress bar)")
    func dumbTerminal() {
        #expect(Terminal.takesEscapes(isatty: true, environment: ["TERM": "xterm-256color"]))
        #expect(!Terminal.takesEscapes(isatty: true, environment: ["TERM": "dumb"]))
        #expect(!Terminal.takesEscapes(isatty: false, environment: ["TERM": "xterm"]))
    }
}
