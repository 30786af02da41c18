import Foundation

/// The one way a file is written (inputs fixed in place, `-o`, pictures, baselines, HTML pages):
/// never truncated and written, always replaced whole.
///
/// The new contents go to a temporary file in the target's own folder (unnamed where Linux allows
/// it, so a run killed while writing leaves nothing), which gets the old file's owner, group,
/// permission bits and extended attributes, is `fsync`ed, and is renamed over the *resolved*
/// target: a symbolic link stays a link and its target gets the new contents; a failure at any
/// step leaves the old file as it was and no temporary file (`TemporaryFileCleanup` removes a
/// named one on SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE). An input is replaced only if it
/// still holds exactly what was read (`unchanged`), checked just before the rename.
package struct AtomicFileWriter {
    package typealias Failure = OutputFile.Failure
    /// Writes the whole contents to a descriptor (may be called twice, for a fallback temporary file).
    package typealias Contents = (Int32) throws(Failure) -> Void

    /// An existing symbolic link is followed (true) or refused (false).
    package var followsLinks = true
    /// An existing device or FIFO (`/dev/null`, `>(…)`) is opened and written (true) or refused.
    package var writesThroughSpecialFiles = true
    /// What the file must hold, read from its descriptor, for it to be replaced (an input).
    package var unchanged: ((Int32) -> Bool)?

    package init(followsLinks: Bool = true, writesThroughSpecialFiles: Bool = true, unchanged: ((Int32) -> Bool)? = nil) {
        self.followsLinks = followsLinks
        self.writesThroughSpecialFiles = writesThroughSpecialFiles
        self.unchanged = unchanged
    }

    /// Writes `contents` to `path` (named so in every failure).
    package func write(to path: String, _ contents: Contents) throws(Failure) {
        switch try target(of: path) {
        case .special(let resolved): try Self.writeThrough(resolved, path: path, contents)
        case .file(let resolved, let existing): try replace(resolved, existing: existing, path: path, contents)
        }
    }

    private enum Target {
        /// A regular file (nil: none yet) at this resolved path.
        case file(String, stat?)
        case special(String)
    }

    private func target(of path: String) throws(Failure) -> Target {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT, unchanged == nil { return .file(path, nil) }
            throw Failure(path: path, reason: RawWrite.systemReason())
        }
        var resolved = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard followsLinks else { throw Failure(path: path, reason: "is a symbolic link; refusing to write through it") }
            guard let real = realpath(path, nil) else { throw Failure(path: path, reason: RawWrite.systemReason()) }
            resolved = String(cString: real)
            free(real)
            guard stat(resolved, &info) == 0 else { throw Failure(path: path, reason: RawWrite.systemReason()) }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(resolved, info)
        case S_IFDIR: throw Failure(path: path, reason: "is a folder")
        case _ where writesThroughSpecialFiles && unchanged == nil: return .special(resolved)
        default: throw Failure(path: path, reason: "is not a regular file; refusing to replace it")
        }
    }

    private func replace(_ resolved: String, existing: stat?, path: String, _ contents: Contents) throws(Failure) {
        let (directory, name) = Self.split(resolved)
        for allowsUnnamed in [true, false] {
            var temporary = try TemporaryOutput(directory: directory, name: name, path: path, allowsUnnamed: allowsUnnamed)
            defer { temporary.discard() }
            if let existing {
                try FileMetadata.keep(existing, of: resolved, on: temporary.descriptor, path: path)
            } else {
                FileMetadata.giveNewFileMode(temporary.descriptor)
            }
            try temporary.fill(contents)
            // Compared before the temporary file gets a name, so a run killed meanwhile leaves none;
            // only a look at the file's size and time remains between its name and the rename.
            let verified = try unchanged.map { unchanged throws(Failure) in
                try Self.verifyUnchanged(resolved, path: path, unchanged)
            }
            // An unnamed file that cannot be linked (no /proc): written again as a named one.
            guard temporary.giveName() else { continue }
            if let verified, Self.snapshot(resolved) != verified { throw Self.changed(path) }
            try temporary.rename(to: resolved)
            Self.syncFolder(directory)
            return
        }
    }

    /// A device or FIFO: opened (never created or truncated) and written.
    private static func writeThrough(_ resolved: String, path: String, _ contents: Contents) throws(Failure) {
        let descriptor = open(resolved, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: RawWrite.systemReason()) }
        do throws(Failure) {
            try contents(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        try RawWrite.close(descriptor, path: path)
    }

    /// The file holds what `unchanged` expects, and nothing touched it while that was read: its
    /// identity, size and modification time then (to compare again just before the rename).
    private static func verifyUnchanged(_ resolved: String, path: String,
                                        _ unchanged: (Int32) -> Bool) throws(Failure) -> [Int] {
        let descriptor = open(resolved, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: RawWrite.systemReason()) }
        defer { close(descriptor) }
        var before = stat()
        guard fstat(descriptor, &before) == 0, unchanged(descriptor), let after = snapshot(resolved),
              snapshot(before) == after
        else { throw changed(path) }
        return after
    }

    private static func changed(_ path: String) -> Failure {
        Failure(path: path, reason: "it changed since it was read (another program wrote to it); it is left as it is")
    }

    /// Device, inode, size and modification time: what changes when anything writes the file.
    private static func snapshot(_ info: stat) -> [Int] {
        [Int(info.st_dev), Int(info.st_ino), Int(info.st_size)] + PlatformFileCalls.modificationTime(info)
    }

    private static func snapshot(_ path: String) -> [Int]? {
        var info = stat()
        return stat(path, &info) == 0 ? snapshot(info) : nil
    }

    private static func syncFolder(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The folder (`.` when none is named) and the file name.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}

/// Whether a descriptor's bytes, from where it stands to its end, are exactly `pieces` in order.
package enum FileComparison {
    package static func holds(_ descriptor: Int32, exactly pieces: [UnsafeRawBufferPointer]) -> Bool {
        let chunk = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 1)
        defer { buffer.deallocate() }
        for piece in pieces where piece.count > 0 {
            var offset = 0
            while offset < piece.count {
                let count = read(descriptor, buffer, min(chunk, piece.count - offset))
                if count < 0, errno == EINTR { continue }
                guard count > 0, memcmp(buffer, piece.baseAddress! + offset, count) == 0 else { return false }
                offset += count
            }
        }
        // Nothing more: a file that grew is not the one read.
        return read(descriptor, buffer, 1) == 0
    }
}
