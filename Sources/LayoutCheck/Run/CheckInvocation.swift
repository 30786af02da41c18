import Foundation

/// One `check` run over its files, once the arguments are read: check every file (explained when
/// the reporter or the HTML report shows why), apply the baseline, stream the report to standard
/// output, write the job summary and the HTML report, and say the closing line.
package struct CheckInvocation {
    package var reporter: any Reporter.Type
    /// Notes under each issue (its why and first verified fix-it), for reporters that print them.
    package var notes: Bool
    package var quiet = false
    /// Warnings count for the exit status too.
    package var strict = false
    package var htmlFolder: String?
    package var writeBaseline: String?
    package var baseline: String?
    package var followLinks = false

    package init(reporter: any Reporter.Type, notes: Bool) {
        self.reporter = reporter
        self.notes = notes
    }

    /// Why a run stopped short of its report, or what it wrote after it failed.
    package enum Failure: Error {
        case baseline(BaselineError)
        case report(OutputFile.Failure)
        case html(HTMLReportWriter.Failure)
    }

    /// How the run ended, for the exit status.
    package struct Outcome: Equatable {
        package var unreadable = false
        /// An error, or with `strict` any issue, is reported.
        package var issuesFound = false
    }

    /// Checks `files`; `warn` gets each line meant for standard error (skipped documents, stale
    /// baseline entries, a job summary that cannot be written, the closing line).
    package func run(_ files: [String], documents: DocumentInputs, started: Date,
                     warn: (String) -> Void) throws(Failure) -> Outcome {
        let explain = reporter.showsExplanations || (notes && reporter.showsNotes) || htmlFolder != nil
        var checks = documents.checkAll(files, explain: explain)
        let skipped = DocumentInputs.removeSkipped(from: &checks)
        skipped.forEach(warn)
        let accepted: Baseline.Outcome?
        do throws(BaselineError) {
            accepted = try Baseline.apply(writing: writeBaseline, reading: baseline, to: &checks,
                                          currentDirectory: documents.currentDirectory, followingLinks: followLinks)
        } catch {
            throw .baseline(error)
        }
        let run = CheckRun(checks: checks, mode: documents.mode, colour: Reporters.usesColour(reporter), quiet: quiet,
                           notes: notes)
        try report(run)
        if let htmlFolder {
            do throws(HTMLReportWriter.Failure) {
                try HTMLReportWriter.write(checks, mode: documents.mode, to: htmlFolder, followingLinks: followLinks)
            } catch {
                throw .html(error)
            }
        }
        accepted?.staleNotes.forEach(warn)
        warn(CheckRunSummary(checks, skipped: skipped.count, seconds: Date().timeIntervalSince(started),
                             accepted: accepted?.accepted).line)
        let strictRun = strict || documents.configuration.strict
        return Outcome(unreadable: checks.contains { $0.readError != nil },
                       issuesFound: run.diagnostics.contains { $0.severity == .error || strictRun })
    }

    /// The report on standard output, streamed: the JSON report of a large file is about twice its
    /// size, never held whole. In a GitHub Actions step, every issue also goes to the job summary.
    private func report(_ run: CheckRun) throws(Failure) {
        var output = ChunkedOutput(OutputFile("-"))
        reporter.write(run) { output.write($0) }
        do throws(OutputFile.Failure) {
            try output.finish()
        } catch {
            throw .report(error)
        }
        if reporter.identifier == GitHubActionsReporter.identifier,
           let warning = GitHubStepSummary.appendInActionsStep(run, environment: ProcessInfo.processInfo.environment) {
            StandardStreams.writeError(SafeText.escaped(warning) + "\n")
        }
    }
}
