import Foundation

/// New object ids in Xcode's style (`aB3-xY-9kQ`), never one the document already uses; the same
/// document always gets the same ids.
public struct IBIDGenerator: Sendable {
    private var used: Set<String>
    private var state: UInt64

    /// A generator for new ids in the document whose text is `existingText`.
    /// - Complexity: O(n) in the text's length.
    public init(existingText: String) {
        used = []
        var scanner = existingText[...]
        while let range = scanner.range(of: "id=\"") {
            let rest = scanner[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            used.insert(String(rest[..<end]))
            scanner = rest[end...]
        }
        state = UInt64(existingText.utf8.count) &* 0x9E37_79B9_7F4A_7C15 | 1
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
