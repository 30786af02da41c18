/// Reads an item token of an entry: `UIView:0x…`, `Module.Class:0x…`, Masonry's `UIImageView:iconView`,
/// a `names:` key (`message_gray`, `|`), or a bare name.
struct ItemReader {
    var names: [String: LogItem]
    var texts: ItemTexts

    func item(_ token: Substring) -> LogItem? {
        let token = token.trimmingSpaces()
        guard !token.isEmpty else { return nil }
        if let named = names[String(token)] { return named }
        if token == "|" { return LogItem(className: nil, address: nil, name: "superview") }
        if token.hasPrefix("0x") { return LogItem(className: nil, address: token.lowercased(), text: texts.byAddress[token.lowercased()]) }
        guard let colon = token.lastIndex(of: ":") else {
            return LogItem(className: nil, address: nil, name: String(token))
        }
        let className = token[..<colon].isEmpty ? nil : String(token[..<colon])
        let tail = token[token.index(after: colon)...]
        var item: LogItem
        if tail.hasPrefix("0x") {
            let address = tail.lowercased()
            item = LogItem(className: className, address: address, text: texts.byAddress[address])
        } else {
            item = LogItem(className: className, address: nil, name: String(tail))
        }
        // A guide's quoted word is its identifier, not a text (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`).
        if item.isLayoutGuide, let text = item.text {
            item.name = text
            item.text = nil
        }
        return item
    }

    /// `item.attribute`: the item and the attribute after the last dot.
    func itemAttribute(_ token: Substring) -> (LogItem, OpenAutoLayoutAttribute)? {
        let token = token.trimmingSpaces()
        guard let dot = token.lastIndex(of: "."),
              let attribute = AttributeNames.attribute(String(token[token.index(after: dot)...])),
              let item = item(token[..<dot]) else { return nil }
        return (item, attribute)
    }
}

import OpenAutoLayout
typealias OpenAutoLayoutAttribute = LayoutConstraint.Attribute
