import ConsoleLog
import Foundation

/// Reads console text from a file or standard input in fixed-size chunks, hands its lines to the
/// scanner, and groups repeated messages: memory is one chunk plus the distinct messages.
public enum LogReader {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotOpen(path: String, reason: String)
        case binary(path: String)

        public var description: String {
            switch self {
            case .cannotOpen(let path, let reason): "\(path): cannot read: \(reason)"
            case .binary(let path): "\(path): not a text log (it holds NUL bytes or is not UTF-8); give the console text"
            }
        }
    }

    /// A distinct message with how many times it appears.
    public struct Group: Sendable {
        public var message: LogMessage
        public var count: Int
    }

    static let chunkSize = 1 << 20

    /// Reads `path` (`-` for standard input) into its distinct messages, in order of first appearance.
    public static func read(path: String) throws(Failure) -> [Group] {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: path) else {
                let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file"
                throw .cannotOpen(path: path, reason: reason)
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        var grouping = MessageGrouping()
        var scanner = LogScanner()
        var carry: [UInt8] = []
        var first = true
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: chunkSize) ?? Data() } catch {
                throw .cannotOpen(path: path, reason: "\(error)")
            }
            if chunk.isEmpty { break }
            if chunk.contains(0) || (first && !looksLikeUTF8(chunk)) { throw .binary(path: path) }
            first = false
            carry = feed(carry + chunk, to: &scanner)
            grouping.add(scanner.takeMessages())
        }
        if !carry.isEmpty { scanner.consume(Substring(String(decoding: carry, as: UTF8.self))) }
        scanner.finish()
        grouping.add(scanner.takeMessages())
        return grouping.groups
    }

    /// Reads text already in memory (tests, fuzzing).
    public static func read(text: String) -> [Group] {
        var scanner = LogScanner()
        var grouping = MessageGrouping()
        // Split on bytes: "\r\n" is one Character, so a Character split would keep CRLF lines together.
        for line in text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
            scanner.consume(Substring(String(decoding: line, as: UTF8.self)))
            grouping.add(scanner.takeMessages())
        }
        scanner.finish()
        grouping.add(scanner.takeMessages())
        return grouping.groups
    }

    /// Hands every complete line to the scanner; returns the unfinished last line's bytes.
    private static func feed(_ bytes: [UInt8], to scanner: inout LogScanner) -> [UInt8] {
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count where buffer[index] == 10 {
                let line = UnsafeBufferPointer(rebasing: buffer[start..<index])
                if scanner.isInsideMessage || LogScanner.mayStartMessage(line) {
                    scanner.consume(Substring(String(decoding: line, as: UTF8.self)))
                } else {
                    scanner.skipLine()
                }
                start = index + 1
            }
        }
        return Array(bytes[start...])
    }

    /// UTF-8 apart from a character the chunk boundary may have cut.
    private static func looksLikeUTF8(_ chunk: Data) -> Bool {
        let bytes = Array(chunk)
        for cut in 0...min(3, bytes.count) where String(validating: bytes[0..<(bytes.count - cut)], as: UTF8.self) != nil {
            return true
        }
        return false
    }
}

/// Counts repeated messages (same signature) once, in order of first appearance.
struct MessageGrouping {
    private(set) var groups: [LogReader.Group] = []
    private var indexBySignature: [String: Int] = [:]

    mutating func add(_ messages: [LogMessage]) {
        for message in messages {
            let signature = MessageSignature.of(message)
            if let index = indexBySignature[signature] {
                groups[index].count += 1
            } else {
                indexBySignature[signature] = groups.count
                groups.append(LogReader.Group(message: message, count: 1))
            }
        }
    }
}
