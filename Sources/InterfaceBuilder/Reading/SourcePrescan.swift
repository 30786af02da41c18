import Foundation

/// A byte-level pass over the file before any XML parsing.
///
/// It refuses what must never reach the parser (document type declarations, hence entity definitions
/// and external subsets; encodings other than UTF-8, which could hide them from this scan), and it
/// records where each start tag begins, because the parser only reports where a tag ends.
struct SourcePrescan {
    /// The location of the `<` of every start tag, in document order.
    var startTagLocations: [IBSourceLocation] = []
    /// Byte offsets of processing instructions without data (`<?target?>`), which `parserSafeData` blanks out.
    var datalessProcessingInstructions: [Range<Int>] = []
    /// How many start tags are `<constraint …>`, so the document's constraints are allocated once.
    var constraintElements = 0
    /// Each element's exact bytes, in the order of `startTagLocations` (ids are filled in by the reader).
    var elementRanges = IBElementRanges()

    /// Byte offsets of comments longer than `longComment`, which `parserSafeData` empties.
    var longComments: [Range<Int>] = []
    /// libxml2 refuses a comment past 10,000,000 bytes as "XML syntax error 1" (its text limit without
    /// XML_PARSE_HUGE, which FoundationXML cannot ask for); a comment says nothing to the reader, so one
    /// past a megabyte is emptied instead.
    static let longComment = 1_000_000

    /// The data with every `<?target?>` replaced by spaces of the same length, and every long comment by
    /// `<!---->` and spaces (its line breaks kept), so lines and columns stay put.
    ///
    /// For such an instruction libxml2 passes a NULL data pointer, and FoundationXML (swift-corelibs-foundation)
    /// hands it to `strlen`: the process crashes whatever the delegate does. IB never writes instructions.
    func parserSafeData(_ data: Data) -> Data {
        guard !datalessProcessingInstructions.isEmpty || !longComments.isEmpty else { return data }
        var copy = data
        for range in datalessProcessingInstructions {
            let start = copy.startIndex + range.lowerBound
            copy.replaceSubrange(start..<start + range.count, with: repeatElement(UInt8(ascii: " "), count: range.count))
        }
        for range in longComments {
            let start = copy.startIndex + range.lowerBound
            for offset in start + 7..<start + range.count where copy[offset] != 0x0A { copy[offset] = UInt8(ascii: " ") }
            copy.replaceSubrange(start..<start + 7, with: Array("<!---->".utf8))
        }
        return copy
    }

    /// - Throws: `IBReadError` for a DTD/entity declaration, a non-UTF-8 encoding or a tag with too many attributes.
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
        /// The elements whose end tag is still to come, innermost last.
        var openElements: [Int] = []

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
                let start = index
                if skip(past: Array("-->".utf8)), index - start > SourcePrescan.longComment {
                    output.longComments.append(start..<index)
                }
            } else if matches("<![CDATA[") {
                skip(past: Array("]]>".utf8))
            } else if matches("<!") {
                // <!DOCTYPE, <!ENTITY, <!ELEMENT…: IB never writes a DTD, so any declaration is refused.
                throw IBReadError(kind: .documentTypeDeclaration, file: path, line: line, column: column(of: index))
            } else if matches("<?") {
                let start = index
                if skip(past: Array("?>".utf8)), index - start > 4,
                   !bytes[start + 2 ..< index - 2].contains(where: { [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                    output.datalessProcessingInstructions.append(start..<index)
                }
            } else if matches("</") {
                recordEndTag()
                index += 1
            } else {
                try startTag()
            }
        }

        /// Closes the innermost open element at the end tag starting at `index` (the parser checks that
        /// the names match; a file where they do not is refused before any range is used).
        private mutating func recordEndTag() {
            guard let element = openElements.popLast() else { return }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            output.elementRanges.elements[element].endTagStart = index
            output.elementRanges.elements[element].end = min(end + 1, bytes.count)
        }

        /// Records an element whose start tag spans `start..<end`.
        private mutating func recordStartTag(from start: Int, to end: Int, selfClosing: Bool) {
            output.elementRanges.elements.append(IBElementRange(start: start, startTagEnd: end, endTagStart: nil,
                                                                end: end, parent: openElements.last))
            if !selfClosing { openElements.append(output.elementRanges.elements.count - 1) }
        }

        /// Records the start tag at `index` and moves past it, counting its attributes.
        ///
        /// libxml2 2.9 checks each attribute of a tag against all the earlier ones: a tag with n attributes costs
        /// n², and 100,000 of them (a 1 MB file) take seconds. IB writes a few dozen, so a tag with more is refused.
        private mutating func startTag() throws(IBReadError) {
            let location = IBSourceLocation(line: line, column: column(of: index))
            output.startTagLocations.append(location)
            let tagStart = index
            if matches("<constraint"), index + 11 < bytes.count,
               [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[index + 11]) {
                output.constraintElements += 1
            }
            index += 1
            var quote: UInt8?
            var attributes = 0
            var valueStart = IBSourceLocation(line: line, column: 1), valueOffset = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") { return }  // not well-formed; the parser says where
                if byte == 0x0A { newline(at: index) }
                index += 1
                if let open = quote {
                    if byte == open {
                        quote = nil
                    } else if index - valueOffset > Self.maximumAttributeValueLength {
                        throw valueTooLong(at: valueStart)
                    }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                    valueStart = IBSourceLocation(line: line, column: column(of: index - 1))
                    valueOffset = index
                    attributes += 1
                    if attributes > Self.maximumAttributesPerTag {
                        let reason = "more than \(Self.maximumAttributesPerTag) attributes in one element"
                        throw IBReadError(kind: .malformedXML(reason: reason), file: path,
                                          line: location.line, column: location.column)
                    }
                } else if byte == UInt8(ascii: ">") {
                    recordStartTag(from: tagStart, to: index, selfClosing: bytes[index - 2] == UInt8(ascii: "/"))
                    return
                }
            }
        }

        static let maximumAttributesPerTag = 256

        /// libxml2 stops at 10,000,000 bytes in one attribute value with an internal error ("XML syntax error 1")
        /// at the end of the file; IB's longest values are label texts of a few kilobytes.
        static let maximumAttributeValueLength = 1_000_000

        private func valueTooLong(at location: IBSourceLocation) -> IBReadError {
            IBReadError(kind: .malformedXML(reason: "an attribute value longer than \(Self.maximumAttributeValueLength) bytes"),
                        file: path, line: location.line, column: location.column)
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

        /// Moves past the next occurrence of `terminator`, counting lines; to the end (returning false) if there is none.
        @discardableResult
        private mutating func skip(past terminator: [UInt8]) -> Bool {
            index += 1
            while index < bytes.count {
                if bytes[index] == 0x0A { newline(at: index) }
                if bytes[index] == terminator[0], index + terminator.count <= bytes.count,
                   (0..<terminator.count).allSatisfy({ bytes[index + $0] == terminator[$0] }) {
                    index += terminator.count
                    return true
                }
                index += 1
            }
            return false
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
            // libxml2 also guesses UTF-16/32 without a byte order from a NUL among the first four bytes
            // (`<\0?\0`), and EBCDIC from `<?xm` in code page 37; this scan would see neither's `<!DOCTYPE`.
            if bytes.prefix(4).contains(0) {
                throw IBReadError(kind: .unsupportedEncoding("UTF-16/32"), file: path, line: 1, column: 1)
            }
            if bytes.count >= 4, bytes[0] == 0x4C, bytes[1] == 0x6F, bytes[2] == 0xA7, bytes[3] == 0x94 {
                throw IBReadError(kind: .unsupportedEncoding("EBCDIC"), file: path, line: 1, column: 1)
            }
            if matches("\u{FEFF}") {
                index = 3
                // libxml2 skips one mark and then meets the second before `<?xml`, which it calls truncation.
                if matches("\u{FEFF}") {
                    throw IBReadError(kind: .malformedXML(reason: "a second byte order mark (U+FEFF) at the start of the file"),
                                      file: path, line: 1, column: 2)
                }
            }
            guard matches("<?xml") else { return }
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let declaration = String(decoding: bytes[index..<end], as: UTF8.self)
            guard let name = Self.encodingName(in: declaration) else { return }
            if !["utf-8", "utf8"].contains(name.lowercased()) {
                throw IBReadError(kind: .unsupportedEncoding(name), file: path, line: 1, column: 1)
            }
        }

        /// The value of `encoding="…"` in an XML declaration; nil when the declaration names no encoding.
        ///
        /// XML allows any whitespace around the `=` (a tab, a newline); should the value still be unreadable,
        /// the text after `encoding` is returned, so that it is refused rather than left to libxml2 to decode.
        static func encodingName(in declaration: String) -> String? {
            guard let range = declaration.range(of: "encoding") else { return nil }
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            let afterKeyword = declaration[range.upperBound...]
            var rest = afterKeyword.drop(while: isSpace)
            guard rest.first == "=" else { return String(afterKeyword.prefix(40)) }
            rest = rest.dropFirst().drop(while: isSpace)
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return String(afterKeyword.prefix(40)) }
            return String(rest.dropFirst().prefix { $0 != quote })
        }
    }
}
