import Foundation

/// The few file-system calls whose C signatures differ between Linux and Darwin (the edge file
/// for `AtomicFileWriter` and `TemporaryFileCleanup`).
enum PlatformFileCalls {
    /// Whether a signal's action is the default one (a parent's "ignore" is left alone).
    static func isDefaultAction(_ action: sigaction) -> Bool {
        #if os(Linux)
        action.__sigaction_handler.sa_handler == nil
        #else
        action.__sigaction_u.__sa_handler == nil
        #endif
    }

    static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }

    /// When the file's contents last changed, to the nanosecond.
    static func modificationTime(_ info: stat) -> [Int] {
        #if os(Linux)
        [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        #else
        [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
        #endif
    }

    /// An unnamed file in `directory` (Linux's `O_TMPFILE`): nothing is left if the run dies while
    /// writing it. Nil where the system or file system has none.
    static func openUnnamedFile(inDirectory directory: String) -> Int32? {
        #if os(Linux)
        let temporaryFile: Int32 = 0o20_000_000 | O_DIRECTORY  // __O_TMPFILE | O_DIRECTORY
        let descriptor = open(directory, temporaryFile | O_WRONLY | O_CLOEXEC, 0o600)
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }

    /// Gives the unnamed file of `descriptor` the name `path`.
    static func link(unnamed descriptor: Int32, to path: String) -> Bool {
        #if os(Linux)
        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
        #else
        false
        #endif
    }

    /// The names of `path`'s extended attributes (not following a final link); nil on failure.
    static func attributeNames(_ path: String) -> [String]? {
        #if os(Linux)
        let size = linuxListAttributes(path, nil, 0)
        #else
        let size = listxattr(path, nil, 0, 0)
        #endif
        if size < 0 { return errno == ENOTSUP ? [] : nil }
        if size == 0 { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        #if os(Linux)
        let read = linuxListAttributes(path, &buffer, size)
        #else
        let read = listxattr(path, &buffer, size, 0)
        #endif
        guard read >= 0 else { return nil }
        return buffer[..<read].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    static func attributeValue(_ name: String, of path: String) -> [UInt8]? {
        #if os(Linux)
        let size = linuxGetAttribute(path, name, nil, 0)
        #else
        let size = getxattr(path, name, nil, 0, 0, 0)
        #endif
        guard size >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: size)
        #if os(Linux)
        let read = linuxGetAttribute(path, name, &value, size)
        #else
        let read = getxattr(path, name, &value, size, 0, 0)
        #endif
        return read >= 0 ? Array(value[..<read]) : nil
    }

    static func setAttribute(_ name: String, _ value: [UInt8], on descriptor: Int32) -> Bool {
        #if os(Linux)
        linuxSetAttribute(descriptor, name, value, value.count, 0) == 0
        #else
        fsetxattr(descriptor, name, value, value.count, 0, 0) == 0
        #endif
    }
}

#if os(Linux)
// <sys/xattr.h> is not part of Glibc's Swift module; these are its C functions (size_t and
// ssize_t are Int on every 64-bit Linux).
@_silgen_name("listxattr")
private func linuxListAttributes(_ path: UnsafePointer<CChar>, _ list: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int
@_silgen_name("getxattr")
private func linuxGetAttribute(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>,
                               _ value: UnsafeMutableRawPointer?, _ size: Int) -> Int
@_silgen_name("fsetxattr")
private func linuxSetAttribute(_ descriptor: Int32, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer?,
                               _ size: Int, _ flags: Int32) -> Int32
#endif
