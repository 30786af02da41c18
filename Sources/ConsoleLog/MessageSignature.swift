/// What makes two messages "the same" for counting: their kind and their entries with every
/// address replaced by the order it first appears in (so a conflict logged again on the next
/// cell, at new addresses, counts as a repeat).
public enum MessageSignature {
    public static func of(_ message: LogMessage) -> String {
        var numbering: [String: Int] = [:]
        var out = message.kind.rawValue
        var texts = message.constraints.map(\.text)
        if let broken = message.broken { texts.append("broken " + broken.text) }
        texts += message.ambiguousViews.map { ($0.item.className ?? "") + ":" + ($0.item.address ?? "") }
        for text in texts {
            out += "\n" + replacingAddresses(text, numbering: &numbering)
        }
        return out
    }

    private static func replacingAddresses(_ text: String, numbering: inout [String: Int]) -> String {
        var out = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "0x") {
            out += rest[..<start.lowerBound]
            var end = start.upperBound
            while end < rest.endIndex, rest[end].isHexDigit { end = rest.index(after: end) }
            let address = String(rest[start.lowerBound..<end])
            let number = numbering[address] ?? numbering.count
            numbering[address] = number
            out += "#\(number)"
            rest = rest[end...]
        }
        return out + rest
    }
}
