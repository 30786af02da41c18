import Foundation
import LayoutCheck
import LayoutDiagnostics

extension CheckCommand {
    /// Takes out the documents for another platform (macOS, watchOS, tvOS), each noted once on
    /// standard error: a tree with a Mac target is not a failure. Returns how many.
    static func removeSkipped(from checks: inout [CheckedDocument]) -> Int {
        let before = checks.count
        checks.removeAll { check in
            guard let error = check.readError, CheckRunSummary.isSkipped(error) else { return false }
            printError(CheckRunSummary.skipNote(error))
            return true
        }
        return before - checks.count
    }

    static func summary(_ checks: [CheckedDocument], skipped: Int, since start: Date) -> CheckRunSummary {
        let diagnostics = checks.flatMap(\.diagnostics)
        return CheckRunSummary(
            files: checks.count + skipped, scenes: checks.reduce(0) { $0 + $1.scenes.count },
            errors: diagnostics.filter { $0.severity == .error }.count,
            warnings: diagnostics.filter { $0.severity == .warning }.count,
            unreadable: checks.filter { $0.readError != nil }.count, skipped: skipped,
            seconds: Date().timeIntervalSince(start))
    }

    /// `--write-baseline` records the issues found; `--baseline` then leaves out the ones it accepts.
    func applyBaselines(to checks: inout [CheckedDocument], currentDirectory: String) throws(CommandFailure) {
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
            throw .baseline(error)
        }
    }
}
