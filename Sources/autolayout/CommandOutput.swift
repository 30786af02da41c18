import LayoutCheck
/// Writes a command's product (`fix`, `render`) through `OutputFile`: a failure is `cannotWrite`.
func writeOutput(_ text: String, to output: OutputFile, what: String) throws(CommandFailure) {
    do throws(OutputFile.Failure) {
        try output.write(text)
    } catch {
        throw .cannotWrite(path: output.displayName, what: what, reason: error.reason)
    }
}

/// A report written to an output as it is made, in chunks of about 64 KB: the pieces a reporter
/// hands over are gathered so each `write(2)` is large, and no more than a chunk is ever held.
/// The first failed write is kept and everything after it dropped (a reporter's sink cannot
/// throw); `finish()` then reports it as `cannotWrite`, so a full or closed output is one line.
struct ChunkedOutput {
    static let chunkSize = 64 * 1024

    let output: OutputFile
    let what: String
    private var buffer = ""
    private var failure: OutputFile.Failure?

    init(_ output: OutputFile, what: String) {
        self.output = output
        self.what = what
        buffer.reserveCapacity(Self.chunkSize * 2)
    }

    mutating func write(_ piece: String) {
        guard failure == nil else { return }
        buffer += piece
        if buffer.utf8.count >= Self.chunkSize { flush() }
    }

    /// Writes what is left; throws if any write failed.
    mutating func finish() throws(CommandFailure) {
        flush()
        if let failure { throw .cannotWrite(path: output.displayName, what: what, reason: failure.reason) }
    }

    private mutating func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do throws(OutputFile.Failure) {
            try output.write(buffer)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
