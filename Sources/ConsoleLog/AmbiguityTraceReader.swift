/// Reads the views an `_autolayoutTrace` line marks: `*UILabel:0x…'text'- AMBIGUOUS LAYOUT for
/// UILabel:0x….minY{id: 1860}, …` (iOS 8+), `*<UIView:0x75555f0> - AMBIGUOUS LAYOUT` (iOS 7),
/// several per line when a page joined the lines; `•UIView:0x…, MISSING HOST CONSTRAINTS`.
enum AmbiguityTraceReader {
    static func read(_ line: Substring, into message: inout LogMessage) {
        var rest = line
        while let marker = rest.firstRange(of: "AMBIGUOUS LAYOUT") {
            let before = rest[..<marker.lowerBound]
            var after = rest[marker.upperBound...]
            if let next = after.firstRange(of: "AMBIGUOUS LAYOUT") { after = after[..<next.lowerBound] }
            if let item = lastItem(in: before) {
                let attributes = attributeNames(in: after)
                if !message.ambiguousViews.contains(where: { $0.item.key == item.key }) {
                    message.ambiguousViews.append(AmbiguousView(item: item, attributes: attributes))
                }
            }
            rest = rest[marker.upperBound...]
        }
        if let host = line.firstRange(of: "MISSING HOST CONSTRAINTS"), let item = lastItem(in: line[..<host.lowerBound]) {
            message.missingHostConstraints.append(item)
        }
    }

    /// The last `Class:0xADDR['text']` before a marker.
    static func lastItem(in text: Substring) -> LogItem? {
        guard let colon = text.ranges(of: ":0x").last?.lowerBound else { return nil }
        var classStart = colon
        while classStart > text.startIndex {
            let previous = text.index(before: classStart)
            let character = text[previous]
            guard character.isLetter || character.isNumber || "_.$".contains(character) else { break }
            classStart = previous
        }
        var addressEnd = text.index(colon, offsetBy: 3)
        while addressEnd < text.endIndex, text[addressEnd].isHexDigit { addressEnd = text.index(after: addressEnd) }
        var item = LogItem(className: String(text[classStart..<colon]),
                           address: text[text.index(after: colon)..<addressEnd].lowercased())
        if addressEnd < text.endIndex, text[addressEnd] == "'", let close = text.lastIndex(of: "'"), close > addressEnd {
            item.text = String(text[text.index(after: addressEnd)..<close])
        }
        return item
    }

    /// `minX`, `Height`… from `UIButton:0x….minX{id: 170}, ….Height{id: 177}`.
    private static func attributeNames(in text: Substring) -> [String] {
        var names: [String] = []
        for name in ["minX", "minY", "Width", "Height"] where text.contains("." + name + "{") { names.append(name) }
        return names
    }
}
