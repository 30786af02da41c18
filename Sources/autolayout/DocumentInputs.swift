import Foundation
import InterfaceBuilder
import LayoutCheck

/// What `check`, `explain` and `fix` share before they differ: the configuration (`.autolayout.yml`
/// or `--config`), the files the paths name (folders searched, excludes applied) and each file
/// read and laid out with the configuration's device, canvas, mode and rules.
struct DocumentInputs {
    let configuration: CheckConfiguration
    let mode: IBLayoutMode
    let currentDirectory = FileManager.default.currentDirectoryPath

    /// Reads the configuration; `--build-time` wins over its `mode:`.
    init(config: String?, buildTime: Bool) throws(CommandFailure) {
        let configuration = try Self.loadConfiguration(explicit: config, currentDirectory: currentDirectory)
        self.configuration = configuration
        mode = buildTime ? .buildTime : (configuration.mode ?? .designTime)
    }

    static func loadConfiguration(explicit: String?, currentDirectory: String) throws(CommandFailure) -> CheckConfiguration {
        do {
            return try ConfigurationLoader.load(explicit: explicit, currentDirectory: currentDirectory)
        } catch let error as ConfigurationError {
            throw .configuration(error)
        } catch {
            throw .configuration(ConfigurationError(file: explicit ?? ConfigurationLoader.fileName, line: 1, column: 1,
                                                    problem: "\(error)"))
        }
    }

    /// The Interface Builder files `paths` name (the current folder when none is given), in order,
    /// without the excluded ones; none at all is an error (SwiftLint's "No lintable files found":
    /// a typo in a CI path must not pass silently).
    func files(_ paths: [String]) throws(CommandFailure) -> [String] {
        try Self.files(paths, configuration: configuration, currentDirectory: currentDirectory)
    }

    static func files(_ paths: [String], configuration: CheckConfiguration,
                      currentDirectory: String) throws(CommandFailure) -> [String] {
        let paths = paths.isEmpty ? ["."] : paths
        let files = InputFiles.expand(paths).filter { !configuration.isExcluded($0, currentDirectory: currentDirectory) }
        guard !files.isEmpty else { throw .noInputFiles(paths: paths) }
        return files
    }

    /// One file read and laid out (never throws: an unreadable file is recorded in the result).
    func check(_ path: String) -> CheckedDocument {
        CheckedDocument(path: path, mode: mode, assumptions: configuration.assumptions, rules: configuration.apply(to:))
    }

    /// A text (a fixed copy of `path`) read and laid out as `path` would be; nil when it cannot be read.
    func check(text: String, as path: String) -> CheckedDocument? {
        guard let document = try? IBReader.read(data: Data(text.utf8), path: path) else { return nil }
        return CheckedDocument(path: path, mode: mode, document: document, text: text,
                               assumptions: configuration.assumptions, rules: configuration.apply(to:))
    }

    /// Whether the document is for another platform: noted once on standard error, not a failure.
    static func isSkipped(_ check: CheckedDocument) -> Bool {
        guard let error = check.readError, CheckRunSummary.isSkipped(error) else { return false }
        printError(CheckRunSummary.skipNote(error))
        return true
    }
}
