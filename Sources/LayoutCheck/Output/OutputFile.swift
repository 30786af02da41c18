import Foundation

/// Where a command writes what it made (`fix -o`, `render -o`, the HTML report's pages): standard
/// output for `-`, otherwise a path.
///
/// Written so no file is lost: an output that is one of the inputs (by device and inode, so also
/// through symbolic links and hard links) is refused; a new or regular file is replaced whole
/// (a temporary file beside it, renamed over it, so a failed write leaves the old one); anything
/// else that exists (a device such as `/dev/null`, a FIFO, a symbolic link) is written through,
/// never replaced by a rename. Every failure is one line naming the path and the system's reason.
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

    /// `-` is standard output; anything else a path.
    package init(_ argument: String) {
        destination = argument == "-" ? .standardOutput : .path(argument)
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
            fflush(nil)  // whatever `print` buffered goes first
            try RawWrite.all(data, to: STDOUT_FILENO, path: displayName)
        case .path(let path):
            try Self.write(data, toPath: path)
        }
    }

    /// Writes the text's own UTF-8 bytes, not a copy of them: a fixed 50 MB storyboard is written
    /// without holding another 50 MB.
    package func write(_ text: String) throws(Failure) {
        var text = text
        let outcome: Result<Void, Failure> = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return Result { () throws(Failure) in try write(Data()) } }
            let view = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
            return Result { () throws(Failure) in try write(view) }
        }
        try outcome.get()
    }

    private static func write(_ data: Data, toPath path: String) throws(Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return try replace(path, with: data, mode: nil) }
            throw Failure(path: path, reason: RawWrite.systemReason())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(path, with: data, mode: info.st_mode & 0o7777)
        case S_IFDIR: throw Failure(path: path, reason: "is a folder")
        default: try writeThrough(path, data)
        }
    }

    /// A new or regular file: written beside it, then renamed over it (its permissions kept).
    private static func replace(_ path: String, with data: Data, mode: mode_t?) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { throw Failure(path: path, reason: RawWrite.systemReason()) }
        do throws(Failure) {
            // The umask applies at creation; an existing file's own mode is restored exactly.
            if let mode { fchmod(descriptor, mode) }
            try RawWrite.all(data, to: descriptor, path: path)
            try RawWrite.close(descriptor, path: path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = RawWrite.systemReason()
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    /// A device, FIFO or symbolic link: opened and written in place (a dangling link is refused,
    /// not followed into a new file).
    private static func writeThrough(_ path: String, _ data: Data) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: RawWrite.systemReason()) }
        do throws(Failure) {
            try RawWrite.all(data, to: descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        try RawWrite.close(descriptor, path: path)
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
}
