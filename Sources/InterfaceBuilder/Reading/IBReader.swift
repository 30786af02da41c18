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
        guard let text = utf8Text(data) else { return try readSource(data: data, path: url.path) }
        // The file's own bytes are let go once the text holds them: a large file is held once, not twice.
        data = Data()
        return try readSource(text: text, path: url.path)
    }

    /// Reads a document from memory once, keeping its text (every byte of it, a byte order mark
    /// included, so edits keep it) and each element's bytes beside it. `path` is used in locations and errors.
    /// - Throws: `IBReadError`.
    public static func readSource(data: Data, path: String) throws(IBReadError) -> IBSource {
        // Decoded without dropping a byte order mark (`String(data:encoding:)` drops it), so the text is
        // exactly the file's bytes and element offsets hold in it; nil when the bytes are not UTF-8.
        guard let text = utf8Text(data) else {
            let (document, elements) = try readParts(data: data, path: path)
            return IBSource(document: document, text: nil, elements: elements)
        }
        return try readSource(text: text, path: path)
    }

    /// Reads a document from its text, parsed in place (the text is kept: edits need it).
    public static func readSource(text: String, path: String) throws(IBReadError) -> IBSource {
        var text = text
        let (document, elements) = try readParts(text: &text, path: path)
        return IBSource(document: document, text: text, elements: elements)
    }

    /// The bytes as text, a byte order mark kept; nil when they are not UTF-8.
    private static func utf8Text(_ data: Data) -> String? {
        data.withUnsafeBytes { String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) }
    }

    /// Reads a document from the UTF-8 bytes of `text` in place (no copy of them).
    private static func readParts(text: inout String, path: String) throws(IBReadError) -> (IBDocument, IBElementRanges) {
        let result = text.withUTF8 { bytes -> Result<(IBDocument, IBElementRanges), IBReadError> in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return Result { () throws(IBReadError) in try readParts(data: Data(), path: path) }
            }
            let view = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
            return Result { () throws(IBReadError) in try readParts(data: view, path: path) }
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
        try readParts(data: data, path: path).0
    }

    /// The document and where each of its elements lies in `data`.
    private static func readParts(data: Data, path: String) throws(IBReadError) -> (IBDocument, IBElementRanges) {
        let prescan = try SourcePrescan.scan(data, path: path)
        guard !prescan.startTagLocations.isEmpty else { throw IBReadError(kind: .empty, file: path) }
        let builder = DocumentBuilder(path: path, startTagLocations: prescan.startTagLocations)
        builder.expectedConstraints = prescan.constraintElements
        let syntaxFailure = XMLEventSource.parse(prescan.parserSafeData(data), into: builder)
        let document = try builder.finish(syntaxFailure: syntaxFailure)
        var elements = prescan.elementRanges
        elements.indexByID = builder.elementIndexByID
        return (document, elements)
    }
}
