import Foundation

/// Where a command writes what it made (`fix -o`, `render -o`, the HTML report's pages, a
/// baseline): standard output for `-`, otherwise a path, written by `AtomicFileWriter`.
///
/// Written so no file is lost: an output that is one of the inputs (by device and inode, so also
/// through symbolic links and hard links) is refused by the commands; a new or regular file is
/// replaced whole, keeping its owner, permissions and extended attributes; a symbolic link stays a
/// link and its target is replaced. A product (`-o`) that is a device or FIFO is written through;
/// a report (`isReport`) refuses an existing link, device or FIFO unless `followsLinks` (a link
/// committed at a report's path could point anywhere). Every failure is one line naming the path
/// and the system's reason.
package struct OutputFile: Sendable, Equatable {
    package enum Destination: Sendable, Equatable {
        case standardOutput
        case path(String)
    }

    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String

        package var description: String { "\(path): \(reason)" }
    }

    package var destination: Destination
    /// Refuses an existing symbolic link, device or FIFO at the path (reports, unless asked).
    package var refusesLinksAndSpecialFiles = false

    /// `-` is standard output; anything else a path. A report refuses links and special files
    /// unless `followingLinks`.
    package init(_ argument: String, report: Bool = false, followingLinks: Bool = false) {
        destination = argument == "-" ? .standardOutput : .path(argument)
        refusesLinksAndSpecialFiles = report && !followingLinks
    }

    /// The output as messages name it.
    package var displayName: String {
        switch destination {
        case .standardOutput: "standard output"
        case .path(let path): path
        }
    }

    /// Whether writing here would overwrite one of `inputs` (standard output never does).
    package func isOneOf(_ inputs: [String]) -> Bool {
        isOneOf(FileIdentity.Set(inputs))
    }

    /// The same, against identities worked out once (the HTML report asks for every page).
    package func isOneOf(_ inputs: FileIdentity.Set) -> Bool {
        guard case .path(let path) = destination else { return false }
        return inputs.contains(path)
    }

    /// Writes `data` in full, or throws without claiming anything was written.
    package func write(_ data: Data) throws(Failure) {
        switch destination {
        case .standardOutput:
            // Whatever was printed before goes first.
            if let reason = StandardStreams.finishOutput() { throw Failure(path: displayName, reason: reason) }
            try RawWrite.all(data, to: STDOUT_FILENO, path: displayName)
        case .path(let path):
            let writer = AtomicFileWriter(followsLinks: !refusesLinksAndSpecialFiles,
                                          writesThroughSpecialFiles: !refusesLinksAndSpecialFiles)
            try writer.write(to: path) { descriptor throws(Failure) in try RawWrite.all(data, to: descriptor, path: path) }
        }
    }

    /// Writes the text's own UTF-8 bytes, not a copy of them: a fixed 50 MB storyboard is written
    /// without holding another 50 MB.
    package func write(_ text: String) throws(Failure) {
        try RawWrite.withBytes(of: text) { data throws(Failure) in try write(data) }
    }

    /// Replaces the input at `path`, read as `original`, with `fixed`, only if the file still holds
    /// exactly what was read (else nothing is changed and the failure says so). A byte order mark
    /// the file starts with (which the text as read may lack) is kept.
    package static func replaceInput(_ path: String, read original: String, with fixed: String) throws(Failure) {
        let mark = original.hasPrefix("\u{FEFF}") || !startsWithByteOrderMark(path) ? Data() : Data([0xEF, 0xBB, 0xBF])
        let keepsMark = !fixed.hasPrefix("\u{FEFF}")
        try RawWrite.withBytes(of: original) { read throws(Failure) in
            try RawWrite.withBytes(of: fixed) { written throws(Failure) in
                let writer = AtomicFileWriter(writesThroughSpecialFiles: false) { descriptor in
                    mark.withUnsafeBytes { mark in read.withUnsafeBytes { FileComparison.holds(descriptor, exactly: [mark, $0]) } }
                }
                try writer.write(to: path) { descriptor throws(Failure) in
                    if keepsMark { try RawWrite.all(mark, to: descriptor, path: path) }
                    try RawWrite.all(written, to: descriptor, path: path)
                }
            }
        }
    }

    private static func startsWithByteOrderMark(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 3)
        return read(descriptor, &head, 3) == 3 && head == [0xEF, 0xBB, 0xBF]
    }
}

/// Whether two paths are one file: the same device and inode (symbolic links followed, hard
/// links included); paths that cannot be examined are compared by their resolved real path.
package enum FileIdentity {
    package static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        if stat(a, &first) == 0, stat(b, &second) == 0 {
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
        return realPath(a) == realPath(b)
    }

    /// Many files' identities, each examined once: device and inode where `stat` works, else the
    /// resolved real path (as `isSameFile` compares them).
    package struct Set: Sendable {
        private var inodes: Swift.Set<[UInt64]> = []
        private var realPaths: Swift.Set<String> = []

        package init(_ paths: [String]) {
            for path in paths {
                if let key = FileIdentity.key(path) { inodes.insert(key) } else { realPaths.insert(FileIdentity.realPath(path)) }
            }
        }

        package func contains(_ path: String) -> Bool {
            if let key = FileIdentity.key(path), inodes.contains(key) { return true }
            return realPaths.contains(FileIdentity.realPath(path))
        }
    }

    private static func key(_ path: String) -> [UInt64]? {
        var info = stat()
        return stat(path, &info) == 0 ? [UInt64(info.st_dev), UInt64(info.st_ino)] : nil
    }

    /// The path with `..` and symbolic links resolved (as far as it exists).
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// `write(2)` until every byte is out, retrying interrupted calls: a short or failed write
/// (a full disk, `/dev/full`, a closed pipe) is an error, never a silent truncation.
enum RawWrite {
    static func all(_ data: Data, to descriptor: Int32, path: String) throws(OutputFile.Failure) {
        let failure: OutputFile.Failure? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return OutputFile.Failure(path: path, reason: systemReason())
                }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// `close(2)`, whose failure can be the first sign of a write that did not reach the disk.
    static func close(_ descriptor: Int32, path: String) throws(OutputFile.Failure) {
        if Foundation.close(descriptor) != 0 { throw OutputFile.Failure(path: path, reason: systemReason()) }
    }

    static func systemReason() -> String { String(cString: strerror(errno)) }

    /// Calls `body` with a view of the text's UTF-8 bytes (no copy of them).
    static func withBytes(of text: String, _ body: (Data) throws(OutputFile.Failure) -> Void) throws(OutputFile.Failure) {
        var text = text
        let outcome: Result<Void, OutputFile.Failure> = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return Result { () throws(OutputFile.Failure) in try body(Data()) }
            }
            let view = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
            return Result { () throws(OutputFile.Failure) in try body(view) }
        }
        try outcome.get()
    }
}
