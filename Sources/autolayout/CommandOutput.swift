import LayoutCheck
/// Writes a command's product (`fix`, `render`) through `OutputFile`: a failure is `cannotWrite`.
func writeOutput(_ text: String, to output: OutputFile, what: String) throws(CommandFailure) {
    do throws(OutputFile.Failure) {
        try output.write(text)
    } catch {
        throw .cannotWrite(path: output.displayName, what: what, reason: error.reason)
    }
}
