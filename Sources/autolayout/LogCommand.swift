import ArgumentParser
import Foundation
import LayoutCheck

/// `autolayout log [FILE…]`: reads UIKit's and AppKit's console logs (the Log pipeline in LayoutCheck).
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Read UIKit/AppKit console logs: prove each conflict, say which constraint UIKit breaks and why.",
        discussion: """
            Finds "Unable to simultaneously satisfy constraints" conflicts, _autolayoutTrace ambiguity \
            traces and "view hierarchy is not prepared" errors in any console text (no FILE or -: \
            standard input). Exit status: 0 nothing found, 1 messages found, 2 an input is not a \
            readable text log, 64 bad arguments. JSON: docs/log-json.md (autolayout-log/1).
            """)

    enum Reporter: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: ArgumentHelp("Console logs to read (none or -: standard input).", valueName: "FILE"))
    var files: [String] = []

    @Option(help: "Output: text or json.")
    var reporter: Reporter = .text

    @Option(help: ArgumentHelp("Also write an HTML page per log, with a picture per proved conflict, into DIR.", valueName: "DIR"))
    var html: String?

    func run() throws {
        let paths = files.isEmpty ? ["-"] : files
        let results = paths.map(LogFileResult.analyse(path:))
        switch reporter {
        case .json: print(LogJSON.document(results).text)
        case .text: print(LogTextReport.text(results), terminator: "")
        }
        for result in results where result.error != nil { printError(result.error ?? "") }
        if let html, let failure = LogHTML.write(results, to: html) {
            printError(failure)
            throw ExitCode(2)
        }
        if results.contains(where: { $0.error != nil }) { throw ExitCode(2) }
        if results.contains(where: { !$0.events.isEmpty }) { throw ExitCode(1) }
    }
}
