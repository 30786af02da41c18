import Foundation

extension Baseline {
    /// `--write-baseline` records the issues found (`write`); `--baseline` then leaves out the ones
    /// its file accepts (`read`), from every document of `checks`.
    package static func apply(writing write: String?, reading read: String?, to checks: inout [CheckedDocument],
                              currentDirectory: String, followingLinks: Bool = false) throws(BaselineError) {
        if let write {
            try Baseline(checks.flatMap(\.diagnostics), currentDirectory: currentDirectory)
                .write(to: write, inputs: checks.map(\.path), followingLinks: followingLinks)
        }
        guard let read else { return }
        let accepted = try Baseline(contentsOf: read)
        for index in checks.indices {
            checks[index].diagnostics.removeAll { accepted.contains($0, currentDirectory: currentDirectory) }
        }
    }

    /// Through `OutputFile`, as every written report: never over a checked input (by identity,
    /// also through symlinks); an existing symbolic link, device or FIFO is refused unless
    /// `followingLinks` (a link committed at the baseline's path could point anywhere).
    package func write(to path: String, inputs: [String], followingLinks: Bool = false) throws(BaselineError) {
        let output = OutputFile(path, report: true, followingLinks: followingLinks)
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
