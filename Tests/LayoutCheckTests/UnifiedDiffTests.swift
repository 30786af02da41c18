import LayoutCheck
import Testing

/// Expected texts written by hand from the unified format's rules (as GNU `diff -u` prints them):
/// three lines of context, `-start,count` headers with a count of 1 left out, hunks whose
/// changes are at most six lines apart merged.
@Suite("Unified diffs of a fixed file")
struct UnifiedDiffTests {
    static func numbered(_ range: ClosedRange<Int>) -> [String] { range.map(String.init) }
    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    @Test("One changed line gets three lines of context on each side")
    func oneChangedLine() {
        var new = Self.numbered(1...10)
        new[4] = "five"
        let diff = UnifiedDiff.diff(from: Self.text(Self.numbered(1...10)), to: Self.text(new), path: "x.txt")
        #expect(diff == """
            --- a/x.txt
            +++ b/x.txt
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8

            """)
    }

    @Test("Insertions far apart make two hunks, the second numbered after the first insertion")
    func twoHunks() {
        let old = Self.numbered(1...20)
        let new = Array(old[0..<2]) + ["A"] + Array(old[2..<17]) + ["B"] + Array(old[17...])
        let diff = UnifiedDiff.diff(from: Self.text(old), to: Self.text(new), path: "x.txt")
        #expect(diff == """
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

    @Test("Changes five lines apart share one hunk")
    func mergedHunk() {
        var new = Self.numbered(1...12)
        new[2] = "x"
        new[8] = "y"
        let diff = UnifiedDiff.diff(from: Self.text(Self.numbered(1...12)), to: Self.text(new), path: "p/q.xib")
        #expect(diff.components(separatedBy: "\n@@").count == 2)
        #expect(diff.hasPrefix("--- a/p/q.xib\n+++ b/p/q.xib\n@@ -1,12 +1,12 @@\n 1\n 2\n-3\n+x\n 4\n"))
        #expect(diff.hasSuffix(" 8\n-9\n+y\n 10\n 11\n 12\n"))
    }

    @Test("A last line without a line end is marked, as patch expects")
    func noNewlineAtEnd() {
        let diff = UnifiedDiff.diff(from: "a\nb", to: "a\nc", path: "f")
        #expect(diff == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }

    @Test("A line added to a one-line file: counts of 1 are left out of the header")
    func singleLineCounts() {
        #expect(UnifiedDiff.diff(from: "a\n", to: "a\nb\n", path: "f") == "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n")
    }

    @Test("Equal texts have no diff")
    func equalTexts() {
        #expect(UnifiedDiff.diff(from: "a\nb\n", to: "a\nb\n", path: "f").isEmpty)
    }
}
