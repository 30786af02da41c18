import InterfaceBuilder
import TextOutput

/// The one line `check` writes to standard error after every run (SwiftLint ends with "Done
/// linting!"): what was looked at and what was found, so a CI log says at a glance whether the
/// step checked anything at all.
package struct CheckRunSummary: Equatable {
    package var files = 0
    package var scenes = 0
    package var errors = 0
    package var warnings = 0
    package var unreadable = 0
    /// Documents for another platform (macOS, watchOS, tvOS), noted once each and not checked.
    package var skipped = 0
    /// Views whose frame was not judged because what decides it is not in the file (`ViewLayout.notJudged`).
    package var notJudged = 0
    /// Constraints skipped and views never laid out (`SceneLayout.leftOut`), each named in a note.
    package var skippedConstraints = 0
    package var viewsNotLaidOut = 0
    package var seconds = 0.0
    /// Issues `--baseline` accepted (nil: no baseline was read).
    package var accepted: Int?

    /// The counts of a finished run: the checked documents, plus `skipped` ones for another
    /// platform, and the issues a baseline accepted.
    package init(_ checks: [CheckedDocument], skipped: Int, seconds: Double, accepted: Int? = nil) {
        let diagnostics = checks.flatMap(\.diagnostics)
        files = checks.count + skipped
        scenes = checks.reduce(0) { $0 + $1.scenes.count }
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        unreadable = checks.filter { $0.readError != nil }.count
        notJudged = checks.reduce(0) { total, check in
            total + check.scenes.reduce(0) { $0 + $1.views.filter { $0.notJudged != nil }.count }
        }
        let leftOut = checks.flatMap { $0.scenes.map(\.leftOut) }
        skippedConstraints = leftOut.reduce(0) { $0 + $1.constraints }
        viewsNotLaidOut = leftOut.reduce(0) { $0 + $1.views }
        self.skipped = skipped
        self.seconds = seconds
        self.accepted = accepted
    }

    /// `Done checking 3 files (3 scenes): 2 errors, 0 warnings, 0 unreadable, 1 skipped in 0.42 s.`, with
    /// `, 4 views not judged` after the warnings when some were (then `, 1 constraint skipped` and
    /// `, 2 views not laid out` likewise), and `, 4 accepted by the baseline` before ` in` when a
    /// baseline was read.
    package var line: String {
        var unjudged = notJudged == 0 ? "" : ", \(Self.count(notJudged, "view")) not judged"
        if skippedConstraints > 0 { unjudged += ", \(Self.count(skippedConstraints, "constraint")) skipped" }
        if viewsNotLaidOut > 0 { unjudged += ", \(Self.count(viewsNotLaidOut, "view")) not laid out" }
        let baseline = accepted.map { ", \($0) accepted by the baseline" } ?? ""
        return "Done checking \(Self.count(files, "file")) (\(Self.count(scenes, "scene"))): \(Self.count(errors, "error")), "
            + "\(Self.count(warnings, "warning"))\(unjudged), \(unreadable) unreadable, \(skipped) skipped\(baseline) in "
            + NumberText.fixed(seconds, fractionDigits: 2) + " s."
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// Whether a read error means "another Apple platform's document" (its type or runtime names
    /// Cocoa for macOS, WatchKit or AppleTV): a note, not a failure. A document of an unknown type
    /// is still an error.
    package static func isSkipped(_ error: IBReadError?) -> Bool {
        guard case .unsupportedPlatform(let type, let runtime)? = error?.kind else { return false }
        let otherPlatforms = ["MacOSX", ".Cocoa.", "WatchKit", "watchKit", "AppleTV"]
        return otherPlatforms.contains { type.contains($0) || runtime?.contains($0) == true }
    }

    /// `path: note: skipped: …`, the note printed once per skipped document.
    package static func skipNote(_ error: IBReadError) -> String {
        "\(error.file): note: skipped: \(error.message)"
    }
}
