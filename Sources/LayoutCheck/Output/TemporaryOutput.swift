import Foundation

/// The temporary file `AtomicFileWriter` fills and renames: unnamed (Linux's `O_TMPFILE`) while it
/// is written, so a run killed then leaves nothing, and named `.NAME.RANDOM.tmp` beside the target
/// only from its link to its rename (or, where unnamed files are not available, from its creation),
/// guarded by `TemporaryFileCleanup` meanwhile.
struct TemporaryOutput {
    typealias Failure = OutputFile.Failure

    private(set) var descriptor: Int32
    private let unnamed: Bool
    private let directory: String
    private let name: String
    private let path: String
    /// The temporary name while it exists.
    private var linkedName: String?
    private var registration: TemporaryFileCleanup.Registration?

    /// Opens an unnamed file in `directory`, or a named one where that is not available.
    init(directory: String, name: String, path: String, allowsUnnamed: Bool) throws(Failure) {
        (self.directory, self.name, self.path) = (directory, name, path)
        if allowsUnnamed, let descriptor = PlatformFileCalls.openUnnamedFile(inDirectory: directory) {
            (self.descriptor, unnamed) = (descriptor, true)
        } else {
            (descriptor, unnamed) = (-1, false)
            try openNamed()
        }
    }

    /// Writes the contents and flushes them to the disk.
    mutating func fill(_ contents: AtomicFileWriter.Contents) throws(Failure) {
        try contents(descriptor)
        guard fsync(descriptor) == 0 else { throw Failure(path: path, reason: RawWrite.systemReason()) }
    }

    /// Gives an unnamed file its temporary name (a named one has it already). False when it could
    /// not be (no /proc, or a file system without links): nothing is left.
    mutating func giveName() -> Bool {
        guard unnamed else { return true }
        let candidate = temporaryName()
        // Registered before the name exists, so no moment is unguarded.
        registration = TemporaryFileCleanup.register(candidate)
        linkedName = candidate
        if PlatformFileCalls.link(unnamed: descriptor, to: candidate) { return true }
        linkedName = nil
        discard()
        return false
    }

    /// Renames the file over `target`; afterwards nothing is left to discard.
    mutating func rename(to target: String) throws(Failure) {
        guard let linkedName, Foundation.rename(linkedName, target) == 0 else {
            throw Failure(path: path, reason: RawWrite.systemReason())
        }
        self.linkedName = nil
        TemporaryFileCleanup.release(registration)
        registration = nil
        try RawWrite.close(descriptor, path: path)
        descriptor = -1
    }

    /// Removes the named file, if any, and closes the descriptor (after a failure, or after `rename`).
    mutating func discard() {
        if let linkedName { unlink(linkedName) }
        linkedName = nil
        TemporaryFileCleanup.release(registration)
        registration = nil
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    private mutating func openNamed() throws(Failure) {
        let candidate = temporaryName()
        registration = TemporaryFileCleanup.register(candidate)
        descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = RawWrite.systemReason()
            TemporaryFileCleanup.release(registration)
            registration = nil
            throw Failure(path: path, reason: reason)
        }
        linkedName = candidate
    }

    private func temporaryName() -> String {
        (directory == "/" ? "" : directory) + "/.\(name).\(UInt64.random(in: 0...UInt64.max)).tmp"
    }
}
