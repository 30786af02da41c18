import Foundation
import Testing
import InterfaceBuilder

@Suite("Bad input: typed errors naming file and line, never a trap or a hang")
struct IBReadErrorTests {
    @Test("mismatched tags are malformed XML at their line")
    func mismatchedTags() throws {
        let error = try #require(readError("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
            </scenes>
            </document>
            """, path: "bad.xib"))
        #expect(error.kind == .malformedXML(reason: "mismatched closing tag"))
        #expect(error.file == "bad.xib")
        #expect(error.line == 3)
    }

    @Test("a truncated storyboard is malformed XML", arguments: [100, 1500, 4000, -10])
    func truncated(length: Int) throws {
        let whole = try Fixture.data("ScrollViewImage.storyboard")
        let cut = whole.prefix(length > 0 ? length : whole.count + length)
        let error = try #require(readError(Data(cut), path: "cut.storyboard"))
        guard case .malformedXML = error.kind else {
            Issue.record("expected malformed XML, got \(error.kind)")
            return
        }
        #expect(error.file == "cut.storyboard")
        #expect((error.line ?? 0) >= 1)
    }

    @Test("empty and blank files hold no element", arguments: ["", "   \n", "<?xml version=\"1.0\"?>\n"])
    func empty(text: String) throws {
        #expect(readError(text)?.kind == .empty)
    }

    @Test("a pre-Xcode 5 archive is unsupported, at the root element's line")
    func archive() throws {
        let error = try #require(readError(try Fixture.data("Archive.xib"), path: "Archive.xib"))
        #expect(error.kind == .unsupportedArchiveFormat)
        #expect(error.isUnsupported)
        #expect(error.line == 2)
        #expect(error.description.hasPrefix("Archive.xib:2:1: error: unsupported: pre-Xcode 5 <archive>"))
    }

    @Test("a macOS storyboard is unsupported")
    func macOS() throws {
        let error = try #require(readError(try Fixture.data("MacOS.storyboard")))
        #expect(error.kind == .unsupportedPlatform(type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB",
                                                   targetRuntime: "MacOSX.Cocoa"))
        #expect(error.isUnsupported)
    }

    @Test("a watchOS storyboard is unsupported")
    func watchOS() throws {
        let xml = #"<document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit"/>"#
        #expect(readError(xml)?.isUnsupported == true)
    }

    @Test("XML that is not an IB document says what it is")
    func notInterfaceBuilder() throws {
        #expect(readError("<plist version=\"1.0\"><dict/></plist>")?.kind == .notInterfaceBuilderDocument(rootElement: "plist"))
    }

    @Test("an entity-expansion bomb is refused before parsing, quickly")
    func entityBomb() throws {
        let start = ContinuousClock.now
        let error = try #require(readError(try Fixture.data("EntityBomb.xib"), path: "EntityBomb.xib"))
        #expect(error.kind == .documentTypeDeclaration)
        #expect(error.line == 2)
        #expect(error.column == 1)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test("external entities and DTDs are refused, never fetched")
    func externalEntity() throws {
        #expect(readError(try Fixture.data("ExternalEntity.xib"))?.kind == .documentTypeDeclaration)
    }

    @Test("a DOCTYPE after a comment is still found")
    func doctypeAfterComment() throws {
        #expect(readError("<!-- <document> -->\n<!DOCTYPE document>\n<document/>")?.kind == .documentTypeDeclaration)
    }

    @Test("an undeclared entity reference is malformed, not expanded")
    func undeclaredEntity() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects><label text="&secret;" id="a"/></objects></document>
            """
        guard case .malformedXML = readError(xml)?.kind else {
            Issue.record("expected malformed XML")
            return
        }
    }

    @Test("encodings other than UTF-8 are refused")
    func encodings() throws {
        let latin1 = #"<?xml version="1.0" encoding="ISO-8859-1"?><document/>"#
        #expect(readError(latin1)?.kind == .unsupportedEncoding("ISO-8859-1"))
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(contentsOf: Array("<document/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(readError(utf16)?.kind == .unsupportedEncoding("UTF-16"))
        let bomUTF8 = Data([0xEF, 0xBB, 0xBF]) + Data(#"<?xml version="1.0" encoding="utf-8"?><plist/>"#.utf8)
        #expect(readError(bomUTF8)?.kind == .notInterfaceBuilderDocument(rootElement: "plist"))
    }

    @Test("a missing file is unreadable, named")
    func missingFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).xib")
        do {
            _ = try IBReader.read(contentsOf: url)
            Issue.record("expected an error")
        } catch {
            guard case .unreadableFile = error.kind else {
                Issue.record("got \(error.kind)")
                return
            }
            #expect(error.file == url.path)
        }
    }
}
