import Foundation
@testable import LayoutCheck
import Testing
import TestSupport

/// `AtomicFileWriter` and `OutputFile.replaceInput` on files written here: an input another program
/// changed is never replaced, whenever the change lands; reports refuse links and special files.
@Suite("Atomic file writer")
struct AtomicFileWriterTests {
    func file(_ contents: String) throws -> (folder: URL, path: String) {
        let folder = try TemporaryFiles.folder()
        let path = folder.appendingPathComponent("input.storyboard").path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// The file read as `<a/>\n` is replaced by `<b/>\n` only if it still holds exactly that.
    @Test("An input is replaced only if it still holds what was read; otherwise it is left as it is",
          arguments: [("<a/>\n", "<b/>\n"), ("<a/>\n<!-- appended -->\n", "<a/>\n<!-- appended -->\n"),
                      ("<a/>", "<a/>"), ("", "")])
    func replacedOnlyIfUnchanged(onDisk: String, after: String) throws {
        let (folder, path) = try file(onDisk)
        defer { try? FileManager.default.removeItem(at: folder) }
        let replaced = (try? OutputFile.replaceInput(path, read: "<a/>\n", with: "<b/>\n")) != nil
        #expect(replaced == (after == "<b/>\n"))
        #expect(try contents(path) == after)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["input.storyboard"])
    }

    @Test("A line appended after the comparison, just before the rename, is still caught")
    func appendAfterComparison() throws {
        let (folder, path) = try file("<a/>\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = AtomicFileWriter { descriptor in
            let same = Data("<a/>\n".utf8).withUnsafeBytes { FileComparison.holds(descriptor, exactly: [$0]) }
            let appender = open(path, O_WRONLY | O_APPEND)
            _ = "<!-- late -->\n".withCString { Foundation.write(appender, $0, 14) }
            close(appender)
            return same
        }
        #expect(throws: OutputFile.Failure.self) {
            try writer.write(to: path) { descriptor throws(OutputFile.Failure) in
                try RawWrite.all(Data("<b/>\n".utf8), to: descriptor, path: path)
            }
        }
        #expect(try contents(path) == "<a/>\n<!-- late -->\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["input.storyboard"])
    }

    @Test("A report refuses an existing symbolic link unless asked; asked, the link stays and its target is replaced")
    func reportLinks() throws {
        let (folder, target) = try file("keep")
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("report.html").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: OutputFile.Failure.self) { try OutputFile(link, report: true).write("<html>") }
        #expect(try contents(target) == "keep")
        try OutputFile(link, report: true, followingLinks: true).write("<html>")
        #expect(try contents(target) == "<html>")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    }

    @Test("A report refuses a device; a product (-o) writes through it")
    func reportDevice() throws {
        #expect(throws: OutputFile.Failure.self) { try OutputFile("/dev/null", report: true).write("x") }
        try OutputFile("/dev/null").write("x")
    }

    @Test("A new file gets the permissions the umask allows, like any file the user creates")
    func newFileMode() throws {
        let folder = try TemporaryFiles.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.svg").path
        let previous = umask(0o027)
        defer { umask(previous) }
        try OutputFile(path).write("<svg/>")
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o640)
    }

    @Test("Paths are split into folder and name as the temporary file needs",
          arguments: [("a.svg", ".", "a.svg"), ("/a.svg", "/", "a.svg"), ("x/y/a.svg", "x/y", "a.svg")])
    func split(path: String, folder: String, name: String) {
        #expect(AtomicFileWriter.split(path) == (folder, name))
    }
}
