import Foundation

/// A byte-level pass over the file before any XML parsing.
///
/// It refuses what must never reach the parser (document type declarations, hence entity definitions
/// and external subsets; encodings other than UTF-8, which could hide them from this scan), and it
/// records where each start tag begins, because the parser only reports where a tag ends.
struct SourcePrescan {
    /// The location of the `<` of every start tag, in document order.
    var startTagLocations: [IBSourceLocation] = []

    /// - Throws: `IBReadError` for a DTD/entity declaration or a non-UTF-8 encoding.
    /// - Complexity: O(n) in the size of the data.
    static func scan(_ data: Data, path: String) throws(IBReadError) -> SourcePrescan {
        let result: Result<SourcePrescan, IBReadError> = data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), path: path)
            return Result { () throws(IBReadError) in try scanner.run() }
        }
        return try result.get()
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0
        /// How far `column(of:)` has counted on the current line, so a long line is counted once, not per tag.
        var countedOffset = 0
        var countedScalars = 0
        var output = SourcePrescan()

        init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
            self.bytes = bytes
            self.path = path
        }

        mutating func run() throws(IBReadError) -> SourcePrescan {
            try checkEncoding()
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    newline(at: index)
                } else if byte == UInt8(ascii: "<") {
                    try markup()
                    continue
                }
                index += 1
            }
            return output
        }

        /// Handles the markup starting at `index` (a `<`) and moves past what must be skipped.
        private mutating func markup() throws(IBReadError) {
            if matches("<!--") {
                skip(past: Array("-->".utf8))
            } else if matches("<![CDATA[") {
                skip(past: Array("]]>".utf8))
            } else if matches("<!") {
                // <!DOCTYPE, <!ENTITY, <!ELEMENT…: IB never writes a DTD, so any declaration is refused.
                throw IBReadError(kind: .documentTypeDeclaration, file: path, line: line, column: column(of: index))
            } else if matches("<?") {
                skip(past: Array("?>".utf8))
            } else {
                if !matches("</") {
                    output.startTagLocations.append(IBSourceLocation(line: line, column: column(of: index)))
                }
                index += 1
            }
        }

        private mutating func newline(at offset: Int) {
            line += 1
            lineStart = offset + 1
            countedOffset = lineStart
            countedScalars = 0
        }

        private func matches(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let pointer = literal.utf8Start
            for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
            return true
        }

        /// Moves past the next occurrence of `terminator`, counting lines; to the end if there is none.
        private mutating func skip(past terminator: [UInt8]) {
            index += 1
            while index < bytes.count {
                if bytes[index] == 0x0A { newline(at: index) }
                if bytes[index] == terminator[0], index + terminator.count <= bytes.count,
                   (0..<terminator.count).allSatisfy({ bytes[index + $0] == terminator[$0] }) {
                    index += terminator.count
                    return
                }
                index += 1
            }
        }

        /// 1-based column of a byte offset on the current line, counted in Unicode scalars.
        private mutating func column(of offset: Int) -> Int {
            if offset < countedOffset {
                countedOffset = lineStart
                countedScalars = 0
            }
            for position in countedOffset..<offset where bytes[position] & 0xC0 != 0x80 { countedScalars += 1 }
            countedOffset = offset
            return countedScalars + 1
        }

        /// Refuses UTF-16/32 byte orders and XML declarations naming an encoding other than UTF-8.
        private mutating func checkEncoding() throws(IBReadError) {
            if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
                throw IBReadError(kind: .unsupportedEncoding("UTF-16"), file: path, line: 1, column: 1)
            }
            if bytes.count >= 1, bytes[0] == 0 {
                throw IBReadError(kind: .unsupportedEncoding("UTF-16/32"), file: path, line: 1, column: 1)
            }
            if matches("\u{FEFF}") { index = 3 }
            guard matches("<?xml") else { return }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let declaration = String(decoding: bytes[index..<end], as: UTF8.self)
            guard let name = Self.encodingName(in: declaration) else { return }
            if !["utf-8", "utf8"].contains(name.lowercased()) {
                throw IBReadError(kind: .unsupportedEncoding(name), file: path, line: 1, column: 1)
            }
        }

        /// The value of `encoding="…"` in an XML declaration.
        static func encodingName(in declaration: String) -> String? {
            guard let range = declaration.range(of: "encoding") else { return nil }
            let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            return String(rest.dropFirst().prefix { $0 != quote })
        }
    }
}
