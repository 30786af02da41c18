import Foundation
import Testing

@Suite(".autolayout.yml")
struct ConfigurationTests {
    typealias F = ReporterFixtures

    /// A fresh folder with `.autolayout.yml` = `config` and the ambiguous example at each of `files`.
    func project(_ config: String?, files: [String] = ["A.storyboard"]) throws -> URL {
        let folder = try CLI.temporaryFolder()
        if let config { try config.write(to: folder.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8) }
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(F.ambiguous), to: url)
        }
        return folder
    }

    @Test("rules: a kind turned off disappears; another raised to error fails the run")
    func rules() throws {
        let folder = try project("""
            rules:
              missing-constraints: off
              scrollable-content-size-ambiguity: error
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: folder)
        #expect(run.status == 1)
        #expect(run.output == "A.storyboard:17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]\n")
    }

    @Test("excluded: a directory, `*` within a name and `**` across folders, relative to the config file")
    func excluded() throws {
        let folder = try project("""
            excluded:
              - Legacy
              - "**/Generated/*-Old.storyboard"
            """, files: ["A.storyboard", "Legacy/B.storyboard", "Sub/Legacy/C.storyboard",
                         "Sub/Deep/Generated/D-Old.storyboard", "Sub/Deep/Generated/E.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--reporter", "summary", "."], in: folder)
        let paths = run.output.split(separator: "\n").dropFirst(2).dropLast(1)
            .map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
        // Legacy is excluded only at the top (patterns are relative to the config's folder).
        #expect(paths == ["./A.storyboard", "./Sub/Deep/Generated/E.storyboard", "./Sub/Legacy/C.storyboard"])
    }

    @Test("Found by walking up from the current directory; --config overrides it")
    func discovery() throws {
        let folder = try project("rules: {missing-constraints: off, scrollable-content-size-ambiguity: off}\n",
                                 files: ["Sub/A.storyboard"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let sub = folder.appendingPathComponent("Sub")
        #expect(try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: sub).output.isEmpty)
        try "{}\n".write(to: folder.appendingPathComponent("empty.yml"), atomically: true, encoding: .utf8)
        let overridden = try F.run(["check", "--quiet", "--no-notes", "--config", "../empty.yml", "A.storyboard"], in: sub)
        #expect(overridden.output.components(separatedBy: "error:").count - 1 == 2)
    }

    @Test("mode: build lays out as at launch (--build-time), design as the canvas")
    func mode() throws {
        let folder = try project("mode: build\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--reporter", "json", "A.storyboard"], in: folder)
        #expect(run.output.contains("\"mode\": \"buildTime\""))
        try "mode: design\n".write(to: folder.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8)
        #expect(try F.run(["check", "--reporter", "json", "A.storyboard"], in: folder).output.contains("\"mode\": \"designTime\""))
    }

    @Test("device and canvas fill in what a document does not record")
    func deviceAndCanvas() throws {
        // The example without its <device> and without the root view's frame (375 × 667).
        let example = try String(contentsOf: CLI.packageRoot.appendingPathComponent(F.ambiguous), encoding: .utf8)
        let bare = example.replacingOccurrences(of: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>", with: "")
            .replacingOccurrences(of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>", with: "")
        let folder = try project("device: retina6_1\ncanvas: {width: 390, height: 844}\n", files: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        try bare.write(to: folder.appendingPathComponent("A.storyboard"), atomically: true, encoding: .utf8)
        let run = try F.run(["check", "--reporter", "json", "A.storyboard"], in: folder)
        // retina6_1 is a notch iPhone: 48 at the top from Xcode 14 (the example is toolsVersion 22155;
        // JTAppleCalendar 22154 and FloatingPanel 32700 record 48), 34 at the bottom.
        #expect(run.output.contains("\"canvas\": {\n            \"width\": 390,\n            \"height\": 844\n          }"))
        #expect(run.output.contains("\"safeAreaInsets\": {\n            \"top\": 48,\n            \"left\": 0,\n            \"bottom\": 34,"))
        try "{}\n".write(to: folder.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8)
        let without = try F.run(["check", "--reporter", "json", "A.storyboard"], in: folder)
        #expect(without.output.contains("\"canvas\": {\n            \"width\": 0,\n            \"height\": 0\n          }"))
    }

    @Test("Invalid YAML: exit 2 with the file, line and column of the problem")
    func invalidYAML() throws {
        let folder = try project("rules:\n  missing-constraints: off\n bad: [\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--config", ".autolayout.yml", "A.storyboard"], in: folder)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        // Line 3 is indented by one space: neither a key of `rules` nor a top-level key.
        #expect(run.error.hasPrefix(".autolayout.yml:3:2: error: invalid YAML: "))
    }

    @Test("Unknown rules, unknown settings and bad values are errors at their line")
    func invalidSettings() throws {
        let cases: [(String, String)] = [
            ("rules:\n  missing-constraint: off\n", ".autolayout.yml:2:3: error: unknown rule 'missing-constraint'"),
            ("mode: build\ncolour: yes\n", ".autolayout.yml:2:1: error: unknown setting 'colour'"),
            ("mode: runtime\n", ".autolayout.yml:1:7: error: mode must be design or build"),
            ("rules:\n  misplaced-view: loud\n", ".autolayout.yml:2:19: error: rule 'misplaced-view' must be off, warning or error"),
            ("canvas: {width: -1, height: 5}\n", ".autolayout.yml:1:9: error: canvas must be"),
        ]
        try expectErrors(cases)
    }

    /// Each configuration text stops `check` with exit 2, nothing on standard output, and an error
    /// starting with its expected text.
    func expectErrors(_ cases: [(config: String, expected: String)]) throws {
        for (config, expected) in cases {
            let folder = try project(config)
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try F.run(["check", "--config", ".autolayout.yml", "A.storyboard"], in: folder)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.error.hasPrefix(expected), "\(config) → \(run.error)")
        }
    }
}
