import Foundation

/// What a replaced file keeps of the old one: owner and group (a fix run as root in a container
/// must not hand the developer's file to root), permission bits, and extended attributes (ACLs,
/// macOS quarantine and tags, `user.*`). What cannot be kept is a failure, so the old file stays.
enum FileMetadata {
    typealias Failure = OutputFile.Failure

    /// Gives the temporary file `descriptor` the metadata of `existing` (the file at `resolved`).
    static func keep(_ existing: stat, of resolved: String, on descriptor: Int32, path: String) throws(Failure) {
        var now = stat()
        guard fstat(descriptor, &now) == 0 else { throw Failure(path: path, reason: RawWrite.systemReason()) }
        if now.st_uid != existing.st_uid || now.st_gid != existing.st_gid,
           fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
            throw Failure(path: path, reason: "cannot keep its owner and group (\(existing.st_uid):\(existing.st_gid)): "
                + RawWrite.systemReason() + "; it is left as it is")
        }
        // After the owner: changing it clears the set-user-id and set-group-id bits.
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
            throw Failure(path: path, reason: RawWrite.systemReason())
        }
        try keepAttributes(of: resolved, on: descriptor, path: path)
    }

    /// A new file's permission bits: what `open(…, 0666)` would give under the process's umask.
    static func giveNewFileMode(_ descriptor: Int32) {
        fchmod(descriptor, 0o666 & ~processUmask)
    }

    private static func keepAttributes(of resolved: String, on descriptor: Int32, path: String) throws(Failure) {
        guard let names = PlatformFileCalls.attributeNames(resolved) else {
            throw Failure(path: path, reason: "cannot read its extended attributes: " + RawWrite.systemReason())
        }
        for name in names {
            guard let value = PlatformFileCalls.attributeValue(name, of: resolved) else { continue }
            // A security label is the system's to set (SELinux gives the new file its folder's).
            if !PlatformFileCalls.setAttribute(name, value, on: descriptor), !name.hasPrefix("security.") {
                throw Failure(path: path, reason: "cannot keep its extended attribute \(name): "
                    + RawWrite.systemReason() + "; it is left as it is")
            }
        }
    }

    /// The umask, read without changing it (`umask(2)` can only set it, which would race with other
    /// threads creating files): Linux reports it in /proc/self/status; 022 where it does not.
    private static var processUmask: mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return 0o022 }
        return value
    }
}
