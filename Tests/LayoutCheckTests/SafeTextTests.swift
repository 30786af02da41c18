import Testing
@testable import LayoutCheck

/// `SafeText.escaped`, the one escape every text output applies to names and paths.
@Suite("Escaping control characters for text output")
struct SafeTextTests {
    @Test("Every C0 control, DEL, every C1 control and U+2028/U+2029 is escaped; nothing printable is")
    func controls() {
        var controls = Array(0..<0x20) + [0x7F] + Array(0x80...0x9F)
        controls += [0x2028, 0x2029]
        for value in controls {
            let scalar = Unicode.Scalar(UInt32(value))!
            let escaped = SafeText.escaped("a" + String(Character(scalar)) + "b")
            #expect(escaped.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }, "U+\(value)")
            #expect(escaped.hasPrefix("a\\") && escaped.hasSuffix("b"), "U+\(value)")
        }
        for text in ["Scroll View", "Ünïcödé — “quotes” 🙂", #"back\slash"#, "50% ::warning"] {
            #expect(SafeText.escaped(text) == text)
        }
    }

    @Test("The escapes' forms: \\n, \\r, \\t, else \\u{HEX}")
    func forms() {
        #expect(SafeText.escaped("a\nb") == #"a\nb"#)
        #expect(SafeText.escaped("a\r\nb") == #"a\r\nb"#)
        #expect(SafeText.escaped("a\tb") == #"a\tb"#)
        #expect(SafeText.escaped("\u{1B}[31m") == #"\u{1B}[31m"#)
        #expect(SafeText.escaped("x\u{2028}y\u{2029}z\u{85}") == #"x\u{2028}y\u{2029}z\u{85}"#)
        #expect(SafeText.escaped("\u{7F}") == #"\u{7F}"#)
    }
}
