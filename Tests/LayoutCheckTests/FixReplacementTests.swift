import LayoutCheck
import Testing

/// The line diff behind SARIF's fixes: whole lines of the original text, numbered from 1.
@Suite("FixReplacement: the lines an edit changes")
struct FixReplacementTests {
    @Test("A line inserted, removed or changed is one replacement at its original line")
    func singleEdits() {
        let original = "a\nb\nc\n"
        #expect(FixReplacement.replacements(from: original, to: "a\nx\nb\nc\n")
            == [FixReplacement(startLine: 2, endLine: 2, insertedText: "x\n")])
        #expect(FixReplacement.replacements(from: original, to: "a\nc\n")
            == [FixReplacement(startLine: 2, endLine: 3, insertedText: "")])
        #expect(FixReplacement.replacements(from: original, to: "a\ny\nc\n")
            == [FixReplacement(startLine: 2, endLine: 3, insertedText: "y\n")])
        #expect(FixReplacement.replacements(from: original, to: original).isEmpty)
    }

    @Test("Edits apart are separate replacements, in file order, numbered in the original")
    func separateEdits() {
        // Line 2 removed, and a line inserted before the original line 5.
        #expect(FixReplacement.replacements(from: "1\n2\n3\n4\n5\n", to: "1\n3\n4\nnew\n5\n") == [
            FixReplacement(startLine: 2, endLine: 3, insertedText: ""),
            FixReplacement(startLine: 5, endLine: 5, insertedText: "new\n"),
        ])
    }

    @Test("CRLF lines keep their breaks; a last line without a break is a line too")
    func lineBreaks() {
        #expect(FixReplacement.replacements(from: "a\r\nb\r\nc", to: "a\r\nB\r\nc")
            == [FixReplacement(startLine: 2, endLine: 3, insertedText: "B\r\n")])
        #expect(FixReplacement.replacements(from: "a\nb", to: "a\nb2")
            == [FixReplacement(startLine: 2, endLine: 3, insertedText: "b2")])
    }
}
