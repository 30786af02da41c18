import Foundation
import Synchronization

/// Standard output and standard error as every command uses them beside `OutputFile`: a failed
/// write is never ignored on standard output and never a crash on standard error.
package enum StandardStreams {
    /// Writes `text` to standard error in full. A failure is dropped, for there is nowhere left to
    /// report it (`FileHandle.write` would trap instead: `2>/dev/full` crashed every command).
    package static func writeError(_ text: String) {
        try? RawWrite.withBytes(of: text) { data throws(OutputFile.Failure) in
            try RawWrite.all(data, to: STDERR_FILENO, path: "standard error")
        }
    }

    /// Writes `text` to standard output (gathered into writes of about 64 KB). The first failure is
    /// kept, and what follows it dropped, for `finishOutput` to report.
    package static func writeOutput(_ text: String) {
        output.withLock { $0.append(text) }
    }

    /// Writes what is gathered; the reason standard output lost something, if it did (a full
    /// disk, `/dev/full`), nil when every write reached it.
    package static func finishOutput() -> String? {
        output.withLock { buffer in
            buffer.flush()
            return buffer.failure
        }
    }

    private static let output = Mutex(OutputBuffer())

    private struct OutputBuffer: ~Copyable {
        var pending = ""
        var failure: String?

        mutating func append(_ text: String) {
            guard failure == nil else { return }
            pending += text
            if pending.utf8.count >= 64 * 1024 { flush() }
        }

        mutating func flush() {
            guard failure == nil, !pending.isEmpty else { return }
            do throws(OutputFile.Failure) {
                try RawWrite.withBytes(of: pending) { data throws(OutputFile.Failure) in
                    try RawWrite.all(data, to: STDOUT_FILENO, path: "standard output")
                }
            } catch {
                failure = error.reason
            }
            pending = ""
        }
    }
}
