/// A path pattern of `excluded`: `/`-separated segments where `*` matches any run of characters
/// within one segment and `**` any number of whole segments. A pattern that matches a directory
/// matches everything under it, as in `.gitignore` (`Legacy` excludes `Legacy/Old/A.xib`).
struct PathPattern: Hashable {
    let text: String
    private let segments: [Substring]

    init(_ text: String) {
        self.text = text
        var trimmed = text
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent directories matches.
    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty else { return false }
        // A directory prefix: the pattern matching the first n parts excludes everything under them.
        for count in stride(from: parts.count, through: 1, by: -1)
        where Self.match(segments[...], parts[..<count]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // `**` takes zero or more whole segments.
            for skip in 0...parts.count where match(rest, parts.dropFirst(skip)) { return true }
            return false
        }
        guard let part = parts.first, segmentMatches(Array(first), Array(part)) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst())
    }

    /// `*` within one segment (iterative, with backtracking to the last star).
    private static func segmentMatches(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// `a/./b//c/../d` → `a/b/d`: lexical clean-up only (no symbolic links resolved).
    static func normalise(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
