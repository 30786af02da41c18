import InterfaceBuilder

/// One edit of a file's text, in the original text's lines: lines `startLine..<endLine` (1-based)
/// replaced by `insertedText`; `startLine == endLine` inserts before line `startLine`. SARIF's
/// `replacement` (a `deletedRegion` and its `insertedContent`).
public struct FixReplacement: Sendable, Hashable {
    public var startLine: Int
    /// The first line after the replaced ones.
    public var endLine: Int
    /// Whole lines, each with its line break, as the edited file has them.
    public var insertedText: String

    public init(startLine: Int, endLine: Int, insertedText: String) {
        self.startLine = startLine
        self.endLine = endLine
        self.insertedText = insertedText
    }

    /// The runs of lines in which `edited` differs from `original` (a line diff), in file order.
    public static func replacements(from original: String, to edited: String) -> [FixReplacement] {
        let old = lines(original), new = lines(edited)
        let difference = new.difference(from: old)
        var removed: Set<Int> = [], inserted: Set<Int> = []
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result: [FixReplacement] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            let changed = (i < old.count && removed.contains(i)) || (j < new.count && inserted.contains(j))
            guard changed else { (i, j) = (i + 1, j + 1); continue }
            let start = i
            var text: [UInt8] = []
            while (i < old.count && removed.contains(i)) || (j < new.count && inserted.contains(j)) {
                if i < old.count && removed.contains(i) { i += 1 }
                if j < new.count && inserted.contains(j) { text += new[j]; j += 1 }
            }
            result.append(FixReplacement(startLine: start + 1, endLine: i + 1, insertedText: String(decoding: text, as: UTF8.self)))
        }
        return result
    }

    /// The text's lines as bytes, each with its line break (`\n` or `\r\n`).
    private static func lines(_ text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }
}

extension DocumentExplanation.Item {
    /// The edits `fix` makes to `text` (the file `document` was read from, its elements at
    /// `elements`) for this issue alone: its first verified fix-it per target written as
    /// `<constraint>` elements inserted into their owners, constraints removed and frames updated.
    /// Empty without a verified fix, or when an edit finds no place.
    func replacements(in lines: LineIndex, elements: IBElementRanges, document: IBDocument) -> [FixReplacement] {
        guard !(specs.isEmpty && removedIDs.isEmpty && frameUpdates.isEmpty) else { return [] }
        var editor = IBTextEditor(text: lines.text, elements: elements)
        guard DocumentFix.edit(&editor, item: self, frames: frameUpdates, document: document).isEmpty else { return [] }
        return lines.replacements(editor.edits)
    }

    /// As `replacements(in:elements:document:)`, reading `text` for its elements and lines (one issue alone).
    public func replacements(in text: String, document: IBDocument) -> [FixReplacement] {
        guard let elements = (try? IBReader.readSource(text: text, path: document.path))?.elements else { return [] }
        return replacements(in: LineIndex(text), elements: elements, document: document)
    }
}
