/// A report written to an output as it is made, in chunks of about 64 KB: the pieces a reporter
/// hands over are gathered so each `write(2)` is large, and no more than a chunk is ever held.
/// The first failed write is kept and everything after it dropped (a reporter's sink cannot
/// throw); `finish()` then throws it, so a full or closed output is one line.
package struct ChunkedOutput {
    package static let chunkSize = 64 * 1024

    package let output: OutputFile
    private var buffer = ""
    private var failure: OutputFile.Failure?

    package init(_ output: OutputFile) {
        self.output = output
        buffer.reserveCapacity(Self.chunkSize * 2)
    }

    package mutating func write(_ piece: String) {
        guard failure == nil else { return }
        buffer += piece
        if buffer.utf8.count >= Self.chunkSize { flush() }
    }

    /// Writes what is left; throws the first failed write's reason.
    package mutating func finish() throws(OutputFile.Failure) {
        flush()
        if let failure { throw failure }
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
