/// Substring search on UTF-8 bytes: the scanner looks at every line of logs that may be hundreds
/// of megabytes long, and most lines are ordinary app output that must be passed over quickly.
enum ByteSearch {
    static func contains(_ text: Substring, _ needle: String) -> Bool {
        contains(text, bytes: Array(needle.utf8))
    }

    /// The same with the needle's bytes made once (the scanner's per-line markers).
    static func contains(_ text: Substring, bytes pattern: [UInt8]) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ find(pattern, in: $0) != nil }) { return found }
        return find(pattern, in: Array(text.utf8)) != nil
    }

    /// The offset of the first occurrence of `pattern` in `bytes`.
    static func find<C: RandomAccessCollection>(_ pattern: [UInt8], in bytes: C) -> Int? where C.Element == UInt8, C.Index == Int {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = bytes.startIndex
        let last = bytes.endIndex - pattern.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index - bytes.startIndex }
            }
            index += 1
        }
        return nil
    }
}
