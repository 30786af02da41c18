import InterfaceBuilder
import LayoutCheck
import Testing

/// The diff `fix --dry-run` prints, made from the edits themselves (no search over the file): the
/// same hunks GNU `diff -u` prints for the same change, written here by hand.
@Suite("Unified diffs made from a fix's edits")
struct UnifiedDiffFromEditsTests {
    /// Lines "1"…"n", each ended by `lineEnd`.
    static func numbered(_ count: Int, lineEnd: String = "\n") -> String {
        (1...count).map { "\($0)" + lineEnd }.joined()
    }

    /// The byte offset where 1-based `line` starts in `text`.
    static func start(ofLine line: Int, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix(line - 1).reduce(0) { $0 + $1.utf8.count + 1 }
    }

    @Test("Insertions far apart make two hunks, the second numbered after the first insertion")
    func twoHunks() {
        let text = Self.numbered(20)
        let edits = [IBTextEdit(range: Self.start(ofLine: 3, in: text)..<Self.start(ofLine: 3, in: text), replacement: "A\n"),
                     IBTextEdit(range: Self.start(ofLine: 18, in: text)..<Self.start(ofLine: 18, in: text), replacement: "B\n")]
        #expect(UnifiedDiff.diff(from: text, edits: edits, path: "x.txt") == """
            --- a/x.txt
            +++ b/x.txt
            @@ -1,5 +1,6 @@
             1
             2
            +A
             3
             4
             5
            @@ -15,6 +16,7 @@
             15
             16
             17
            +B
             18
             19
             20

            """)
    }

    @Test("A line removed and one changed inside it, five lines apart, share one hunk")
    func mergedHunk() {
        let text = Self.numbered(12)
        let three = Self.start(ofLine: 3, in: text), nine = Self.start(ofLine: 9, in: text)
        let edits = [IBTextEdit(range: three..<three + 2, replacement: ""),
                     IBTextEdit(range: nine..<nine + 1, replacement: "y")]
        #expect(UnifiedDiff.diff(from: text, edits: edits, path: "p/q.xib")
            == "--- a/p/q.xib\n+++ b/p/q.xib\n@@ -1,12 +1,11 @@\n 1\n 2\n-3\n 4\n 5\n 6\n 7\n 8\n-9\n+y\n 10\n 11\n 12\n")
    }

    @Test("CRLF lines keep their CR on every side of the hunk, and a last line without a line end is marked")
    func crlf() {
        let text = "a\r\nb\r\nc"
        let edits = [IBTextEdit(range: 3..<4, replacement: "B"), IBTextEdit(range: 6..<7, replacement: "C")]
        #expect(UnifiedDiff.diff(from: text, edits: edits, path: "f")
            == "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n-c\n\\ No newline at end of file\n+B\r\n+C\n\\ No newline at end of file\n")
    }

    @Test("Two edits on one line are one change of that line; no edits, no diff")
    func sameLine() {
        let text = "<a x=\"1\" y=\"2\"/>\n"
        let edits = [IBTextEdit(range: 6..<7, replacement: "5"), IBTextEdit(range: 12..<13, replacement: "6")]
        #expect(UnifiedDiff.diff(from: text, edits: edits, path: "f")
            == "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-<a x=\"1\" y=\"2\"/>\n+<a x=\"5\" y=\"6\"/>\n")
        #expect(UnifiedDiff.diff(from: text, edits: [], path: "f").isEmpty)
    }
}
