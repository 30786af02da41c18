import Foundation
import TestSupport
import Testing

/// `fix` on files a CRLF checkout or a BOM-writing editor leaves, and on files whose fix is refused:
/// what reaches the disk (or the patch) is the file with only the fix changed, or nothing at all.
@Suite("autolayout fix: CRLF, byte order marks, refused fixes")
struct FixFaithfulEditsTests {
    static func write(_ text: String, _ name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    @Test("A CRLF file with a byte order mark: the dry-run patch applies with git apply and with patch, as -o writes it")
    func crlfPatchApplies() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = "\u{FEFF}" + ExplainFixFixtures.imagePinnedToEdges.replacingOccurrences(of: "\n", with: "\r\n")
        try Self.write(original, "A.storyboard", in: folder)
        let copy = try ReporterFixtures.run(["fix", "A.storyboard", "-o", "Fixed.storyboard"], in: folder)
        #expect(copy.status == 0, "\(copy.error)")
        let fixed = try Data(contentsOf: folder.appendingPathComponent("Fixed.storyboard"))
        #expect(fixed.starts(with: [0xEF, 0xBB, 0xBF]))
        // Every line end is CRLF, the new lines' too.
        let bytes = [UInt8](fixed)
        #expect(bytes.indices.filter { bytes[$0] == 10 }.allSatisfy { $0 > 0 && bytes[$0 - 1] == 13 })
        #expect(bytes.count > original.utf8.count)

        let run = try ReporterFixtures.run(["fix", "--dry-run", "A.storyboard"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        try Data(run.output.utf8).write(to: folder.appendingPathComponent("fix.diff"))
        #expect(try FixCommandTests.tool("/usr/bin/patch", ["-p1", "--dry-run", "-i", "fix.diff"], in: folder) == 0)
        #expect(try FixCommandTests.tool("/usr/bin/git", ["apply", "--check", "fix.diff"], in: folder) == 0)
        #expect(try FixCommandTests.tool("/usr/bin/git", ["apply", "fix.diff"], in: folder) == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("A.storyboard")) == fixed)
        // And with patch, from the original again.
        try Self.write(original, "A.storyboard", in: folder)
        #expect(try FixCommandTests.tool("/usr/bin/patch", ["-p1", "-i", "fix.diff"], in: folder) == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("A.storyboard")) == fixed)
    }

    @Test("A fix that would add an issue at design time is refused in place: exit 1, the file untouched, the reason said")
    func refusedFixWritesNothing() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        typealias F = FixSafetyFixtures
        let placeholderTop = F.constraint("top", second: "top", constant: 100, placeholder: true, id: "tpS-00-001")
        let text = F.scene([F.leading, placeholderTop, F.width100, F.height50])
        try Self.write(text, "Box.storyboard", in: folder)
        let run = try ReporterFixtures.run(["fix", "--build-time", "--in-place", "Box.storyboard"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("Box.storyboard")) == Data(text.utf8))
        #expect(!run.output.contains("wrote") && !run.output.contains(": fixed: "))
        #expect(run.output.contains("Box.storyboard: note: nothing written: the fix is refused"))
        #expect(run.output.contains("design time: ") && run.output.contains("[conflicting-constraints]"))
        #expect(run.error.contains("0 fixes applied in 0 files"))
    }

    @Test("A fix-it held back for an outlet is listed with its reason, and the issue stays (exit 1)")
    func heldBackListed() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        typealias F = FixSafetyFixtures
        let text = F.scene([F.leading, F.top, F.width100, F.width200, F.height50],
                           connections: [F.outlet("widthTop", "wbS-00-001")])
        try Self.write(text, "Box.storyboard", in: folder)
        let run = try ReporterFixtures.run(["fix", "--in-place", "Box.storyboard"], in: folder)
        #expect(run.status == 1)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Box.storyboard")) == Data(text.utf8))
        #expect(run.output.contains("note: not fixed: Conflicting constraints → remove Box.width = 200: held back: "
            + "outlet 'widthTop' holds constraint wbS-00-001"))
    }
}
