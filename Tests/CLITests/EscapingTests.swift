import Foundation
import LayoutCheck
import Testing

/// Names from the storyboard (`userLabel`) and the file's own name cannot add lines to a CI log
/// (issue 17): every text output escapes control characters, so no injected `::error …` workflow
/// command or `path:1:1: error:` line starts a line of its own.
@Suite("Control characters in names")
struct EscapingTests {
    /// The scroll view's label holds a newline (`&#10;`, as XML must write it in an attribute), the
    /// image view's a literal LINE SEPARATOR (U+2028); the file's name holds a newline.
    static let fileName = "A\n::error file=z::pwned.storyboard"

    func folder() throws -> URL {
        let folder = try CLI.temporaryFolder()
        let example = try String(contentsOf: CLI.packageRoot.appendingPathComponent(ReporterFixtures.ambiguous),
                                 encoding: .utf8)
        let hostile = example
            .replacingOccurrences(of: "userLabel=\"Scroll View\"", with: "userLabel=\"Evil&#10;::error file=x::pwned\"")
            .replacingOccurrences(of: "userLabel=\"Image View\"", with: "userLabel=\"Img\u{2028}::error file=y::pwned\"")
        try hostile.write(to: folder.appendingPathComponent(Self.fileName), atomically: true, encoding: .utf8)
        return folder
    }

    /// Every line of `text`, split wherever a terminal, a log viewer or a JavaScript reader could
    /// see a line break.
    static func lines(_ text: String) -> [String] {
        let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
        return text.unicodeScalars.split(omittingEmptySubsequences: false) { breaks.contains($0.value) }
            .map { String(String.UnicodeScalarView($0)) }
    }

    /// No injected text begins a line, and no raw break character other than `\n` is left.
    static func expectNoInjection(_ text: String, _ comment: Comment) {
        for line in lines(text) {
            #expect(!line.hasPrefix("::error file=x") && !line.hasPrefix("::error file=y")
                    && !line.hasPrefix("::error file=z"), comment)
            #expect(!line.hasPrefix("::") || line.hasPrefix("::warning file=") || line.hasPrefix("::error file=A"),
                    comment)
        }
        #expect(!text.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x0D }, comment)
    }

    @Test("Every reporter of check escapes the names and the path", arguments: Reporters.identifiers)
    func reporters(reporter: String) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["check", "--reporter", reporter, Self.fileName], in: folder)
        // The fixture's scroll view and image are ambiguous: errors, so every reporter's run exits 1.
        #expect(run.status == 1, "\(run.error)")
        Self.expectNoInjection(run.output, "\(reporter)")
        Self.expectNoInjection(run.error, "\(reporter)")
    }

    @Test("The xcode reporter shows a newline as \\n and U+2028 as \\u{2028}, in the path and the names")
    func xcodeForm() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ReporterFixtures.run(["check", "--quiet", "--no-notes", Self.fileName], in: folder)
        let path = #"A\n::error file=z::pwned.storyboard"#
        #expect(run.output == """
            \(path):17:29: error: Scrollable content size is ambiguous for "Evil\\n::error file=x::pwned" (Scr-aa-001). \
            [scrollable-content-size-ambiguity]
            \(path):20:37: error: "Img\\u{2028}::error file=y::pwned" (Img-aa-001): Need constraints for: width, height \
            [missing-constraints]

            """)
        let full = try ReporterFixtures.run(["check", Self.fileName], in: folder)
        #expect(full.output.contains(#"  "Evil\n::error file=x::pwned" (Scr-aa-001): content size ambiguous"#))
        // The notes name the objects too: escaped the same way.
        #expect(full.output.contains(#"note: why: Horizontal: Img\u{2028}::error file=y::pwned.leading = Evil\n::error file=x::pwned.leading"#))
    }

    @Test("explain, render's picture and command errors escape them too")
    func otherCommands() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let explain = try ReporterFixtures.run(["explain", Self.fileName], in: folder)
        #expect(explain.output.contains(#"Evil\n::error file=x::pwned"#), "\(explain.output)")
        Self.expectNoInjection(explain.output, "explain")
        let render = try ReporterFixtures.run(["render", Self.fileName, "-o", "-"], in: folder)
        #expect(render.status == 0)
        #expect(render.output.contains(#"Img\u{2028}::error file=y::pwned"#))
        Self.expectNoInjection(render.output, "render")
        let unknown = try ReporterFixtures.run(["render", Self.fileName, "--scene", "nope", "-o", "-"], in: folder)
        #expect(unknown.status == 64)
        #expect(Self.lines(unknown.error).count == 2, "one line, then the end")
        Self.expectNoInjection(unknown.error, "render --scene")
        let fix = try ReporterFixtures.run(["fix", Self.fileName, "-o", "copy.storyboard"], in: folder)
        #expect(fix.status == 0)
        Self.expectNoInjection(fix.output, "fix")
    }
}
