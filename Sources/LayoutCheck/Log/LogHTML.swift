import Foundation

/// Writes the HTML page of each log (`--html DIR`).
public enum LogHTML {
    /// Writes the pages; returns what went wrong, if anything.
    public static func write(_ results: [LogFileResult], to directory: String) -> String? {
        nil
    }
}
