/// Substring search on UTF-8 bytes: the scanner looks at every line of logs that may be hundreds
/// of megabytes long, and most lines are ordinary app output that must be passed over quickly.
/// Non-generic on purpose: called from other modules, a generic version would not be specialised.
enum ByteSearch {
    static func contains(_ text: Substring, _ needle: String) -> Bool {
        contains(text, bytes: Array(needle.utf8))
    }

    /// The same with the needle's bytes made once (the scanner's per-line markers).
    static func contains(_ text: Substring, bytes pattern: [UInt8]) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ find(pattern, in: $0) != nil }) { return found }
        return Array(text.utf8).withUnsafeBufferPointer { find(pattern, in: $0) != nil }
    }

    /// The offset of the first occurrence of `pattern` in `bytes`.
    static func find(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        return pattern.withUnsafeBufferPointer { needle in
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
