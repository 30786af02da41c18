/// A path pattern of `excluded`: `/`-separated segments where `*` matches any run of characters
/// within one segment and `**` any number of whole segments. A pattern that matches a directory
/// matches everything under it, as in `.gitignore` (`Legacy` excludes `Legacy/Old/A.xib`).
///
/// The pattern comes from a file a pull request controls, so matching must never backtrack:
/// `matches` runs the pattern as a set of positions over the path's segments (a Thompson NFA),
/// which costs O(pattern segments × path segments) segment comparisons whatever the pattern.
package struct PathPattern: Hashable {
    package let text: String
    private let segments: [Segment]

    /// One `/`-separated piece of the pattern, its characters kept for matching.
    private enum Segment: Hashable {
        /// `**`: zero or more whole segments.
        case anyDepth
        /// A name in which `*` matches any run of characters.
        case name([Character])
    }

    package init(_ text: String) {
        self.text = text
        var trimmed = text
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { $0 == "**" ? .anyDepth : .name(Array($0)) }
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent directories matches.
    /// - Complexity: O(m × n) segment comparisons for m pattern segments and n path segments.
    package func matches(_ path: String) -> Bool {
        guard !segments.isEmpty else { return false }
        // `active[i]`: the parts read so far can be matched by the first i pattern segments.
        var active = closure(of: [true] + Array(repeating: false, count: segments.count))
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            active = closure(of: step(active, over: Array(part)))
            // A directory prefix: the whole pattern matching the parts read so far excludes everything under them.
            if active[segments.count] { return true }
            if !active.contains(true) { return false }
        }
        return false
    }

    /// The positions reached by reading one more path segment from the `active` ones.
    private func step(_ active: [Bool], over part: [Character]) -> [Bool] {
        var next = Array(repeating: false, count: active.count)
        for (position, segment) in segments.enumerated() where active[position] {
            switch segment {
            case .anyDepth: next[position] = true  // `**` takes this segment and may take more
            case .name(let pattern): if Self.segmentMatches(pattern, part) { next[position + 1] = true }
            }
        }
        return next
    }

    /// Adds the positions after each `**` that an active position stands on (`**` taking no segment).
    private func closure(of active: [Bool]) -> [Bool] {
        var active = active
        for (position, segment) in segments.enumerated() where active[position] && segment == .anyDepth {
            active[position + 1] = true
        }
        return active
    }

    /// `*` within one segment (iterative, with backtracking to the last star only).
    /// - Complexity: O(pattern × text) characters.
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
}
