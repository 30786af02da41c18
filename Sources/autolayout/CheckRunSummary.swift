import Foundation
import InterfaceBuilder

/// The one line `check` writes to standard error after every run (SwiftLint ends with "Done
/// linting!"): what was looked at and what was found, so a CI log says at a glance whether the
/// step checked anything at all.
struct CheckRunSummary: Equatable {
    var files = 0
    var scenes = 0
    var errors = 0
    var warnings = 0
    var unreadable = 0
    /// Documents for another platform (macOS, watchOS, tvOS), noted once each and not checked.
    var skipped = 0
    var seconds = 0.0

    /// `Done checking 3 files (3 scenes): 2 errors, 0 warnings, 0 unreadable, 1 skipped in 0.42 s.`
    var line: String {
        "Done checking \(Self.count(files, "file")) (\(Self.count(scenes, "scene"))): \(Self.count(errors, "error")), "
            + "\(Self.count(warnings, "warning")), \(unreadable) unreadable, \(skipped) skipped in "
            + String(format: "%.2f", seconds) + " s."
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// Whether a read error means "another Apple platform's document" (its type or runtime names
    /// Cocoa for macOS, WatchKit or AppleTV): a note, not a failure. A document of an unknown type
    /// is still an error.
    static func isSkipped(_ error: IBReadError?) -> Bool {
        guard case .unsupportedPlatform(let type, let runtime)? = error?.kind else { return false }
        let otherPlatforms = ["MacOSX", ".Cocoa.", "WatchKit", "watchKit", "AppleTV"]
        return otherPlatforms.contains { type.contains($0) || runtime?.contains($0) == true }
    }

    /// `path: note: skipped: …`, the note printed once per skipped document.
    static func skipNote(_ error: IBReadError) -> String {
        "\(error.file): note: skipped: \(error.message)"
    }
}
