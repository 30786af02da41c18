import Foundation
import Testing
import InterfaceBuilder

/// Regressions found by fuzzing the reader (Scripts/fuzz-ib.sh) and by probing its prescan and file handling.
@Suite("Hostile input: what the fuzzer and the prescan probes found")
struct IBReaderHostileInputTests {
    static let xibType = #"type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0""#

    @Test("the fuzzer's crash input (a processing instruction without data) is an error, not a crash")
    func fuzzerProcessingInstructionCrash() throws {
        // crash-281ae9ce…: `<?o?>` made libxml2 pass a NULL data pointer that FoundationXML gives to strlen.
        let input = Data([0x3C, 0x3F, 0x6F, 0x3F, 0x3E, 0xE5, 0x64, 0x3C, 0x22, 0x63, 0x6F, 0x6D, 0x3E, 0x0A])
        #expect(readError(input) != nil)
    }

    @Test("processing instructions without data are read past; later lines and columns stay where they are")
    func datalessProcessingInstructions() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><?a?>
            <document \(Self.xibType)><?b?><objects>
            <?c?><label id="L"/></objects></document>
            """
        let document = try IBReader.read(data: Data(xml.utf8), path: "pi.xib")
        #expect(document.views.map(\.id) == ["L"])
        // `<?c?>` takes columns 1–5 of line 3, so the label's `<` is at column 6.
        #expect(document.views.first?.location == IBSourceLocation(line: 3, column: 6))
    }

    @Test("a document handed over as a slice of a larger buffer reads the same")
    func dataSlice() throws {
        let xml = "<?a?><document \(Self.xibType)><objects><view id=\"v\"/></objects></document>"
        let slice = Data(("padding" + xml).utf8).dropFirst(7)
        let document = try IBReader.read(data: slice, path: "slice.xib")
        #expect(document.views.map(\.id) == ["v"])
        // `<view` follows `<?a?>` (5), the 74-character document tag and `<objects>` (9): column 89.
        #expect(document.views.first?.location == IBSourceLocation(line: 1, column: 89))
    }

    static let entityDocument = #"<!DOCTYPE document [<!ENTITY x "EXPANDED">]>"#
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#
        + #"<objects><label text="&x;" id="a"/></objects></document>"#

    @Test("UTF-16 without a byte order mark is refused, so a DTD inside it is never expanded")
    func utf16WithoutByteOrderMark() throws {
        // libxml2 recognises `<\0?\0` as UTF-16LE; byte by byte, `<\0!\0DOCTYPE` is no `<!DOCTYPE`.
        let text = #"<?xml version="1.0"?>"# + Self.entityDocument
        let littleEndian = Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(readError(littleEndian)?.kind == .unsupportedEncoding("UTF-16/32"))
        let bigEndian = Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(readError(bigEndian)?.kind == .unsupportedEncoding("UTF-16/32"))
    }

    @Test("EBCDIC, recognised by libxml2 from `<?xm` in code page 37, is refused")
    func ebcdic() throws {
        #expect(readError(Data([0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40]))?.kind == .unsupportedEncoding("EBCDIC"))
    }

    @Test("an encoding declared with whitespace around `=` is still refused")
    func encodingWithWhitespace() throws {
        let tab = "<?xml version=\"1.0\" encoding\t=\t\"UTF-7\"?><document/>"
        #expect(readError(tab)?.kind == .unsupportedEncoding("UTF-7"))
        let newline = "<?xml version=\"1.0\" encoding\n=\r\n'ISO-8859-1'?><document/>"
        #expect(readError(newline)?.kind == .unsupportedEncoding("ISO-8859-1"))
        // In UTF-7, `+ADw-` is `<` and `+ACY-` is `&`: the whole DTD hides from a byte scan.
        let hidden = "<?xml version=\"1.0\" encoding\t=\"UTF-7\"?>"
            + Self.entityDocument.replacingOccurrences(of: "<!", with: "+ADw-!")
                .replacingOccurrences(of: "&", with: "+ACY-")
        #expect(readError(hidden)?.kind == .unsupportedEncoding("UTF-7"))
    }

    @Test("an encoding declaration whose value cannot be read is refused, not left to libxml2")
    func unreadableEncodingValue() throws {
        let error = try #require(readError("<?xml version=\"1.0\" encoding=UTF-7?><document/>"))
        guard case .unsupportedEncoding = error.kind else {
            Issue.record("expected an unsupported encoding, got \(error.kind)")
            return
        }
        #expect(error.isUnsupported)
    }

    static func viewWithAttributes(_ count: Int) -> String {
        let attributes = (1..<count).map { " a\($0)=\"1\"" }.joined()
        return "<document \(xibType)><objects>\n<view id=\"v\"\(attributes)/></objects></document>"
    }

    @Test("a tag with more than 256 attributes is refused at its place; 256 are read")
    func attributeLimit() throws {
        #expect(try IBReader.read(data: Data(Self.viewWithAttributes(256).utf8), path: "a.xib").views.count == 1)
        // The document tag has 2 attributes and the view 257 (its id and a1…a256).
        let error = try #require(readError(Self.viewWithAttributes(257), path: "a.xib"))
        #expect(error.kind == .malformedXML(reason: "more than 256 attributes in one element"))
        #expect(error.line == 2)
        #expect(error.column == 1)
    }

    @Test("200,000 attributes in one tag are refused at once (libxml2 would compare every pair)")
    func attributeFlood() throws {
        let start = ContinuousClock.now
        let error = try #require(readError(Self.viewWithAttributes(200_000)))
        #expect(error.kind == .malformedXML(reason: "more than 256 attributes in one element"))
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("quotes and `>` inside attribute values neither count as attributes nor end the tag")
    func quotesInValues() throws {
        let xml = """
            <document \(Self.xibType)><objects><label text="it's > 'x'" userLabel='say "hi"' id="a"/>
            <view id="b"/></objects></document>
            """
        let document = try IBReader.read(data: Data(xml.utf8), path: "q.xib")
        #expect(document.views.map(\.text) == ["it's > 'x'", nil])
        #expect(document.views.map(\.userLabel) == ["say \"hi\"", nil])
        #expect(document.views.last?.location == IBSourceLocation(line: 2, column: 1))
    }

    @Test("a directory is unreadable, named, and says it is a directory")
    func directory() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-dir-\(UUID()).storyboard")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(readFileError(url))
        #expect(error.kind == .unreadableFile(reason: "is a directory"))
        #expect(error.file == url.path)
    }

    @Test("a device that never ends (/dev/zero) is refused without reading it",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func endlessDevice() throws {
        let start = ContinuousClock.now
        let error = try #require(readFileError(URL(fileURLWithPath: "/dev/zero")))
        #expect(error.kind == .unreadableFile(reason: "is a device, not a regular file"))
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("a file without read permission is unreadable, named", .enabled(if: geteuid() != 0))
    func withoutPermission() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-locked-\(UUID()).xib")
        try Data("<document/>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        let error = try #require(readFileError(url))
        guard case .unreadableFile = error.kind else {
            Issue.record("expected an unreadable file, got \(error.kind)")
            return
        }
        #expect(error.file == url.path)
    }
}

/// The error reading the file at `url` throws, or nil when it reads.
private func readFileError(_ url: URL) -> IBReadError? {
    do {
        _ = try IBReader.read(contentsOf: url)
        return nil
    } catch {
        return error
    }
}
