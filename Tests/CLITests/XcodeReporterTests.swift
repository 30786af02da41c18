import Foundation
import Testing

@Suite("check --reporter xcode (the default)")
struct XcodeReporterTests {
    typealias F = ReporterFixtures

    @Test("The ambiguous example: its scene's content size, then both issues in compiler form, each with its notes")
    func exactLines() throws {
        let run = try CLI.run(["check", "--reporter", "xcode", F.ambiguous])
        #expect(run.status == 1)
        #expect(run.output == """
            \(F.ambiguous): scene "View Controller" (ScA-aa-001), canvas 375 × 667
              "Scroll View" (Scr-aa-001): content size ambiguous (width and height)
            \(F.ambiguous):17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]
            \(F.ambiguous):17:29: note: \(F.scrollWhy)
            \(F.ambiguous):17:29: note: \(F.scrollFix)
            \(F.ambiguous):20:37: error: \(F.imageMessage) [missing-constraints]
            \(F.ambiguous):20:37: note: \(F.imageWhy)
            \(F.ambiguous):20:37: note: \(F.imageFix)

            """)
    }

    @Test("--no-notes, and notes: false in the configuration, leave the notes out; the exit status is the same")
    func noNotes() throws {
        let expected = """
            \(F.ambiguous):17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]
            \(F.ambiguous):20:37: error: \(F.imageMessage) [missing-constraints]

            """
        let flag = try CLI.run(["check", "--quiet", "--no-notes", F.ambiguous])
        #expect(flag.status == 1 && flag.output == expected)
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "notes: false\n".write(to: folder.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8)
        let example = CLI.packageRoot.appendingPathComponent(F.ambiguous).path
        let configured = try F.run(["check", "--quiet", example], in: folder)
        #expect(configured.status == 1)
        #expect(configured.output == expected.replacingOccurrences(of: F.ambiguous, with: example))
    }

    @Test("No reporter and --format text print the same as --reporter xcode")
    func defaultsAndAlias() throws {
        let named = try CLI.run(["check", "--reporter", "xcode", "Examples/Storyboards"])
        #expect(try CLI.run(["check", "Examples/Storyboards"]).output == named.output)
        #expect(try CLI.run(["check", "--format", "text", "Examples/Storyboards"]).output == named.output)
    }

    @Test("--quiet prints the issues only")
    func quiet() throws {
        let run = try CLI.run(["check", "--quiet", "--no-notes", "Examples/Storyboards"])
        #expect(run.output == """
            \(F.ambiguous):17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]
            \(F.ambiguous):20:37: error: \(F.imageMessage) [missing-constraints]

            """)
    }

    @Test("Piped output has no colour and standard error no progress bar, even for many files")
    func noEscapesWhenPiped() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<6 {
            try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(F.ambiguous),
                                             to: folder.appendingPathComponent("S\(index).storyboard"))
        }
        let run = try CLI.run(["check", folder.path])
        #expect(!run.output.contains("\u{1B}["))
        // Standard error holds only the closing line: no progress bar when it is not a terminal.
        #expect(run.error.hasPrefix("Done checking 6 files (6 scenes): 12 errors, 0 warnings, 0 unreadable, 0 skipped in "))
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.components(separatedBy: "error:").count - 1 == 12)
    }

    @Test("On a terminal (via script(1)) the severity is coloured: errors red", .enabled(if: Self.scriptAvailable))
    func colourOnTerminal() throws {
        let binary = CLI.binary.path
        let run = try ReporterFixtures.run(
            // The test runner may set NO_COLOR for its children; a terminal user without it gets colour.
            ["/usr/bin/script", "-qec", "env -u NO_COLOR \(binary) check --quiet \(F.ambiguous)", "/dev/null"], in: CLI.packageRoot,
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(run.output.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test("On a terminal, checking six files draws a progress bar on standard error", .enabled(if: Self.scriptAvailable))
    func progressOnTerminal() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 1...6 {
            try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(F.fixed),
                                             to: folder.appendingPathComponent("F\(index).storyboard"))
        }
        // Standard output goes to /dev/null: what the terminal shows is standard error alone.
        let run = try ReporterFixtures.run(
            ["/usr/bin/script", "-qec", "\(CLI.binary.path) check \(folder.path) >/dev/null", "/dev/null"],
            in: CLI.packageRoot, executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(run.output.contains("[###-----------------] 1/6 "))
        #expect(run.output.contains("[################----] 5/6 "))
    }

    static var scriptAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    @Test("A malformed file: an error at the mismatched tag, exit 2, the other file still checked")
    func malformed() throws {
        let folder = try F.folderWithBrokenFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--quiet", "--no-notes", "."], in: folder)
        #expect(run.status == 2)
        #expect(run.output == """
            ./Broken.storyboard:12:14: error: \(F.malformedMessage) [document]
            ./Image.storyboard:17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]
            ./Image.storyboard:20:37: error: \(F.imageMessage) [missing-constraints]

            """)
    }

    @Test("An unknown reporter is a usage error (64): SwiftLint's message, then the known names")
    func unknownReporter() throws {
        let run = try CLI.run(["check", "--reporter", "emoji", F.fixed])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: No reporter with identifier 'emoji' available (known: xcode, json, sarif, "
            + "github-actions, junit, summary, codeclimate).\n"))
        #expect(run.output.isEmpty)
    }

    @Test("--format sarif is a usage error that points to --reporter sarif")
    func formatHint() throws {
        let run = try CLI.run(["check", "--format", "sarif", F.fixed])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: --format takes text or json; use --reporter sarif (reporters: xcode, json, "))
        let unknown = try CLI.run(["check", "--format", "yaml", F.fixed])
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("Error: --format takes text or json (reporters: "))
    }

    @Test("NO_COLOR turns colour off even on a terminal", .enabled(if: Self.scriptAvailable))
    func noColour() throws {
        let run = try ReporterFixtures.run(
            ["/usr/bin/script", "-qec", "env NO_COLOR=1 \(CLI.binary.path) check --quiet \(F.ambiguous)", "/dev/null"],
            in: CLI.packageRoot, executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(run.output.contains(": error: "))
        #expect(!run.output.contains("\u{1B}["))
    }
}
