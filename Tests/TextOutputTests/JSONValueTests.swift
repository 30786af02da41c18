import Testing
import TextOutput

@Suite("The JSON writer")
struct JSONValueTests {
    let document = JSONValue.object([
        ("z", .integer(3)), ("a", .array([.number(375), .number(0.1), .null])), ("ok", .bool(true)),
        ("empty", .object([])), ("none", .array([])), ("bad", .number(.nan)),
    ])

    @Test("The indented layout keeps member order, indents by two and rounds numbers for people")
    func indented() {
        #expect(document.text == """
            {
              "z": 3,
              "a": [
                375,
                0.1,
                null
              ],
              "ok": true,
              "empty": {},
              "none": [],
              "bad": null
            }
            """)
    }

    @Test("The compact layout is one line with json.dumps' separators and repr numbers")
    func compact() {
        #expect(document.compactText
            == #"{"z": 3, "a": [375.0, 0.1, null], "ok": true, "empty": {}, "none": [], "bad": null}"#)
    }

    @Test("Strings escape quotes, backslashes, C0 and C1 controls, DEL and the Unicode line separators")
    func strings() {
        #expect(JSONValue.quoted("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
        #expect(JSONValue.quoted("x\u{7F}\u{85}\u{2028}\u{2029}\t") == #""x\u007f\u0085\u2028\u2029\t""#)
        #expect(JSONValue.string("🙂 ok").compactText == "\"🙂 ok\"")
    }
}

@Suite("The XML escaper")
struct XMLTextTests {
    @Test("Markup characters become entities, whitespace controls character references, forbidden ones U+FFFD")
    func escaping() {
        #expect(XMLText.escaped(#"a<b & "c" 'd'>"#) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(XMLText.escaped("1\t2\n3\r") == "1&#9;2&#10;3&#13;")
        #expect(XMLText.escaped("x\u{1}y\u{FFFE}") == "x\u{FFFD}y\u{FFFD}")
    }

    @Test("DEL, NEL and the Unicode line and paragraph separators become references: none is left raw")
    func lineBreakLookalikes() {
        #expect(XMLText.escaped("a\u{7F}b\u{85}c\u{2028}d\u{2029}é") == "a&#x7F;b&#x85;c&#x2028;d&#x2029;é")
    }
}
