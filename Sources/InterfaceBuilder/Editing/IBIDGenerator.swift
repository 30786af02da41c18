/// New object ids in Xcode's style (`aB3-xY-9kQ`), never one the document already uses; the same
/// document always gets the same ids.
public struct IBIDGenerator: Sendable {
    private var used: Set<String>
    private var state: UInt64

    /// A generator for new ids in the document whose text is `existingText`.
    /// - Complexity: O(n) in the text's length.
    public init(existingText: String) {
        used = Self.quotedValues(after: Array("id=\"".utf8), in: Array(existingText.utf8))
        state = UInt64(existingText.utf8.count) &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// Every value written as `marker…"` in `bytes`, found in one pass (a search per id would
    /// make large documents quadratic).
    private static func quotedValues(after marker: [UInt8], in bytes: [UInt8]) -> Set<String> {
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
