import Foundation

/// A folder for a report's files (`check --html DIR`), made with its parents as `mkdir -p` does;
/// a failure names the very part of the path at fault and the system's reason (not Foundation's
/// "The operation could not be completed").
enum OutputFolder {
    static func create(_ path: String) throws(OutputFile.Failure) {
        guard !path.isEmpty else { throw OutputFile.Failure(path: path, reason: "an empty path is no folder") }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            if mkdir(prefix, 0o777) == 0 || errno == EEXIST && isFolder(prefix) { continue }
            if errno == EEXIST { throw OutputFile.Failure(path: prefix, reason: "exists and is not a folder") }
            throw OutputFile.Failure(path: prefix, reason: RawWrite.systemReason())
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
