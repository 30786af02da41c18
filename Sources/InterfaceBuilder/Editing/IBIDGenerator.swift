/// New object ids in Xcode's style (`aB3-xY-9kQ`), never one the document already uses; the same
/// document always gets the same ids.
public struct IBIDGenerator: Sendable {
    /// The document's text until the first id is asked for: most documents need none, and the set
    /// of every id in a large file is several megabytes.
    private var existingText: String?
    private var used: Set<String> = []
    private var state: UInt64

    /// A generator for new ids in the document whose text is `existingText`.
    /// - Complexity: O(1); the first `next()` is O(n) in the text's length.
    public init(existingText: String) {
        self.existingText = existingText
        // A byte order mark, which the reader keeps in the text, does not count: a file gets the
        // same new ids with or without one (and as before the mark was kept).
        let length = existingText.utf8.count - (existingText.hasPrefix("\u{FEFF}") ? 3 : 0)
        state = UInt64(length) &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// The ids `text` uses. Read in place: a copy of the bytes was a second copy of the whole file,
    /// alive with the document's model.
    private static func usedIDs(in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { quotedValues(after: Array("id=\"".utf8), in: $0) }
    }

    /// Every value written as `marker…"` in `bytes`, found in one pass (a search per id would
    /// make large documents quadratic).
    private static func quotedValues(after marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var values: Set<String> = []
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            let start = index + marker.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            values.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
        }
        return values
    }

    /// The next id: eight letters and digits in Xcode's 3-2-3 grouping, unused so far.
    public mutating func next() -> String {
        if let text = existingText {
            used = Self.usedIDs(in: text)
            existingText = nil
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            var characters: [Character] = []
            for position in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                characters.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
                if position == 2 || position == 4 { characters.append("-") }
            }
            let id = String(characters)
            if used.insert(id).inserted { return id }
        }
    }
}
