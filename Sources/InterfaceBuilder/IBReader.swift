import Foundation

/// Reads `.xib` and `.storyboard` files (document format 3.0, Cocoa Touch) into `IBDocument`s.
///
/// Safe on hostile input: document type declarations are refused before parsing, so entities are never
/// defined, expanded or fetched; nesting depth costs heap, not stack; malformed XML is a typed error.
public enum IBReader {
    /// Reads the file at `url`.
    /// - Throws: `IBReadError` naming the file (and line, where there is one).
    /// - Complexity: O(n) in the file size.
    public static func read(contentsOf url: URL) throws(IBReadError) -> IBDocument {
        try readSource(contentsOf: url).document
    }

    /// Reads the file at `url` once, keeping its text beside the document (what byte-preserving
    /// edits and new ids need).
    /// - Throws: `IBReadError` naming the file (and line, where there is one).
    /// - Complexity: O(n) in the file size.
    public static func readSource(contentsOf url: URL) throws(IBReadError) -> IBSource {
        if let reason = fileTypeProblem(url) {
            throw IBReadError(kind: .unreadableFile(reason: reason), file: url.path)
        }
        var data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw IBReadError(kind: .unreadableFile(reason: (error as NSError).localizedDescription), file: url.path)
        }
        // Parsed from the file's bytes when the text is not exactly them (not UTF-8; a byte order mark the
        // decoder drops), so that every location and error stays the one the file has.
        guard var text = String(data: data, encoding: .utf8), text.utf8.count == data.count else {
            return IBSource(document: try read(data: data, path: url.path), text: String(data: data, encoding: .utf8))
        }
        // The text is kept (edits need it), so the document is parsed from it and the file's own bytes are let
        // go: a large file is held once, not twice.
        data = Data()
        let document = try read(text: &text, path: url.path)
        return IBSource(document: document, text: text)
    }

    /// Reads a document from the UTF-8 bytes of `text` in place (no copy of them).
    private static func read(text: inout String, path: String) throws(IBReadError) -> IBDocument {
        let result = text.withUTF8 { bytes -> Result<IBDocument, IBReadError> in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return Result { () throws(IBReadError) in try read(data: Data(), path: path) }
            }
            let view = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
            return Result { () throws(IBReadError) in try read(data: view, path: path) }
        }
        return try result.get()
    }

    /// Why the file at `url` is not worth opening: a directory, or a device such as `/dev/zero` that never
    /// ends. Nil for regular files and pipes (`<(…)`), and when the type is unknown (the read says why).
    private static func fileTypeProblem(_ url: URL) -> String? {
        let path = url.resolvingSymlinksInPath().path
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        else { return nil }
        switch type {
        // Foundation has no type for pipes: they are `.typeUnknown`.
        case .typeRegular, .typeUnknown: return nil
        case .typeDirectory: return "is a directory"
        case .typeCharacterSpecial, .typeBlockSpecial: return "is a device, not a regular file"
        case .typeSocket: return "is a socket, not a regular file"
        default: return nil
        }
    }

    /// Reads a document from memory; `path` is used in locations and errors.
    /// - Throws: `IBReadError`.
    public static func read(data: Data, path: String) throws(IBReadError) -> IBDocument {
        let prescan = try SourcePrescan.scan(data, path: path)
        guard !prescan.startTagLocations.isEmpty else { throw IBReadError(kind: .empty, file: path) }
        let builder = DocumentBuilder(path: path, startTagLocations: prescan.startTagLocations)
        builder.expectedConstraints = prescan.constraintElements
        let syntaxFailure = XMLEventSource.parse(prescan.parserSafeData(data), into: builder)
        return try builder.finish(syntaxFailure: syntaxFailure)
    }
}
