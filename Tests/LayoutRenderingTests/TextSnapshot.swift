import Foundation
import Testing

/// A whole text compared with the one recorded in `__Snapshots__/SUITE/NAME.1.txt` beside the test
/// file (the layout swift-snapshot-testing used, so the recorded files stay valid). A missing
/// recording is written and the test fails once, so a new snapshot is always looked at before it
/// is committed. Kept here, not as a package dependency: a library user of this package then
/// resolves no test-only packages.
func assertSnapshot(of text: String, filePath: String = #filePath, function: String = #function,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let testFile = URL(fileURLWithPath: filePath)
    let suite = testFile.deletingPathExtension().lastPathComponent
    let name = function.split(separator: "(").first.map(String.init) ?? function
    let recorded = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(suite)/\(name).1.txt")
    guard let expected = try? String(contentsOf: recorded, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: recorded.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: recorded)
        Issue.record("No snapshot was recorded; wrote \(recorded.path): review it and run again", sourceLocation: sourceLocation)
        return
    }
    guard expected != text else { return }
    let expectedLines = expected.components(separatedBy: "\n"), actualLines = text.components(separatedBy: "\n")
    let first = Array(zip(expectedLines, actualLines)).firstIndex { $0.0 != $0.1 } ?? min(expectedLines.count, actualLines.count)
    let shown = { (lines: [String]) -> String in first < lines.count ? lines[first] : "(end of text)" }
    let recordedLine = shown(expectedLines), renderedLine = shown(actualLines)
    Issue.record("Differs from \(recorded.lastPathComponent) at line \(first + 1):\n  recorded: \(recordedLine)\n  rendered: \(renderedLine)",
                 sourceLocation: sourceLocation)
}
