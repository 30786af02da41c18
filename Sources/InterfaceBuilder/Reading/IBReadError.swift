/// Why a file could not be read as an Interface Builder document.
public struct IBReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened or read.
        case unreadableFile(reason: String)
        /// The file holds no XML element at all.
        case empty
        /// Not well-formed XML (truncated, mismatched tags, undefined entities, …).
        case malformedXML(reason: String)
        /// The document declares an encoding other than UTF-8, or starts with a UTF-16/32 byte order.
        case unsupportedEncoding(String)
        /// A `<!DOCTYPE>` or `<!ENTITY>`: never written by IB, and the way to entity bombs and external fetches.
        case documentTypeDeclaration
        /// A pre-Xcode 5 `<archive>` document.
        case unsupportedArchiveFormat
        /// A document for a platform other than iOS (`MacOSX.Cocoa`, WatchKit, AppleTV).
        case unsupportedPlatform(type: String, targetRuntime: String?)
        /// XML whose root element is not `<document>`.
        case notInterfaceBuilderDocument(rootElement: String)
        /// Elements nested deeper than `limit`: Interface Builder writes a few dozen levels, and every
        /// level costs the layout and whatever walks the view tree.
        case nestingTooDeep(limit: Int)
        /// More than `limit` views in one tree (a scene's root view or a xib's top-level view, with its subviews).
        case tooManyViews(limit: Int)
    }

    public var kind: Kind
    public var file: String
    /// 1-based line, when the problem has a place in the file.
    public var line: Int?
    public var column: Int?

    public init(kind: Kind, file: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
    }

    /// True for documents that are valid but out of scope (old archives, other platforms).
    public var isUnsupported: Bool {
        switch kind {
        case .unsupportedArchiveFormat, .unsupportedPlatform, .unsupportedEncoding: true
        default: false
        }
    }

    public var message: String {
        switch kind {
        case .unreadableFile(let reason): "cannot read file: \(reason)"
        case .empty: "no XML element in file"
        case .malformedXML(let reason): "malformed XML: \(reason)"
        case .unsupportedEncoding(let name): "unsupported encoding \(name); Interface Builder files are UTF-8"
        case .documentTypeDeclaration:
            "document type declarations and entities are not allowed in Interface Builder files (not expanded)"
        case .unsupportedArchiveFormat:
            "unsupported: pre-Xcode 5 <archive> document; open and save it in a newer Xcode"
        case .unsupportedPlatform(let type, let runtime):
            "unsupported: \(type) (\(runtime ?? "no targetRuntime")) is not an iOS (Cocoa Touch) document"
        case .notInterfaceBuilderDocument(let root):
            "not an Interface Builder document (root element <\(root)>)"
        case .nestingTooDeep(let limit):
            "elements nested more than \(limit) levels deep (Interface Builder writes a few dozen); file refused"
        case .tooManyViews(let limit):
            "more than \(limit) views in one scene (Interface Builder scenes hold a few hundred); file refused"
        }
    }

    /// `path:line:column: error: message` (line and column 1 when the error has no place).
    public var description: String {
        "\(file):\(line ?? 1):\(column ?? 1): error: \(message)"
    }
}
