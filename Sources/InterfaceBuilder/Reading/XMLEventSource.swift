// The only file that touches FoundationXML (DESIGN.md): everything else sees plain events.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Receives the parse events of one document, in order.
protocol XMLEventHandler: AnyObject {
    func startElement(_ name: String, attributes: [String: String])
    func endElement(_ name: String)
    func characters(_ text: String)
    /// Set when the handler has seen enough (an unsupported document); parsing stops.
    var shouldStop: Bool { get }
}

/// Where and why the XML was not well-formed.
struct XMLSyntaxFailure: Error {
    var reason: String
    var line: Int
    var column: Int
}

/// Streams a document's elements to a handler with `XMLParser`, configured never to resolve entities.
enum XMLEventSource {
    /// Parses `data`, sending events to `handler`; returns the first syntax error, if any.
    ///
    /// A stream is used rather than `XMLParser(data:)` because the latter hands libxml2 the whole
    /// buffer at once and fails on inputs over 10 MB ("huge input lookup").
    static func parse(_ data: Data, into handler: XMLEventHandler) -> XMLSyntaxFailure? {
        let parser = XMLParser(stream: ChunkedInputStream(data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let delegate = Delegate(handler: handler)
        parser.delegate = delegate
        _ = parser.parse()
        if let failure = delegate.failure { return failure }
        if !delegate.stoppedByHandler, let error = parser.parserError {
            return XMLSyntaxFailure(reason: reason(code: (error as NSError).code),
                                    line: parser.lineNumber, column: parser.columnNumber)
        }
        return nil
    }

    /// Hands the parser `data` chunk by chunk, straight from its bytes: `InputStream(data:)` first copies the
    /// whole buffer into a `CFData`, which for a large file is its size again in memory for the whole parse.
    /// `XMLParser` only opens, reads and closes its stream.
    private final class ChunkedInputStream: InputStream {
        private let data: Data
        private var offset = 0

        init(_ data: Data) {
            self.data = data
            super.init(data: Data())
        }

        override func open() {}
        override func close() {}
        override var hasBytesAvailable: Bool { offset < data.count }

        override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
            let count = min(length, data.count - offset)
            guard count > 0 else { return 0 }
            data.withUnsafeBytes { raw in
                UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress! + offset, byteCount: count)
            }
            offset += count
            return count
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let handler: XMLEventHandler
        var failure: XMLSyntaxFailure?
        var stoppedByHandler = false

        init(handler: XMLEventHandler) { self.handler = handler }

        private var isDone: Bool { failure != nil || stoppedByHandler }

        private func stopIfAsked(_ parser: XMLParser) {
            if handler.shouldStop, !stoppedByHandler {
                stoppedByHandler = true
                parser.abortParsing()
            }
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard !isDone else { return }
            handler.startElement(elementName, attributes: attributes)
            stopIfAsked(parser)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            guard !isDone else { return }
            handler.endElement(elementName)
            stopIfAsked(parser)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !isDone else { return }
            handler.characters(string)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            // libxml2 may report several errors and keep calling back; the first one is the cause.
            guard !isDone else { return }
            failure = XMLSyntaxFailure(reason: XMLEventSource.reason(code: (parseError as NSError).code),
                                       line: parser.lineNumber, column: parser.columnNumber)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            nil
        }
    }

    /// Words for the libxml2 error codes that truncated or hand-edited IB files produce.
    static func reason(code: Int) -> String {
        switch code {
        case 4, 5: "unexpected end of document (truncated file?)"
        case 26: "undefined entity"
        case 38, 39, 40, 41: "malformed attribute"
        case 64, 65: "expected whitespace or attribute"
        case 73: "expected '>'"
        case 76: "mismatched closing tag"
        case 77: "mismatched closing tag at end of input"
        case 85: "missing closing tag"
        case 9: "invalid character"
        default: "XML syntax error \(code)"
        }
    }
}
