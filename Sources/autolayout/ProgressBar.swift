import Foundation

/// Whether a standard stream is a terminal (colour and progress only make sense there).
enum Terminal {
    enum Stream { case standardOutput, standardError }

    static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
    }
}

/// `[#####-----] 5/10 path` on standard error, redrawn in place; only when standard error is a
/// terminal and enough files are checked for the wait to be noticeable.
struct ProgressBar {
    static let minimumFiles = 5
    static let width = 20

    let total: Int
    let enabled: Bool
    private var done = 0

    init(total: Int, enabled: Bool = Terminal.isTerminal(.standardError)) {
        self.total = total
        self.enabled = enabled && total >= Self.minimumFiles
    }

    /// Shows that `file` is being checked.
    mutating func advance(to file: String) {
        defer { done += 1 }
        guard enabled else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + Self.line(done: done, total: total, file: file)).utf8))
    }

    /// Clears the bar so the report starts on a clean line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    static func line(done: Int, total: Int, file: String) -> String {
        let filled = total == 0 ? 0 : done * width / total
        let name = file.count > 50 ? "…" + file.suffix(49) : file
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + "\(done)/\(total) \(name)"
    }
}
