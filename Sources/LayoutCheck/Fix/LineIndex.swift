import InterfaceBuilder

/// Where each line of a text starts, in UTF-8 bytes: made once per file, so an edit's lines are
/// found by a binary search, not by counting from the top (which made SARIF's replacements cost
/// issues × file).
struct LineIndex {
    let text: String
    /// Offsets of each line's first byte; the first is 0.
    private(set) var starts: [Int] = [0]
    let count: Int

    init(_ text: String) {
        self.text = text
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        count = offset
        if starts.last == count, count > 0 { starts.removeLast() }
    }

    /// The 0-based line holding byte `offset` (the line after the last for the end of the text).
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return offset >= count && (count == 0 || text.utf8.last == UInt8(ascii: "\n")) ? starts.count : low - 1
    }

    /// The offset where 0-based `line` starts (the end of the text past the last line).
    func start(of line: Int) -> Int { line < starts.count ? starts[line] : count }

    /// 0-based `line` with its line end.
    func line(_ line: Int) -> Substring { slice(start(of: line)..<start(of: line + 1)) }

    /// The text's bytes `range`, as text.
    func slice(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex,
                                                                                            offsetBy: range.upperBound)])
    }

    /// `edits` (in order, in this text's bytes) as whole-line replacements, edits sharing a line merged.
    func replacements(_ edits: [IBTextEdit]) -> [FixReplacement] {
        var result: [FixReplacement] = []
        var pending: (first: Int, end: Int, from: Int, text: String)?
        for edit in edits {
            let first = line(of: edit.range.lowerBound)
            let endLine = line(of: edit.range.upperBound)
            // The edit ends at a line start (an insertion before a line, a removal of whole lines): that
            // line is kept; otherwise the line the edit ends in is replaced too.
            let last = start(of: endLine) == edit.range.upperBound ? endLine : endLine + 1
            if var open = pending, first < open.end {
                open.text += slice(open.from..<edit.range.lowerBound) + edit.replacement
                (open.end, open.from) = (max(open.end, last), edit.range.upperBound)
                pending = open
                continue
            }
            if let open = pending { result.append(close(open)) }
            pending = (first, last, edit.range.upperBound, String(slice(start(of: first)..<edit.range.lowerBound)) + edit.replacement)
        }
        if let open = pending { result.append(close(open)) }
        return result
    }

    /// The pending replacement, without the whole lines at its ends it leaves as they were (an element
    /// inserted before an end tag rewrites that tag's line with it; the line itself is kept).
    private func close(_ open: (first: Int, end: Int, from: Int, text: String)) -> FixReplacement {
        var inserted = UnifiedDiff.lines(of: open.text + slice(open.from..<start(of: open.end)))
        var (first, end) = (open.first, open.end)
        while first < end, let line = inserted.first, line == self.line(first) { inserted.removeFirst(); first += 1 }
        while first < end, let line = inserted.last, line == self.line(end - 1) { inserted.removeLast(); end -= 1 }
        return FixReplacement(startLine: first + 1, endLine: end + 1, insertedText: inserted.joined())
    }
}
