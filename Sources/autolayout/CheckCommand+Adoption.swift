import Foundation
import LayoutCheck
import LayoutDiagnostics

extension CheckCommand {
    /// Takes out the documents for another platform (macOS, watchOS, tvOS), each noted once on
    /// standard error: a tree with a Mac target is not a failure. Returns how many.
    static func removeSkipped(from checks: inout [CheckedDocument]) -> Int {
        let before = checks.count
        checks.removeAll(where: DocumentInputs.isSkipped)
        return before - checks.count
    }

    static func summary(_ checks: [CheckedDocument], skipped: Int, since start: Date) -> CheckRunSummary {
        CheckRunSummary(checks, skipped: skipped, seconds: Date().timeIntervalSince(start))
    }

    /// `--write-baseline` records the issues found; `--baseline` then leaves out the ones it accepts.
    func applyBaselines(to checks: inout [CheckedDocument], currentDirectory: String) throws(CommandFailure) {
        do throws(BaselineError) {
            if let writeBaseline {
                try Self.write(Baseline(checks.flatMap(\.diagnostics), currentDirectory: currentDirectory),
                               to: writeBaseline, inputs: checks.map(\.path))
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

    /// Through `OutputFile`, as every written product: never over a checked input (by identity,
    /// also through symlinks), written through a device, FIFO or symlink rather than replacing it.
    private static func write(_ baseline: Baseline, to path: String, inputs: [String]) throws(BaselineError) {
        let output = OutputFile(path)
        if output.isOneOf(inputs) {
            throw BaselineError(file: path, problem: "refusing to overwrite a checked input with the baseline")
        }
        guard let data = try? baseline.encoded() else {
            throw BaselineError(file: path, problem: "cannot encode the baseline")
        }
        do throws(OutputFile.Failure) {
            try output.write(data)
        } catch {
            throw BaselineError(file: path, problem: "cannot write the baseline file: \(error.reason)")
        }
    }
}
