import Foundation
import InterfaceBuilder
import LayoutDiagnostics

/// What `check`, `explain` and `fix` share before they differ: the configuration, the files the
/// paths name (folders searched, excludes applied) and each file read and laid out with the
/// configuration's device, canvas, mode and rules.
package struct DocumentInputs {
    package let configuration: CheckConfiguration
    package let mode: IBLayoutMode
    /// What the configuration's relative paths and excludes are resolved against.
    package let currentDirectory: String

    /// `buildTime` (`--build-time`) wins over the configuration's `mode:`.
    package init(configuration: CheckConfiguration, buildTime: Bool,
                 currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.currentDirectory = currentDirectory
        mode = buildTime ? .buildTime : (configuration.mode ?? .designTime)
    }

    /// The paths looked in when none is given (SwiftLint checks the current folder too).
    package static func searched(_ paths: [String]) -> [String] { paths.isEmpty ? ["."] : paths }

    /// The Interface Builder files `paths` name (the current folder when none is given), in order,
    /// without the excluded ones; empty when there are none (which the caller must report: a typo
    /// in a CI path must not pass silently, as SwiftLint's "No lintable files found").
    package func inputFiles(_ paths: [String]) -> [String] {
        InputFiles.expand(Self.searched(paths)).filter {
            !configuration.isExcluded($0, currentDirectory: currentDirectory)
        }
    }

    /// One file read and laid out (never throws: an unreadable file is recorded in the result).
    package func check(_ path: String) -> CheckedDocument {
        CheckedDocument(path: path, mode: mode, assumptions: configuration.assumptions, rules: rules)
    }

    /// A text (a fixed copy of `path`) read and laid out as `path` would be; nil when it cannot be read.
    /// `mode`: the run's when nil.
    package func check(text: String, as path: String, mode: IBLayoutMode? = nil) -> CheckedDocument? {
        guard let source = try? IBReader.readSource(text: text, path: path) else { return nil }
        return check(source, as: path, mode: mode)
    }

    /// A text already read (a fixed copy of `path`) laid out as `path` would be.
    package func check(_ source: IBSource, as path: String, mode: IBLayoutMode? = nil) -> CheckedDocument {
        var check = CheckedDocument(path: path, mode: mode ?? self.mode, document: source.document,
                                    text: source.text ?? "", assumptions: configuration.assumptions,
                                    rules: rules)
        check.elements = source.elements
        return check
    }

    /// The configuration's rules and `ignore:` entries, paths resolved against the current directory.
    private func rules(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        configuration.apply(to: diagnostics, currentDirectory: currentDirectory)
    }

    /// Every file checked in order, with a progress bar on a terminal; `explain`: each issue's
    /// explanation worked out too, once, for the reporter and the HTML report.
    package func checkAll(_ files: [String], explain: Bool,
                          showingProgress: Bool = Terminal.isTerminal(.standardError)) -> [CheckedDocument] {
        let progress = SharedProgress(ProgressBar(total: files.count, enabled: showingProgress))
        // Files are independent (each read, laid out and explained on its own), so they are checked
        // on every core at once; the results keep the files' order.
        let checks = ConcurrentWork.map(files) { [self] file in
            progress.advance(to: file)
            var check = check(file)
            if explain { check.explain() }
            return check
        }
        progress.finish()
        return checks
    }

    /// The note for a document of another platform (macOS, watchOS, tvOS), which is skipped, not
    /// failed: a tree with a Mac target still checks; nil for any other document.
    package static func skipNote(_ check: CheckedDocument) -> String? {
        guard let error = check.readError, CheckRunSummary.isSkipped(error) else { return nil }
        return CheckRunSummary.skipNote(error)
    }

    /// Takes out the documents for another platform; returns their notes, in order.
    package static func removeSkipped(from checks: inout [CheckedDocument]) -> [String] {
        let notes = checks.compactMap(skipNote)
        checks.removeAll { skipNote($0) != nil }
        return notes
    }
}
