import Foundation
import Testing

/// `check` on inputs that used to pass in silence, hang or print non-finite numbers (issue 17).
@Suite("check on hostile input")
struct HostileInputTests {
    typealias F = ReporterFixtures

    /// A fresh folder holding the ambiguous example as `A.storyboard`, edited by `edit`.
    func folder(editing edit: (String) -> String) throws -> URL {
        let folder = try CLI.temporaryFolder()
        let example = try String(contentsOf: CLI.packageRoot.appendingPathComponent(F.ambiguous), encoding: .utf8)
        try edit(example).write(to: folder.appendingPathComponent("A.storyboard"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("a storyboard whose type says XIB still reports its two errors (it used to print nothing), and a warning about the type")
    func storyboardTypedAsXIB() throws {
        let folder = try self.folder { $0.replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "CocoaTouch.XIB") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--quiet", "A.storyboard"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("A.storyboard:17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]"))
        #expect(run.output.components(separatedBy: "error:").count - 1 == 2)
        #expect(run.output.components(separatedBy: "warning:").count - 1 == 1)
        #expect(run.output.contains(": warning: type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" disagrees with the content "
                                    + "(<scenes>): read as a storyboard [document]"))
        let json = try F.run(["check", "--reporter", "json", "A.storyboard"], in: folder)
        #expect(json.output.contains("disagrees with the content (<scenes>): read as a storyboard"))
    }

    @Test("a multiplier of 1e308 is an error at the constraint's line; no number printed is infinite")
    func overflowingMultiplier() throws {
        // The scroll view's height constraint (line 37, column 29) becomes height = 1e308 × the root's width.
        let folder = try self.folder {
            $0.replacingOccurrences(of: #"firstAttribute="height" constant="250""#,
                                    with: #"firstAttribute="height" secondItem="Vw0-aa-001" secondAttribute="width" multiplier="1e308""#)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "A.storyboard"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("A.storyboard:37:29: error: constraint \"Cst-aa-008\": its result overflows"))
        #expect(!run.output.contains("inf"))
        let explained = try F.run(["explain", "A.storyboard"], in: folder)
        #expect(!explained.output.contains("inf"))
    }

    @Test("an excluded pattern of twenty `**/a/` against a file forty folders deep is matched at once")
    func backtrackingPattern() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = Array(repeating: "a", count: 40).joined(separator: "/")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(deep), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(F.ambiguous),
                                         to: folder.appendingPathComponent(deep + "/A.storyboard"))
        // No folder is named x, so nothing is excluded and the file's two errors are reported.
        let config = "excluded:\n  - \"" + String(repeating: "**/a/", count: 20) + "x\"\n"
        try config.write(to: folder.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8)
        let run = try F.run(["check", "--quiet", "."], in: folder)
        #expect(run.output.components(separatedBy: "error:").count - 1 == 2)
    }
}
