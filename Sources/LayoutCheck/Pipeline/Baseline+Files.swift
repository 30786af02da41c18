import Foundation

extension Baseline {
    /// `--write-baseline` records the issues found (`write`); `--baseline` then leaves out the ones
    /// its file accepts (`read`), from every document of `checks`.
    package static func apply(writing write: String?, reading read: String?, to checks: inout [CheckedDocument],
                              currentDirectory: String) throws(BaselineError) {
        if let write {
            try Baseline(checks.flatMap(\.diagnostics), currentDirectory: currentDirectory)
                .write(to: write, inputs: checks.map(\.path))
        }
        guard let read else { return }
        let accepted = try Baseline(contentsOf: read)
        for index in checks.indices {
            checks[index].diagnostics.removeAll { accepted.contains($0, currentDirectory: currentDirectory) }
        }
    }

    /// Through `OutputFile`, as every written product: never over a checked input (by identity,
    /// also through symlinks), written through a device, FIFO or symlink rather than replacing it.
    package func write(to path: String, inputs: [String]) throws(BaselineError) {
        let output = OutputFile(path)
        if output.isOneOf(inputs) {
            throw BaselineError(file: path, problem: "refusing to overwrite a checked input with the baseline")
        }
        guard let data = try? encoded() else {
            throw BaselineError(file: path, problem: "cannot encode the baseline")
        }
        do throws(OutputFile.Failure) {
            try output.write(data)
        } catch {
            throw BaselineError(file: path, problem: "cannot write the baseline file: \(error.reason)")
        }
    }
}
