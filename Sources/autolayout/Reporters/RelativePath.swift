import Foundation

/// Paths as CI tools want them: relative to the current directory, `/`-separated, without `./`.
enum RelativePath {
    /// `path` relative to `directory` (both made absolute lexically); `..` where it lies outside.
    static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        let base = PathPattern.normalise(directory)
        let absolute = PathPattern.normalise(path.hasPrefix("/") ? path : base + "/" + path)
        let from = base.split(separator: "/"), to = absolute.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A relative URI reference for SARIF's `artifactLocation.uri`: each segment percent-encoded
    /// except RFC 3986's unreserved characters.
    static func uri(_ path: String, relativeTo directory: String = FileManager.default.currentDirectoryPath) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return relative(path, to: directory).split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: unreserved) ?? String($0) }
            .joined(separator: "/")
    }
}
