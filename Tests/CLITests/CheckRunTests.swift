import Foundation
import Testing

/// What every `check` run ends with, and what it does when there is nothing (or nothing for iOS)
/// to check.
@Suite("check: inputs, skipped documents and the closing line")
struct CheckRunTests {
    typealias F = ReporterFixtures

    /// A storyboard for macOS (Cocoa, not Cocoa Touch): out of scope, not broken.
    static let macStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes/>
        </document>

        """

    @Test("The closing line counts files, scenes, errors, warnings, unreadable and skipped files, then seconds")
    func closingLine() throws {
        let run = try CLI.run(["check", "--quiet", "Examples/Storyboards"])
        #expect(run.status == 1)
        // Three examples, one scene each; the ambiguous one has two errors.
        let pattern = #/Done checking 3 files \(3 scenes\): 2 errors, 0 warnings, 0 unreadable, 0 skipped in \d+\.\d\d s\.\n/#
        #expect(run.error.wholeMatch(of: pattern) != nil, "\(run.error)")
    }

    @Test("No path checks the current folder")
    func defaultPath() throws {
        let folder = try ConfigurationTests().project(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--quiet"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("./A.storyboard:17:29: error: \(F.scrollMessage)"))
    }

    @Test("No Interface Builder file found (a typo in a CI path, or everything excluded): exit 2 naming the paths")
    func nothingFound() throws {
        let folder = try ConfigurationTests().project("excluded: [Old]\n", files: ["Old/A.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let empty = try F.run(["check", "Empty", "Old"], in: folder)
        #expect(empty.status == 2)
        #expect(empty.output.isEmpty)
        #expect(empty.error == "No Interface Builder files (.storyboard, .xib) found in: Empty, Old\n")
    }

    @Test("A macOS storyboard is skipped with one note, not counted unreadable; the iOS file still decides the status")
    func macOSSkipped() throws {
        let folder = try ConfigurationTests().project(nil, files: ["A.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.macStoryboard.write(to: folder.appendingPathComponent("Mac.storyboard"), atomically: true, encoding: .utf8)
        let run = try F.run(["check", "--quiet", "."], in: folder)
        #expect(run.status == 1)
        #expect(!run.output.contains("Mac.storyboard"))
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 2)
        let note = "./Mac.storyboard: note: skipped: unsupported: com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB "
            + "(MacOSX.Cocoa) is not an iOS (Cocoa Touch) document"
        #expect(lines.first.map(String.init) == note)
        #expect(lines.last?.hasPrefix("Done checking 2 files (1 scene): 2 errors, 0 warnings, 0 unreadable, 1 skipped in ") == true)
        let alone = try F.run(["check", "Mac.storyboard"], in: folder)
        #expect(alone.status == 0)
    }
}
