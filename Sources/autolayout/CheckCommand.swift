import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDiagnostics

/// `autolayout check FILE_OR_FOLDER...`: lays out storyboards and xibs as Xcode's canvas does and
/// reports scroll views' content sizes and layout issues in Xcode's words.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check storyboards and xibs: content sizes, ambiguity, misplaced views, conflicts.",
        discussion: """
            Folders are searched recursively for .xib and .storyboard files (in sorted path order). \
            Prints, per document and scene, each scroll view's content size (or which axis is \
            ambiguous), then every issue as path:line:column: severity: message [kind].

            Exit status: 0 clean; 1 issues found (errors always; warnings with --strict); \
            2 a file could not be read (the other files are still checked), or no file was found; \
            64 bad arguments. Documents for macOS, watchOS or tvOS are skipped with a note. One \
            closing line on standard error counts files, scenes, errors, warnings, unreadable and \
            skipped files, and seconds.

            --reporter json (or --format json) prints the schema documented in docs/check-json.md; \
            sarif, github-actions, junit and summary suit CI. Settings are read from .autolayout.yml \
            (docs/configuration.md).
            """)

    @Argument(help: ArgumentHelp("Interface Builder files, or folders to search (default: the current folder).",
                                 valueName: "FILE_OR_FOLDER"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("How to print the results: \(Reporters.identifiers.joined(separator: ", ")).",
                               valueName: "NAME"))
    var reporter: String?

    @Option(help: ArgumentHelp("Output format: text (the xcode reporter) or json (the json reporter).",
                               valueName: "text|json"))
    var format: String?

    @Option(help: ArgumentHelp("The configuration file (default: the nearest .autolayout.yml in the current "
                               + "directory or a parent).", valueName: "PATH"))
    var config: String?

    @Flag(help: "Lay out as the app does at launch: placeholder constraints removed.")
    var buildTime = false

    @Flag(help: "Count warnings as issues for the exit status.")
    var strict = false

    @Flag(help: "Print issues only (the xcode reporter leaves out the scenes' content sizes).")
    var quiet = false

    @Option(help: ArgumentHelp("Also write an HTML report (index.html, a page per document) to this folder.",
                               valueName: "DIR"))
    var html: String?

    @Option(help: ArgumentHelp("Write every issue found to this file (keyed by file, object id and rule) for "
                               + "--baseline.", valueName: "FILE"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Leave out the issues this file (from --write-baseline) accepts.", valueName: "FILE"))
    var baseline: String?

    func validate() throws {
        let known = Reporters.identifiers.joined(separator: ", ")
        if let format, OutputFormat(rawValue: format) == nil {
            let hint = Reporters.reporter(named: format) != nil ? "; use --reporter \(format)" : ""
            throw ValidationError("--format takes text or json\(hint) (reporters: \(known)).")
        }
        if let reporter, Reporters.reporter(named: reporter) == nil {
            // SwiftLint's words, then the names it leaves out.
            throw ValidationError("No reporter with identifier '\(reporter)' available (known: \(known)).")
        }
    }

    func run() throws {
        let start = Date()
        let currentDirectory = FileManager.default.currentDirectoryPath
        let configuration: CheckConfiguration
        do {
            configuration = try ConfigurationLoader.load(explicit: config, currentDirectory: currentDirectory)
        } catch let error as ConfigurationError {
            printError(error.description)
            throw ExitCode.unreadableInput
        }
        // --reporter, else --format, else the configuration's reporter:, else xcode.
        let name = reporter ?? format.map { $0 == OutputFormat.json.rawValue ? JSONReporter.identifier : XcodeReporter.identifier }
            ?? configuration.reporter ?? XcodeReporter.identifier
        guard let chosen = Reporters.reporter(named: name) else {
            printError("No reporter with identifier '\(name)' available.")
            throw ExitCode.unreadableInput
        }
        let strict = strict || configuration.strict
        let mode: IBLayoutMode = buildTime ? .buildTime : (configuration.mode ?? .designTime)
        let paths = inputs.isEmpty ? ["."] : inputs
        let files = InputFiles.expand(paths).filter { !configuration.isExcluded($0, currentDirectory: currentDirectory) }
        guard !files.isEmpty else {
            // SwiftLint's "No lintable files found": a typo in a CI path must not pass silently.
            printError("No Interface Builder files (.storyboard, .xib) found in: \(paths.joined(separator: ", "))")
            throw ExitCode.unreadableInput
        }
        var progress = ProgressBar(total: files.count)
        var checks: [DocumentCheck] = []
        for file in files {
            progress.advance(to: file)
            checks.append(DocumentCheck.check(path: file, mode: mode, configuration: configuration))
        }
        progress.finish()
        let skipped = Self.removeSkipped(from: &checks)
        try applyBaselines(to: &checks, currentDirectory: currentDirectory)
        let run = CheckRun(checks: checks, mode: mode,
                           colour: chosen.identifier == XcodeReporter.identifier && Terminal.isTerminal(.standardOutput)
                               && ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty,
                           quiet: quiet)
        print(chosen.report(run), terminator: "")
        if let html { try HTMLReportWriter.writeOrExit(checks, mode: mode, to: html) }
        printError(Self.summary(checks, skipped: skipped, since: start).line)
        if checks.contains(where: { $0.readError != nil }) { throw ExitCode.unreadableInput }
        if run.diagnostics.contains(where: { $0.severity == .error || strict }) { throw ExitCode.issuesFound }
    }
}

extension CheckCommand {
    /// Takes out the documents for another platform (macOS, watchOS, tvOS), each noted once on
    /// standard error: a tree with a Mac target is not a failure. Returns how many.
    static func removeSkipped(from checks: inout [DocumentCheck]) -> Int {
        let before = checks.count
        checks.removeAll { check in
            guard let error = check.readError, CheckRunSummary.isSkipped(error) else { return false }
            printError(CheckRunSummary.skipNote(error))
            return true
        }
        return before - checks.count
    }

    static func summary(_ checks: [DocumentCheck], skipped: Int, since start: Date) -> CheckRunSummary {
        let diagnostics = checks.flatMap(\.diagnostics)
        return CheckRunSummary(
            files: checks.count + skipped, scenes: checks.reduce(0) { $0 + $1.scenes.count },
            errors: diagnostics.filter { $0.severity == .error }.count,
            warnings: diagnostics.filter { $0.severity == .warning }.count,
            unreadable: checks.filter { $0.readError != nil }.count, skipped: skipped,
            seconds: Date().timeIntervalSince(start))
    }

    /// `--write-baseline` records the issues found; `--baseline` then leaves out the ones it accepts.
    func applyBaselines(to checks: inout [DocumentCheck], currentDirectory: String) throws {
        do throws(BaselineError) {
            if let writeBaseline {
                let found = Baseline(checks.flatMap(\.diagnostics), currentDirectory: currentDirectory)
                guard let data = try? found.encoded(),
                      FileManager.default.createFile(atPath: writeBaseline, contents: data) else {
                    throw BaselineError(file: writeBaseline, problem: "cannot write the baseline file")
                }
            }
            guard let baseline else { return }
            let accepted = try Baseline(contentsOf: baseline)
            for index in checks.indices {
                checks[index].diagnostics.removeAll { accepted.contains($0, currentDirectory: currentDirectory) }
            }
        } catch {
            printError(error.description)
            throw ExitCode.unreadableInput
        }
    }
}

/// The files a list of arguments names: files as given, folders replaced by the Interface Builder
/// files found in them recursively, sorted by path.
enum InputFiles {
    static let extensions: Set<String> = ["xib", "storyboard"]

    static func expand(_ inputs: [String]) -> [String] {
        var result: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(input)
                continue
            }
            var found: [String] = []
            let base = URL(fileURLWithPath: input)
            if let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) {
                for case let url as URL in enumerator {
                    if CheckConfiguration.defaultExcludedFolders.contains(url.lastPathComponent) {
                        enumerator.skipDescendants()
                        continue
                    }
                    guard extensions.contains(url.pathExtension) else { continue }
                    let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1))
                        : url.lastPathComponent
                    found.append((input as NSString).appendingPathComponent(relative))
                }
            }
            result += found.sorted()
        }
        return result
    }
}
