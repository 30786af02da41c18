/// The quoted texts UIKit prints after an item's address (`UILabel:0x7f…'YOU'RE OK'`), cut out of
/// an entry so that the rest can be read without tripping over quotes, dots or brackets inside them.
struct ItemTexts {
    /// Text per address, as printed (`\n` stays the two characters the log shows).
    private(set) var byAddress: [String: String] = [:]

    /// The entry with every `'text'` that follows an address removed.
    private(set) var skeleton = ""

    init(entry: String) {
        let characters = Array(entry)
        var index = 0
        var out = ""
        out.reserveCapacity(characters.count)
        while index < characters.count {
            guard let (address, end) = Self.address(in: characters, at: index) else {
                out.append(characters[index])
                index += 1
                continue
            }
            out += String(characters[index..<end])
            index = end
            if index < characters.count, characters[index] == "'",
               let close = Self.closingQuote(in: characters, after: index) {
                let text = String(characters[(index + 1)..<close])
                if byAddress[address] == nil { byAddress[address] = text }
                index = close + 1
            }
        }
        skeleton = out
    }

    /// `0x` and hex digits starting at `index` right after a colon: the address and where it ends.
    private static func address(in characters: [Character], at index: Int) -> (String, Int)? {
        guard index > 0, characters[index - 1] == ":", index + 2 < characters.count,
              characters[index] == "0", characters[index + 1] == "x" else { return nil }
        var end = index + 2
        while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
        guard end > index + 2 else { return nil }
        return (String(characters[index..<end]).lowercased(), end)
    }

    /// The quote that ends a text: the first one followed by `.attribute`, `]` or `(`, else the
    /// first one followed by a space, comma, `)` or the end (texts may hold quotes: `'YOU'RE OK'`).
    static func closingQuote(in characters: [Character], after open: Int) -> Int? {
        var fallback: Int?
        var index = open + 1
        while index < characters.count {
            if characters[index] == "'" {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if next == "]" || next == "(" || (next == "." && startsAttribute(characters, at: index + 2)) {
                    return index
                }
                if fallback == nil, next == " " || next == "," || next == ")" || next == "-" || index + 1 == characters.count {
                    fallback = index
                }
            }
            index += 1
        }
        return fallback
    }

    private static func startsAttribute(_ characters: [Character], at index: Int) -> Bool {
        var end = index
        while end < characters.count, characters[end].isLetter { end += 1 }
        return AttributeNames.attribute(String(characters[index..<end])) != nil
    }
}
