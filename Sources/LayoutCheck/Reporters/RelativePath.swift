import Foundation

/// Paths as CI tools want them: relative to the current directory, `/`-separated, without `./`.
package enum RelativePath {
    /// `path` relative to `directory` (both made absolute lexically); `..` where it lies outside.
    package static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        let base = normalise(directory)
        let absolute = normalise(path.hasPrefix("/") ? path : base + "/" + path)
        let from = base.split(separator: "/"), to = absolute.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A relative URI reference for SARIF's `artifactLocation.uri`: each segment percent-encoded
    /// except RFC 3986's unreserved characters.
    package static func uri(_ path: String, relativeTo directory: String = FileManager.default.currentDirectoryPath) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return relative(path, to: directory).split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: unreserved) ?? String($0) }
            .joined(separator: "/")
    }

    /// `a/./b//c/../d` → `a/b/d`: lexical clean-up only (no symbolic links resolved).
    package static func normalise(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
