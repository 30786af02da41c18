import Foundation
import Testing

/// `fix --in-place` never loses a line of the file it rewrites (issue 24): a symbolic link stays a
/// link, owner, group, permissions and extended attributes are kept, a byte order mark is kept,
/// and a run stopped by a signal at any moment leaves either the old file or the whole fixed one,
/// and no temporary file.
@Suite("fix --in-place writes atomically and faithfully")
struct InPlaceWriteTests {
    /// A fresh folder with the ambiguous example (it has two fixes) as `A.storyboard`.
    func folderWithInput(prefix: Data = Data(), padding: Int = 0) throws -> (folder: URL, input: URL, original: Data) {
        let folder = try CLI.temporaryFolder()
        let input = folder.appendingPathComponent("A.storyboard")
        var original = prefix
        var example = try Data(contentsOf: CLI.packageRoot.appendingPathComponent(ReporterFixtures.ambiguous))
        if padding > 0 {
            // A long comment after the XML declaration makes the write take a while.
            let end = example.firstRange(of: Data("?>\n".utf8))!.upperBound
            example.insert(contentsOf: Data(("<!--" + String(repeating: "padding ", count: padding / 8) + "-->\n").utf8),
                           at: end)
        }
        original.append(example)
        try original.write(to: input)
        return (folder, input, original)
    }

    func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("A symlinked input: the link stays a link and its target gets the fixed text, with its metadata")
    func symlinkKeepsMetadata() throws {
        let (folder, input, original) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.storyboard")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: input.path)
        #expect(chmod(input.path, 0o640) == 0)
        let owned = geteuid() == 0 && chown(input.path, 4321, 8765) == 0
        #expect(TestAttributes.set("user.origin", "kept", on: input.path))
        let run = try CLI.run(["fix", "--in-place", link.path])
        #expect(run.status == 0, "\(run.error)")
        var info = stat()
        #expect(lstat(link.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(stat(input.path, &info) == 0 && info.st_mode & 0o7777 == 0o640)
        if owned { #expect(info.st_uid == 4321 && info.st_gid == 8765) }
        #expect(TestAttributes.value("user.origin", of: input.path) == "kept")
        let fixed = try Data(contentsOf: input)
        #expect(fixed.count > original.count)
        #expect(try entries(folder) == ["A.storyboard", "link.storyboard"])
    }

    @Test("A byte order mark is kept, and the rest is what the file without it is fixed to")
    func byteOrderMarkKept() throws {
        let mark = Data([0xEF, 0xBB, 0xBF])
        let (folder, input, _) = try folderWithInput(prefix: mark)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plainFolder, plain, _) = try folderWithInput()
        defer { try? FileManager.default.removeItem(at: plainFolder) }
        #expect(try CLI.run(["fix", "--in-place", input.path]).status == 0)
        #expect(try CLI.run(["fix", "--in-place", plain.path]).status == 0)
        let fixed = try Data(contentsOf: input)
        #expect(fixed.prefix(3) == mark)
        #expect(fixed.dropFirst(3) == (try Data(contentsOf: plain)))
    }

    @Test("A signal at any moment leaves the old file or the whole fixed one, and no temporary file",
          arguments: [SIGTERM, SIGINT, SIGKILL])
    func interruptedRun(signal: Int32) throws {
        let (folder, input, original) = try folderWithInput(padding: 300_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = folder.appendingPathComponent("expected")
        let start = Date()
        #expect(try CLI.run(["fix", input.path, "-o", expected.path]).status == 0)
        // The signals are spread over the whole run, however fast the machine is today.
        let runTime = Date().timeIntervalSince(start)
        let fixed = try Data(contentsOf: expected)
        try FileManager.default.removeItem(at: expected)
        var outcomes = Set<String>()
        for step in 0...8 {
            let delay = runTime * Double(step) / 6
            try original.write(to: input)
            let child = try SignalledChild(CLI.binary.path, ["fix", "--in-place", input.path])
            Thread.sleep(forTimeInterval: delay)
            child.stop(with: signal)
            let now = try Data(contentsOf: input)
            #expect(now == original || now == fixed, "cut file after \(delay) s")
            outcomes.insert(now == original ? "old" : "fixed")
            #expect(try entries(folder) == ["A.storyboard"], "stray file after \(delay) s")
        }
        // The delays span the whole run: some runs were stopped before the rename, some after.
        #expect(outcomes.contains("old"))
    }

    @Test("Lines appended while fix runs are never lost: the file is refused (exit 2) or holds them all")
    func concurrentAppend() throws {
        let (folder, input, _) = try folderWithInput(padding: 300_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let appender = Process()
        appender.executableURL = URL(fileURLWithPath: "/bin/sh")
        appender.arguments = ["-c", "i=0; while [ $i -lt 400 ]; do echo \"<!-- line $i -->\" >> \"$1\"; i=$((i+1)); done",
                              "sh", input.path]
        try appender.run()
        let run = try CLI.run(["fix", "--in-place", input.path])
        appender.waitUntilExit()
        let text = try String(contentsOf: input, encoding: .utf8)
        for line in 0..<400 { #expect(text.contains("<!-- line \(line) -->"), "line \(line) lost (exit \(run.status))") }
        if run.status == 2 { #expect(run.error.contains("changed since it was read")) }
    }
}

/// The CLI run as a child with every signal at its default action and none blocked (a child of
/// `Process` inherits the test runner's blocked signals, so SIGTERM would wait until it ended).
struct SignalledChild {
    let pid: pid_t

    init(_ executable: String, _ arguments: [String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        self.pid = pid
    }

    /// Sends `signal` and waits for the child to end.
    func stop(with signal: Int32) {
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// Extended attributes through the C library (no Foundation API on Linux).
enum TestAttributes {
    static func set(_ name: String, _ value: String, on path: String) -> Bool {
        setxattrC(path, name, Array(value.utf8), value.utf8.count, 0) == 0
    }

    static func value(_ name: String, of path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = getxattrC(path, name, &buffer, buffer.count)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }
}

@_silgen_name("setxattr")
private func setxattrC(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer?,
                       _ size: Int, _ flags: Int32) -> Int32
@_silgen_name("getxattr")
private func getxattrC(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeMutableRawPointer?,
                       _ size: Int) -> Int

@Suite("Writes into folders that cannot take them")
struct UnwritableFolderTests {
    @Test("A folder that cannot be written (read-only for a user; a read-only file system for root): exit 2, one line, nothing made")
    func unwritableFolder() throws {
        let folder = try CLI.temporaryFolder()
        defer { chmod(folder.path, 0o755); try? FileManager.default.removeItem(at: folder) }
        var target = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        // Root writes any folder whatever its mode, but not /proc.
        if geteuid() == 0 { target = URL(fileURLWithPath: "/proc") } else { #expect(chmod(target.path, 0o555) == 0) }
        let output = target.appendingPathComponent("picture.svg").path
        let run = try CLI.run(["render", CLI.packageRoot.appendingPathComponent(ReporterFixtures.ambiguous).path,
                               "-o", output])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("\(output): cannot write the picture: ") && run.error.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
        if geteuid() != 0 { #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty) }
    }
}
