import Foundation
import LayoutDiagnostics

/// Issues accepted on an existing project (`check --write-baseline FILE`, then `--baseline FILE`):
/// each keyed by its file, its object id and its rule, never its line, so editing a file elsewhere
/// keeps its accepted issues accepted and a new issue on the same object under another rule is
/// still reported. An issue without an object id is keyed by its message instead.
package struct Baseline: Equatable {
    struct Key: Codable, Hashable, Comparable {
        /// The path as `check` was given it, relative to the current directory, without `./`.
        var file: String
        var rule: String
        var objectID: String?
        /// Only for issues without an object id.
        var message: String?

        static func < (a: Key, b: Key) -> Bool {
            (a.file, a.rule, a.objectID ?? "", a.message ?? "") < (b.file, b.rule, b.objectID ?? "", b.message ?? "")
        }
    }

    static let schema = "autolayout-baseline/1"
    private(set) var keys: Set<Key>

    package init(_ diagnostics: [Diagnostic], currentDirectory: String) {
        keys = Set(diagnostics.map { Self.key(of: $0, currentDirectory: currentDirectory) })
    }

    static func key(of diagnostic: Diagnostic, currentDirectory: String) -> Key {
        Key(file: normalisedPath(diagnostic.path, currentDirectory: currentDirectory), rule: diagnostic.kind.rawValue,
            objectID: diagnostic.objectID, message: diagnostic.objectID == nil ? diagnostic.message : nil)
    }

    /// `./A/B.xib` and `A/B.xib` (and the absolute path under `currentDirectory`) are one file.
    static func normalisedPath(_ path: String, currentDirectory: String) -> String {
        var path = path
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    package func contains(_ diagnostic: Diagnostic, currentDirectory: String) -> Bool {
        keys.contains(Self.key(of: diagnostic, currentDirectory: currentDirectory))
    }

    private struct File: Codable {
        var schema: String
        var issues: [Key]
    }

    /// Pretty-printed JSON, keys and issues sorted: the same issues give the same bytes.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(File(schema: Self.schema, issues: keys.sorted()))
        data.append(0x0A)
        return data
    }

    /// Reads a baseline written by `--write-baseline`; the error says what is wrong with the file.
    package init(contentsOf path: String) throws(BaselineError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(file: path, problem: "cannot read the baseline file")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw BaselineError(file: path, problem: "not a baseline written by --write-baseline (\(Self.reason(error)))")
        }
        guard file.schema == Self.schema else {
            throw BaselineError(file: path, problem: "unknown schema '\(file.schema)' (expected \(Self.schema))")
        }
        keys = Set(file.issues)
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "invalid JSON"
        }
    }
}

/// Why a baseline file cannot be used: `file: error: problem`.
package struct BaselineError: Error, CustomStringConvertible {
    package var file: String
    package var problem: String
    package var description: String { "\(file): error: \(problem)" }

    package init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }
}
