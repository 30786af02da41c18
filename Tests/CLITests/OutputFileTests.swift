import Foundation
import Testing

/// `fix -o` and `render -o` never lose a file (issue 17): the input is refused as the output by
/// identity, existing non-regular outputs are written through, `-` is standard output, and a
/// failed write is exit 2 with one line and no claim of success.
@Suite("fix -o and render -o")
struct OutputFileTests {
    /// A fresh folder holding a copy of the ambiguous example as `A.storyboard`, and its bytes.
    func folderWithInput() throws -> (folder: URL, input: URL, original: Data) {
        let folder = try CLI.temporaryFolder()
        let input = folder.appendingPathComponent("A.storyboard")
        let original = try Data(contentsOf: CLI.packageRoot.appendingPathComponent(ReporterFixtures.ambiguous))
        try original.write(to: input)
        return (folder, input, original)
    }

    func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test("An output that reaches the input through a symlinked folder, a symlink or a hard link is refused",
          arguments: ["folder", "file", "hard link"], ["fix", "render"])
    func inputByIdentity(alias: String, command: String) throws {
        let (folder, input, original) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appendingPathComponent("other")
        let output: String
        switch alias {
        case "folder":
            try FileManager.default.createSymbolicLink(atPath: other.path, withDestinationPath: folder.path)
            output = other.appendingPathComponent("A.storyboard").path
        case "file":
            try FileManager.default.createSymbolicLink(atPath: other.path, withDestinationPath: input.path)
            output = other.path
        default:
            try FileManager.default.linkItem(atPath: input.path, toPath: other.path)
            output = other.path
        }
        let run = try CLI.run([command, input.path, "-o", output])
        #expect(run.status == 64, "\(run.error)")
        #expect(run.error.contains("refusing to overwrite the input"))
        #expect(try Data(contentsOf: input) == original)
    }

    @Test("An output that is a symlink to another file is written through; the link stays a link")
    func symlinkWrittenThrough() throws {
        let (folder, input, _) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.svg"), link = folder.appendingPathComponent("link.svg")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let run = try CLI.run(["render", input.path, "-o", link.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(fileType(link.path) == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test("An output that is a dangling symlink is refused (exit 2) and creates nothing")
    func danglingSymlink() throws {
        let (folder, input, _) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.svg"), link = folder.appendingPathComponent("link.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: missing.path)
        let run = try CLI.run(["render", input.path, "-o", link.path])
        #expect(run.status == 2)
        #expect(run.error == "\(link.path): cannot write the picture: No such file or directory\n")
        #expect(fileType(missing.path) == nil)
        #expect(fileType(link.path) == S_IFLNK)
    }

    @Test("An output that is a FIFO receives the fixed copy and stays a FIFO")
    func fifoWrittenThrough() throws {
        let (folder, input, original) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("out.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading and writing, so neither end blocks; the copy (a few KB) fits the pipe's buffer.
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let run = try CLI.run(["fix", input.path, "-o", fifo])
        #expect(run.status == 0, "\(run.error)")
        var received = Data(), buffer = [UInt8](repeating: 0, count: 65_536)
        while case let count = read(reader, &buffer, buffer.count), count > 0 { received.append(contentsOf: buffer[..<count]) }
        #expect(fileType(fifo) == S_IFIFO)
        // The example has a fix to apply, so the copy is the input with lines added.
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.hasPrefix("<?xml") && text.hasSuffix("</document>\n"))
        #expect(received.count > original.count)
        #expect(try Data(contentsOf: input) == original)
    }

    @Test("A write to /dev/full is exit 2 with one line, and nothing says the copy was written",
          arguments: [["fix"], ["render"]])
    func fullDevice(command: [String]) throws {
        let (folder, input, original) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.run(command + [input.path, "-o", "/dev/full"])
        #expect(run.status == 2)
        let what = command == ["fix"] ? "the fixed copy" : "the picture"
        #expect(run.error == "/dev/full: cannot write \(what): No space left on device\n")
        #expect(run.output.isEmpty)
        #expect(fileType("/dev/full") == S_IFCHR)
        #expect(try Data(contentsOf: input) == original)
    }

    @Test("fix -o - writes the copy to standard output and its summary to standard error; no file named -")
    func fixToStandardOutput() throws {
        let (folder, input, original) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["fix", "A.storyboard", "-o", "-"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("<?xml") && run.output.hasSuffix("</document>\n"))
        #expect(run.output.utf8.count > original.count)
        #expect(run.error.contains("wrote standard output ("))
        #expect(fileType(folder.appendingPathComponent("-").path) == nil)
        #expect(try Data(contentsOf: input) == original)
    }

    @Test("A failed write to standard output is exit 2 too", arguments: [["fix"], ["render"]])
    func fullStandardOutput(command: [String]) throws {
        let (folder, input, _) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLI.runToFullStandardOutput(command + [input.path, "-o", "-"])
        let message = run.error
        #expect(run.status == 2)
        #expect(message.hasPrefix("standard output: cannot write ") && message.hasSuffix(": No space left on device\n"))
        #expect(message.split(separator: "\n").count == 1)
    }

    @Test("An existing regular output is replaced whole, keeping its permissions")
    func regularFileReplaced() throws {
        let (folder, input, _) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("picture.svg")
        try Data(String(repeating: "x", count: 1_000_000).utf8).write(to: output)
        #expect(chmod(output.path, 0o640) == 0)
        let run = try CLI.run(["render", input.path, "-o", output.path])
        #expect(run.status == 0, "\(run.error)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && !svg.contains("xxx"))
        var info = stat()
        #expect(stat(output.path, &info) == 0 && info.st_mode & 0o777 == 0o640)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.storyboard", "picture.svg"])
    }
}
