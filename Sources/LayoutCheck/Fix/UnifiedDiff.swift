import InterfaceBuilder
import Foundation

/// A unified diff of two texts, as `diff -u` and `git diff` print it: `--- a/PATH` and `+++ b/PATH`
/// headers, then hunks with three lines of context (hunks closer than twice that merged), so
/// `patch -p1` and `git apply` take it. Lines are compared with their line ends, so a last line
/// without one is marked `\ No newline at end of file`, as both tools expect.
public enum UnifiedDiff {
    public static let contextLines = 3

    /// The diff turning `old` into `new` for the file at `path` (relative, `/`-separated); empty
    /// when the texts are equal.
    public static func diff(from old: String, to new: String, path: String) -> String {
        let before = lines(of: old), after = lines(of: new)
        let edits = LineEdits(before, after)
        guard edits.hasChanges else { return "" }
        var out = "--- \(headerName("a/" + path))\n+++ \(headerName("b/" + path))\n"
        for hunk in edits.hunks(context: contextLines) {
            out += header(hunk)
            for (mark, line) in hunk.lines {
                out += mark + line
                if !endsLine(line) { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    /// The diff of `original` and `original` with `edits` applied (in order, in its bytes), from the
    /// lines the edits touch alone: time and memory grow with the file and the edits, not with their
    /// product (a search for the shortest script over everything between the first and the last
    /// change took 3.3 GB on a 1.7 MB storyboard). Lines end as the file's do (`\r\n` kept).
    public static func diff(from original: String, edits: [IBTextEdit], path: String) -> String {
        let index = LineIndex(original)
        let changes = index.replacements(edits).compactMap { LineChange($0, in: index) }
        guard !changes.isEmpty else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var delta = 0  // new lines minus old lines before the current hunk
        var group: [LineChange] = []
        func flush() {
            guard let first = group.first, let last = group.last else { return }
            let oldStart = max(0, first.oldStart - contextLines), oldEnd = min(index.starts.count, last.oldEnd + contextLines)
            var lines: [(String, Substring)] = []
            var cursor = oldStart
            var newCount = 0
            for change in group {
                lines += (cursor..<change.oldStart).map { (" ", index.line($0)) }
                lines += change.removed.map { ("-", $0) } + change.inserted.map { ("+", $0) }
                newCount += change.oldStart - cursor + change.inserted.count
                cursor = change.oldEnd
            }
            lines += (cursor..<oldEnd).map { (" ", index.line($0)) }
            newCount += oldEnd - cursor
            out += header(LineEdits.Hunk(oldStart: oldStart, oldCount: oldEnd - oldStart, newStart: oldStart + delta,
                                         newCount: newCount))
            for (mark, line) in lines {
                out += mark + line
                if !endsLine(line) { out += "\n\\ No newline at end of file\n" }
            }
            delta += newCount - (oldEnd - oldStart)
            group = []
        }
        for change in changes {
            if let last = group.last, change.oldStart - last.oldEnd > 2 * contextLines { flush() }
            if let last = group.last, last.oldEnd == change.oldStart {
                // Adjacent changes are one block, removals before insertions, as `diff -u` prints them.
                group[group.count - 1].oldEnd = change.oldEnd
                group[group.count - 1].removed += change.removed
                group[group.count - 1].inserted += change.inserted
            } else {
                group.append(change)
            }
        }
        flush()
        return out
    }

    /// One run of changed lines: old lines `oldStart..<oldEnd` (0-based) removed, `inserted` put there.
    private struct LineChange {
        let oldStart: Int
        var oldEnd: Int
        var removed: [Substring], inserted: [Substring]

        /// Nil when the replacement changes nothing.
        init?(_ replacement: FixReplacement, in index: LineIndex) {
            oldStart = replacement.startLine - 1
            oldEnd = replacement.endLine - 1
            removed = (oldStart..<oldEnd).map { index.line($0) }
            inserted = UnifiedDiff.lines(of: replacement.insertedText)
            if removed.isEmpty && inserted.isEmpty { return nil }
        }
    }

    /// The text's lines, each with its `\n` (the last one without, when the text does not end in one).
    /// Split on the byte `\n`, so a `\r\n` line end (one `Character`) ends a line too.
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            guard let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                result.append(Substring(utf8[start...]))
                break
            }
            let next = utf8.index(after: newline)
            result.append(Substring(utf8[start..<next]))
            start = next
        }
        return result
    }

    /// Whether `line` ends in a line end (`\n`, or `\r\n`, which `Character`s see as one).
    static func endsLine(_ line: Substring) -> Bool { line.utf8.last == UInt8(ascii: "\n") }

    /// A file name as git writes it in `---`/`+++` lines, so `patch -p1` and `git apply` read the
    /// whole name: C-quoted (`"a/x\ty"`) when it holds a quote, backslash or control character, and
    /// followed by a tab when it holds a space (without it, GNU patch ends the name at the space).
    package static func headerName(_ name: String) -> String {
        let tab = name.contains(" ") ? "\t" : ""
        let needsQuotes = name.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
        guard needsQuotes else { return name + tab }
        var quoted = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\t": quoted += "\\t"
            case "\n": quoted += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += String(format: "\\%03o", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\"" + tab
    }

    /// `@@ -start,count +start,count @@`: a count of 1 is left out, and an empty side names the
    /// line before it (as GNU diff and git print them).
    fileprivate static func header(_ hunk: LineEdits.Hunk) -> String {
        func range(_ start: Int, _ count: Int) -> String {
            let first = count == 0 ? start : start + 1
            return count == 1 ? "\(first)" : "\(first),\(count)"
        }
        return "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n"
    }
}

/// The shortest edit script between two line lists (Myers' O(ND) algorithm on what lies between
/// their common prefix and suffix), as a list of kept, removed and inserted lines.
struct LineEdits {
    enum Edit: Equatable {
        case keep(old: Int, new: Int)
        case remove(old: Int)
        case insert(new: Int)
    }

    struct Hunk {
        var oldStart: Int, oldCount = 0, newStart: Int, newCount = 0
        var lines: [(mark: String, line: Substring)] = []
    }

    let old: [Substring], new: [Substring]
    private(set) var edits: [Edit] = []

    init(_ old: [Substring], _ new: [Substring]) {
        self.old = old
        self.new = new
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        edits = (0..<prefix).map { .keep(old: $0, new: $0) }
        edits += Self.middle(old, new, from: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
        edits += (0..<suffix).map { .keep(old: old.count - suffix + $0, new: new.count - suffix + $0) }
    }

    var hasChanges: Bool { edits.contains { if case .keep = $0 { false } else { true } } }

    /// Myers' greedy forward search with the frontier of every round kept for the walk back.
    private static func middle(_ old: [Substring], _ new: [Substring], from start: Int, oldEnd: Int,
                               newEnd: Int) -> [Edit] {
        let n = oldEnd - start, m = newEnd - start, offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                var x = down ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[start + x] == new[start + y] { (x, y) = (x + 1, y + 1) }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back from (n, m) through the saved frontiers.
        var edits: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d], k = x - y
            let down = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[offset + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                (x, y) = (x - 1, y - 1)
                edits.append(.keep(old: start + x, new: start + y))
            }
            guard d > 0 else { break }
            if down { y -= 1; edits.append(.insert(new: start + y)) } else { x -= 1; edits.append(.remove(old: start + x)) }
        }
        return edits.reversed()
    }

    /// The changes with `context` kept lines around each; changes at most twice that apart share a hunk.
    func hunks(context: Int) -> [Hunk] {
        let changed = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        return groups.map { group in
            let range = max(0, group.lowerBound - context)...min(edits.count - 1, group.upperBound + context)
            return hunk(edits[range])
        }
    }

    private func hunk(_ slice: ArraySlice<Edit>) -> Hunk {
        // Where the hunk starts on each side: the first line it mentions there, else the lines before it.
        let oldStart = edits[..<slice.startIndex].reduce(0) { if case .insert = $1 { $0 } else { $0 + 1 } }
        let newStart = edits[..<slice.startIndex].reduce(0) { if case .remove = $1 { $0 } else { $0 + 1 } }
        var hunk = Hunk(oldStart: oldStart, newStart: newStart)
        for edit in slice {
            switch edit {
            case .keep(let o, _): hunk.lines.append((" ", old[o])); hunk.oldCount += 1; hunk.newCount += 1
            case .remove(let o): hunk.lines.append(("-", old[o])); hunk.oldCount += 1
            case .insert(let n): hunk.lines.append(("+", new[n])); hunk.newCount += 1
            }
        }
        return hunk
    }
}
