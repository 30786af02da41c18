import Foundation

extension Baseline {
    /// What `--baseline` did: how many issues it accepted, and its entries for the files checked
    /// that no longer match an issue (fixed, or the object's id changed), as notes.
    package struct Outcome: Equatable {
        package var accepted = 0
        /// `BASELINE: note: no longer found: FILE: rule (id)`, one per stale entry, sorted.
        package var staleNotes: [String] = []
    }

    /// `--write-baseline` records the issues found (`write`); `--baseline` then leaves out the ones
    /// its file accepts (`read`), from every document of `checks`. Nil when nothing was read.
    package static func apply(writing write: String?, reading read: String?, to checks: inout [CheckedDocument],
                              currentDirectory: String, followingLinks: Bool = false) throws(BaselineError) -> Outcome? {
        if let write {
            try Baseline(checks.flatMap(\.diagnostics), directory: folder(of: write, currentDirectory: currentDirectory),
                         currentDirectory: currentDirectory)
                .write(to: write, inputs: checks.map(\.path), followingLinks: followingLinks)
        }
        guard let read else { return nil }
        let directory = folder(of: read, currentDirectory: currentDirectory)
        let baseline = try Baseline(contentsOf: read, directory: directory, currentDirectory: currentDirectory)
        var used: Set<Key> = [], outcome = Outcome()
        for index in checks.indices {
            checks[index].diagnostics.removeAll { diagnostic in
                guard let key = baseline.acceptedKey(of: diagnostic, directory: directory, currentDirectory: currentDirectory)
                else { return false }
                used.insert(key)
                outcome.accepted += 1
                return true
            }
        }
        let checkedFiles = Set(checks.map { relativePath($0.path, directory: directory, currentDirectory: currentDirectory) })
        outcome.staleNotes = baseline.keys.subtracting(used).filter { checkedFiles.contains($0.file) }.sorted().map { key in
            "\(read): note: no longer found: \(key.file): \(key.rule) (\(key.objectID ?? key.message ?? ""))"
        }
        return outcome
    }

    /// The absolute folder of the baseline file at `path` (as given).
    static func folder(of path: String, currentDirectory: String) -> String {
        let absolute = RelativePath.normalise(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        return (absolute as NSString).deletingLastPathComponent
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
