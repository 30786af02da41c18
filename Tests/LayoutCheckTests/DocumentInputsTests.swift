import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import Testing
import TestSupport

/// The inputs `check`, `explain` and `fix` share: files found, mode chosen, documents read,
/// other platforms' documents skipped.
struct DocumentInputsTests {
    static let macOSStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes/>
        </document>
        """

    /// A folder holding `names` (relative paths), each written with `text`.
    static func folder(_ names: [String], text: String = ExplainFixFixtures.imagePinnedToEdges) throws -> URL {
        let folder = try TemporaryFiles.folder()
        for name in names {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func aFolderGivesItsStoryboardsAndXibsSortedWithoutTheExcludedOnesOrGitsFiles() throws {
        let folder = try Self.folder(["b.xib", "a/z.storyboard", "notes.txt", ".git/x.xib", "Legacy/old.xib"])
        var configuration = CheckConfiguration()
        configuration.excluded = [PathPattern("Legacy")]
        configuration.baseDirectory = folder.path
        let inputs = DocumentInputs(configuration: configuration, buildTime: false, currentDirectory: folder.path)
        #expect(inputs.inputFiles([folder.path]) == [folder.path + "/a/z.storyboard", folder.path + "/b.xib"])
    }

    @Test func aFolderWithoutInterfaceBuilderFilesGivesNoneAndNoPathMeansTheCurrentFolder() throws {
        let folder = try Self.folder(["readme.md"])
        let inputs = DocumentInputs(configuration: CheckConfiguration(), buildTime: false, currentDirectory: folder.path)
        #expect(inputs.inputFiles([folder.path]).isEmpty)
        #expect(DocumentInputs.searched([]) == ["."])
        #expect(DocumentInputs.searched(["x"]) == ["x"])
    }

    @Test func buildTimeWinsOverTheConfiguredModeWhichWinsOverDesignTime() {
        var configured = CheckConfiguration()
        configured.mode = .buildTime
        #expect(DocumentInputs(configuration: CheckConfiguration(), buildTime: false).mode == .designTime)
        #expect(DocumentInputs(configuration: configured, buildTime: false).mode == .buildTime)
        #expect(DocumentInputs(configuration: CheckConfiguration(), buildTime: true).mode == .buildTime)
    }

    @Test func aTextIsCheckedAsTheFileItNamesAndAnUnreadableTextGivesNil() {
        let inputs = DocumentInputs(configuration: CheckConfiguration(), buildTime: false)
        #expect(inputs.check(text: "<document", as: "Broken.storyboard") == nil)
        let check = inputs.check(text: ExplainFixFixtures.imagePinnedToEdges, as: "Image.storyboard")
        // Seed 000: pinned to all four edges with no size, the scroll view's content size and the
        // image view's width and height only refer to each other: two errors.
        #expect(check?.path == "Image.storyboard")
        #expect(check?.diagnostics.map(\.kind) == [.scrollableContentSizeAmbiguity, .missingConstraints])
        #expect(check?.diagnostics.allSatisfy { $0.severity == .error } == true)
    }

    @Test func checkingAllExplainsOnlyWhenAsked() throws {
        let folder = try Self.folder(["a.storyboard", "b.storyboard"])
        let inputs = DocumentInputs(configuration: CheckConfiguration(), buildTime: false, currentDirectory: folder.path)
        let files = inputs.inputFiles([folder.path])
        let plain = inputs.checkAll(files, explain: false, showingProgress: false)
        let explained = inputs.checkAll(files, explain: true, showingProgress: false)
        #expect(plain.map(\.path) == files)
        #expect(plain.allSatisfy { $0.explanation == nil })
        #expect(explained.allSatisfy { $0.explanation?.items.count == 2 })
    }

    @Test func aMacDocumentIsTakenOutWithOneNoteAndAnIOSOneStays() throws {
        let folder = try Self.folder(["Mac.storyboard"], text: Self.macOSStoryboard)
        let iOS = try Self.folder(["Phone.storyboard"])
        let inputs = DocumentInputs(configuration: CheckConfiguration(), buildTime: false)
        var checks = [inputs.check(folder.path + "/Mac.storyboard"), inputs.check(iOS.path + "/Phone.storyboard")]
        let notes = DocumentInputs.removeSkipped(from: &checks)
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix(folder.path + "/Mac.storyboard: note: skipped: ") == true)
        #expect(checks.map(\.path) == [iOS.path + "/Phone.storyboard"])
    }
}
