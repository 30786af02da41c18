import Foundation

/// Whether a standard stream is a terminal that takes escape sequences (colour and progress only
/// make sense there): not one whose `TERM` is `dumb` (Emacs' shell, some CI consoles).
package enum Terminal {
    package enum Stream { case standardOutput, standardError }

    package static func isTerminal(_ stream: Stream) -> Bool {
        takesEscapes(isatty: isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1,
                     environment: ProcessInfo.processInfo.environment)
    }

    package static func takesEscapes(isatty: Bool, environment: [String: String]) -> Bool {
        isatty && environment["TERM"] != "dumb"
    }
}

/// `[#####-----] 5/10 path` on standard error, redrawn in place; only when standard error is a
/// terminal and enough files are checked for the wait to be noticeable.
package struct ProgressBar {
    package static let minimumFiles = 5
    package static let width = 20

    package let total: Int
    package let enabled: Bool
    private var done = 0

    package init(total: Int, enabled: Bool = Terminal.isTerminal(.standardError)) {
        self.total = total
        self.enabled = enabled && total >= Self.minimumFiles
    }

    /// Shows that `file` is being checked.
    package mutating func advance(to file: String) {
        defer { done += 1 }
        guard enabled else { return }
        StandardStreams.writeError("\r\u{1B}[K" + Self.line(done: done, total: total, file: file))
    }

    /// Clears the bar so the report starts on a clean line.
    package func finish() {
        guard enabled else { return }
        StandardStreams.writeError("\r\u{1B}[K")
    }

    package static func line(done: Int, total: Int, file: String) -> String {
        let filled = total == 0 ? 0 : done * width / total
        // A file name is printed escaped: raw, a crafted one could clear the screen or set the
        // clipboard (OSC 52).
        let safe = SafeText.escaped(file)
        let name = safe.count > 50 ? "…" + safe.suffix(49) : safe
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + "\(done)/\(total) \(name)"
    }
}

/// A progress bar advanced from the threads that check files at once: one at a time, under a lock.
package final class SharedProgress: @unchecked Sendable {
    private var bar: ProgressBar
    private let lock = NSLock()

    package init(_ bar: ProgressBar) { self.bar = bar }

    package func advance(to file: String) {
        lock.lock()
        defer { lock.unlock() }
        bar.advance(to: file)
    }

    package func finish() {
        lock.lock()
        defer { lock.unlock() }
        bar.finish()
    }
}
