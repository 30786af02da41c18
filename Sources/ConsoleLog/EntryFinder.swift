/// Finds constraint entries in one line of console text: quoted (`"<NSLayoutConstraint:0x… …>",`),
/// bare (Masonry's `<MASLayoutConstraint:0x… …>,`, a recovery line's `<…>`), several per line when
/// a web page joined the lines. A quoted entry cut by the end of the text is returned as it is.
enum EntryFinder {
    static func entries(in line: Substring) -> [String] {
        let characters = Array(line)
        var found: [String] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "\"", index + 1 < characters.count, characters[index + 1] == "<" {
                let end = quotedEnd(characters, from: index + 2)
                found.append(String(characters[(index + 1)..<min(end + 1, characters.count)]))
                index = end + 2
            } else if characters[index] == "<", startsConstraintClass(characters, at: index + 1) {
                let end = bareEnd(characters, from: index + 1)
                found.append(String(characters[index..<min(end + 1, characters.count)]))
                index = end + 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// The `>` before a closing quote, or the last character when the text is cut.
    private static func quotedEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index + 1 < characters.count {
            if characters[index] == ">", characters[index + 1] == "\"" { return index }
            index += 1
        }
        return characters.count - 1
    }

    /// The `>` that ends a bare entry: followed by the end, `,`, `.`, `)` or a quote (`>=` is a relation).
    private static func bareEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index < characters.count {
            if characters[index] == ">" {
                var next = index + 1
                while next < characters.count, characters[next] == " " || characters[next] == "\t" { next += 1 }
                if next == characters.count || [",", ".", ")", "\"", "<"].contains(characters[next])
                    || (next > index + 1 && characters[next].isLetter) {
                    return index
                }
            }
            index += 1
        }
        return characters.count - 1
    }

    /// `NSLayoutConstraint:`, `SnapKit.LayoutConstraint:`, `_UISystemBaselineConstraint:`, `MASLayoutConstraint:`.
    static func startsConstraintClass(_ characters: [Character], at start: Int) -> Bool {
        var index = start
        while index < characters.count, characters[index].isLetter || characters[index].isNumber
                || characters[index] == "_" || characters[index] == "." {
            index += 1
        }
        guard index < characters.count, characters[index] == ":", index > start else { return false }
        return String(characters[start..<index]).hasSuffix("Constraint")
    }
}
