import Foundation
import LayoutDiagnostics

/// Issues accepted on an existing project (`check --write-baseline FILE`, then `--baseline FILE`):
/// each keyed by its file, its object id and its rule, never its line, so editing a file elsewhere
/// keeps its accepted issues accepted and a new issue on the same object under another rule is
/// still reported. An issue without an object id is keyed by its message instead. Files are named
/// relative to the baseline file's folder, so `check` finds them from any working directory.
package struct Baseline: Equatable {
    struct Key: Codable, Hashable, Comparable {
        /// The file, relative to the baseline file's folder (`/1` files: to the current directory).
        var file: String
        var rule: String
        var objectID: String?
        /// Only for issues without an object id.
        var message: String?

        static func < (a: Key, b: Key) -> Bool {
            (a.file, a.rule, a.objectID ?? "", a.message ?? "") < (b.file, b.rule, b.objectID ?? "", b.message ?? "")
        }
    }

    static let schema = "autolayout-baseline/2"
    /// The first version, whose paths were relative to the directory `check` ran in.
    static let currentDirectorySchema = "autolayout-baseline/1"
    private(set) var keys: Set<Key>

    /// The issues of `diagnostics`, their files named relative to `directory` (absolute: the
    /// baseline file's folder); `currentDirectory` resolves the diagnostics' relative paths.
    package init(_ diagnostics: [Diagnostic], directory: String, currentDirectory: String) {
        keys = Set(diagnostics.map { Self.key(of: $0, directory: directory, currentDirectory: currentDirectory) })
    }

    static func key(of diagnostic: Diagnostic, directory: String, currentDirectory: String) -> Key {
        Key(file: relativePath(diagnostic.path, directory: directory, currentDirectory: currentDirectory),
            rule: diagnostic.kind.rawValue, objectID: diagnostic.objectID,
            message: diagnostic.objectID == nil ? diagnostic.message : nil)
    }

    /// `path` (as given: relative to `currentDirectory`, or absolute) relative to `directory`.
    static func relativePath(_ path: String, directory: String, currentDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return RelativePath.relative(absolute, to: directory)
    }

    /// The key this baseline holds for `diagnostic`, if any.
    func acceptedKey(of diagnostic: Diagnostic, directory: String, currentDirectory: String) -> Key? {
        let key = Self.key(of: diagnostic, directory: directory, currentDirectory: currentDirectory)
        return keys.contains(key) ? key : nil
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
    /// A `/1` file's paths, relative to the directory it was written from, are taken as relative to
    /// `currentDirectory` and restated relative to `directory`, the file's folder.
    package init(contentsOf path: String, directory: String, currentDirectory: String) throws(BaselineError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(file: path, problem: "cannot read the baseline file")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw BaselineError(file: path, problem: "not a baseline written by --write-baseline (\(Self.reason(error)))")
        }
        switch file.schema {
        case Self.schema:
            keys = Set(file.issues)
        case Self.currentDirectorySchema:
            keys = Set(file.issues.map { key in
                var key = key
                key.file = Self.relativePath(key.file, directory: directory, currentDirectory: currentDirectory)
                return key
            })
        default:
            throw BaselineError(file: path, problem: "unknown schema '\(file.schema)' (expected \(Self.schema))")
        }
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
