import Foundation
import Testing

@Suite("check --reporter github-actions")
struct GitHubActionsReporterTests {
    typealias F = ReporterFixtures

    @Test("One workflow command per issue, relative path, line and column; the notes on lines of their own (%0A)")
    func exactLines() throws {
        let run = try CLI.run(["check", "--reporter", "github-actions", "Examples/Storyboards"])
        #expect(run.status == 1)
        #expect(run.output == """
            ::error file=\(F.ambiguous),line=17,col=29::\(F.scrollMessage) [scrollable-content-size-ambiguity]%0A\(F.scrollWhy)%0A\(F.scrollFix)
            ::error file=\(F.ambiguous),line=20,col=37::\(F.imageMessage) [missing-constraints]%0A\(F.imageWhy)%0A\(F.imageFix)

            """)
    }

    @Test("A malformed file is an ::error; the path's ',' and ':' and the message's '%' are escaped")
    func escaping() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try F.malformed.write(to: folder.appendingPathComponent("a,b:c.storyboard"), atomically: true, encoding: .utf8)
        // The scroll view labelled `50% Scroll\nView` (a newline in the label) tests the message escapes:
        // the newline is shown as `\n` (as by every reporter), `%` percent-encoded.
        let example = try String(contentsOf: CLI.packageRoot.appendingPathComponent(F.ambiguous), encoding: .utf8)
        try example.replacingOccurrences(of: "userLabel=\"Scroll View\"", with: "userLabel=\"50% Scroll&#10;View\"")
            .write(to: folder.appendingPathComponent("b.storyboard"), atomically: true, encoding: .utf8)
        let run = try F.run(["check", "--reporter", "github-actions", "--no-notes", "a,b:c.storyboard", "b.storyboard"],
                            in: folder)
        #expect(run.status == 2)
        #expect(run.output == """
            ::error file=a%2Cb%3Ac.storyboard,line=12,col=14::\(F.malformedMessage) [document]
            ::error file=b.storyboard,line=17,col=29::Scrollable content size is ambiguous for "50%25 Scroll\\nView" (Scr-aa-001). [scrollable-content-size-ambiguity]
            ::error file=b.storyboard,line=20,col=37::\(F.imageMessage) [missing-constraints]

            """)
        // With notes, a name's newline stays `\n` and its `%` `%25`: only the breaks between notes are `%0A`.
        let noted = try F.run(["check", "--reporter", "github-actions", "b.storyboard"], in: folder)
        let first = try #require(noted.output.split(separator: "\n").first)
        #expect(first.components(separatedBy: "%0A").count == 3)
        #expect(first.contains("%0Awhy: Horizontal: Image View.leading = 50%25 Scroll\\nView.leading → stops at"))
    }
}
