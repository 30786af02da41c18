import Foundation
import TestSupport
import Testing

/// `autolayout log` end to end: exit codes, text and JSON.
@Suite struct LogCommandTests {
    static func run(_ arguments: [String]) throws -> (Int32, String, String) {
        let run = try AutoLayoutCLI.run(["log"] + arguments)
        return (run.status, run.output, run.error)
    }

    static let conflict = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xc1 UILabel:0xa1'Total'.width == 420   (active)>",
            "<NSLayoutConstraint:0xc2 'UIView-Encapsulated-Layout-Width' UILabel:0xa1'Total'.width == 320   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xc1 UILabel:0xa1'Total'.width == 420   (active)>
        """

    @Test func aConflictExitsOneAndTheTextNamesTheBrokenViewByClassAndText() throws {
        let path = try TemporaryFiles.file(named: "app.log", "starting\n" + Self.conflict + "\ndone\n")
        let (status, out, _) = try Self.run([path])
        #expect(status == 1)
        #expect(out.contains("UIKit breaks UILabel 'Total'.width = 420"))
        #expect(out.contains(":2: conflict"))
    }

    @Test func theJSONReportFollowsTheSchema() throws {
        let path = try TemporaryFiles.file(named: "app.log", Self.conflict)
        let (_, out, _) = try Self.run(["--reporter", "json", path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(json["schema"] as? String == "autolayout-log/1")
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        let event = try #require((file["events"] as? [[String: Any]])?.first)
        #expect(event["kind"] as? String == "conflict" && event["unsatisfiable"] as? Bool == true)
        #expect((event["broken"] as? [String: Any])?["source"] as? String == "log")
        #expect(event["minimalSet"] as? [String] == ["0xc1", "0xc2"])
    }

    @Test func textWithoutMessagesExitsZero() throws {
        let path = try TemporaryFiles.file(named: "plain.log", "hello\nworld\n")
        #expect(try Self.run([path]).0 == 0)
    }

    @Test func aBinaryFileExitsTwoWithAMessage() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("binary-\(UUID().uuidString).log")
        try Data([0, 1, 2, 255, 254, 0]).write(to: url)
        let (status, _, err) = try Self.run([url.path])
        #expect(status == 2 && err.contains("not a text log"))
    }

    @Test func aMissingFileExitsTwo() throws {
        let (status, _, err) = try Self.run(["/nonexistent/app.log"])
        #expect(status == 2 && err.contains("no such file"))
    }

    @Test func anUnknownReporterExits64() throws {
        #expect(try Self.run(["--reporter", "xml"]).0 == 64)
    }
}

extension LogCommandTests {
    @Test func htmlWritesAnIndexAndAPagePerLogWithTheConflictsPicture() throws {
        let path = try TemporaryFiles.file(named: "app.log", Self.conflict)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("log-html-\(UUID().uuidString)").path
        let (status, _, _) = try Self.run([path, "--html", directory])
        #expect(status == 1)
        let index = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        let page = try String(contentsOfFile: directory + "/log-1.html", encoding: .utf8)
        #expect(index.contains("href=\"log-1.html\""))
        #expect(page.contains("<svg") && page.contains("class=\"event\""))
        // The chain in numbers: the label asked 420 wide where its owner fixes 320.
        #expect(page.contains("Horizontally, in numbers: 420 ≠ 320: UILabel &apos;Total&apos;.width = 320"))
    }

    @Test func theTextAndJSONGiveTheChainInNumbers() throws {
        let path = try TemporaryFiles.file(named: "app.log", Self.conflict)
        let (_, text, _) = try Self.run([path])
        #expect(text.contains("Horizontally, in numbers: 420 ≠ 320: UILabel 'Total'.width = 320 ('UIView-Encapsulated-Layout-Width')"))
        let (_, json, _) = try Self.run([path, "--reporter", "json"])
        #expect(json.contains("\"demand\": \"0xc2\""))
    }
}
