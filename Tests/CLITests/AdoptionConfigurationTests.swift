import Foundation
import LayoutCheck
import TestSupport
import Testing

/// The settings that put `check` on an existing project: `ignore:`, `reporter:`, `strict:`,
/// known device ids, and the folders never walked into.
@Suite(".autolayout.yml for adoption")
struct AdoptionConfigurationTests {
    typealias F = ReporterFixtures

    func project(_ config: String?, files: [String] = ["A.storyboard"]) throws -> URL {
        try ConfigurationTests().project(config, files: files)
    }

    @Test("ignore: an object id drops every issue of that object; other objects still report")
    func ignoreObject() throws {
        let folder = try project("ignore:\n  - Img-aa-001\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: folder)
        #expect(run.status == 1)
        #expect(run.output == "A.storyboard:17:29: error: \(F.scrollMessage) [scrollable-content-size-ambiguity]\n")
    }

    @Test("ignore: {id, rules} drops only the rules listed for that object")
    func ignoreObjectRules() throws {
        let folder = try project("""
            ignore:
              - {id: Scr-aa-001, rules: [scrollable-content-size-ambiguity]}
              - {id: Img-aa-001, rules: [misplaced-view]}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: folder)
        // The image's missing constraints are not the rule its entry names, so they stay.
        #expect(run.output == "A.storyboard:20:37: error: \(F.imageMessage) [missing-constraints]\n")
        let both = try project("ignore: [Scr-aa-001, Img-aa-001]\n")
        defer { try? FileManager.default.removeItem(at: both) }
        let clean = try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: both)
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
    }

    @Test("reporter: picks the output when --reporter is not given; --reporter wins")
    func reporterSetting() throws {
        let folder = try project("reporter: github-actions\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "A.storyboard"], in: folder)
        #expect(run.output.hasPrefix("::error file=A.storyboard,line=17,col=29::"))
        let named = try F.run(["check", "--reporter", "xcode", "--quiet", "A.storyboard"], in: folder)
        #expect(named.output.hasPrefix("A.storyboard:17:29: error: "))
    }

    @Test("strict: true fails a run whose only issues are warnings, as --strict does")
    func strictSetting() throws {
        let folder = try project("strict: true\nrules: {missing-constraints: warning, scrollable-content-size-ambiguity: warning}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: folder).status == 1)
        try "strict: false\nrules: {missing-constraints: warning, scrollable-content-size-ambiguity: warning}\n"
            .write(to: folder.appendingPathComponent(".autolayout.yml"), atomically: true, encoding: .utf8)
        #expect(try F.run(["check", "--quiet", "--no-notes", "A.storyboard"], in: folder).status == 0)
    }

    @Test("Bad ignore, reporter, strict, notes and device values are errors at their line, listing what is known")
    func invalidValues() throws {
        let cases: [(String, String)] = [
            ("device: iphone99\n", ".autolayout.yml:1:9: error: unknown device 'iphone99' (known: retina3_5, retina4_0, "),
            ("device: {id: retina9, orientation: portrait}\n", ".autolayout.yml:1:14: error: unknown device 'retina9'"),
            ("reporter: emoji\n", ".autolayout.yml:1:11: error: unknown reporter 'emoji' (known: xcode, json, sarif, "
                + "github-actions, junit, summary, codeclimate)"),
            ("strict: sometimes\n", ".autolayout.yml:1:9: error: strict must be true or false"),
            ("notes: maybe\n", ".autolayout.yml:1:8: error: notes must be true or false"),
            ("ignore:\n  - {id: X, rules: [missing]}\n", ".autolayout.yml:2:21: error: unknown rule 'missing'"),
            ("ignore:\n  - {id: X, rule: missing-constraints}\n", ".autolayout.yml:2:13: error: unknown key 'rule'"),
            ("ignore:\n  - [X]\n", ".autolayout.yml:2:5: error: ignore entries must be an object id or {id: ID, rules:"),
        ]
        try ConfigurationTests().expectErrors(cases)
    }

    @Test("A folder walk skips .git, .build, Pods, Carthage, DerivedData and node_modules; a file named there is checked")
    func defaultExcludes() throws {
        let skipped = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]
        let folder = try project(nil, files: ["App/A.storyboard"] + skipped.map { "App/\($0)/Sub/B.storyboard" })
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--reporter", "summary", "."], in: folder)
        let paths = run.output.split(separator: "\n").dropFirst(2).dropLast(1)
            .map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
        #expect(paths == ["./App/A.storyboard"])
        let named = try F.run(["check", "--quiet", "--no-notes", "App/Pods/Sub/B.storyboard"], in: folder)
        #expect(named.output.hasPrefix("App/Pods/Sub/B.storyboard:17:29: error: "))
    }
}

@Suite("autolayout rules")
struct RulesCommandTests {
    @Test("Every rule of the registry with its id, Xcode's severity, trigger and fix; Xcode's yellow ones are warnings")
    func listing() throws {
        let run = try CLI.run(["rules"])
        #expect(run.status == 0)
        let heads = run.output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(heads == LayoutRules.all.map { "\($0.kind) (\($0.info.defaultSeverity)): \($0.info.name)" })
        #expect(heads.filter { $0.contains(" (warning): ") } == [
            "fixed-width-may-clip (warning): Fixed Width Constraints May Cause Clipping",
            "misplaced-view (warning): Misplaced Views",
        ])
        #expect(run.output.components(separatedBy: "\n  trigger: ").count - 1 == LayoutRules.all.count)
        #expect(run.output.components(separatedBy: "\n  fix: ").count - 1 == LayoutRules.all.count)
    }
}

@Suite("How issue lines name objects")
struct IssueNamesTests {
    @Test("Layout guides by Xcode's names, long text cut to 40 characters, twins told apart by id, every line with an id")
    func names() throws {
        let path = try TemporaryFiles.file(named: "Names.storyboard", NamesFixtures.guidesAndTwins)
        let run = try CLI.run(["check", "--quiet", "--no-notes", path])
        #expect(run.status == 1)
        let intro = "Welcome to the application, which check…"
        #expect(run.output.contains("\"\(intro).top = Top Layout Guide.bottom + 8\" (ctN-00-001)"))
        #expect(run.output.contains("\"\(intro).top = View.top + 100\" (ctN-00-002) will be broken to recover."))
        #expect(run.output.contains("\"Label (lbN-00-002).width = Label (lbN-00-003).width\" (ctN-00-010)"))
        #expect(!run.output.contains("tlN-00-001"))
        // The two conflicts (the labels' fixed widths are also Xcode's localization warnings).
        let lines = run.output.split(separator: "\n").filter { $0.hasSuffix("[conflicting-constraints]") }
        #expect(lines.count == 2)
        #expect(lines.map { $0.prefix(path.count + 6) } == ["\(path):33:29", "\(path):41:29"])
    }

    @Test("explain names the guide and the labels the same way")
    func explainNames() throws {
        let path = try TemporaryFiles.file(named: "Names.storyboard", NamesFixtures.guidesAndTwins)
        let explain = try CLI.run(["explain", path]).output
        #expect(explain.contains("Welcome to the application, which check….top = Top Layout Guide.bottom + 8"))
        #expect(explain.contains("Label (lbN-00-002).width = Label (lbN-00-003).width"))
        #expect(!explain.contains("topLayoutGuide") && !explain.contains("tlN-00-001"))
    }
}

@Suite("check --html follows the configuration")
struct HTMLConfigurationTests {
    typealias F = ReporterFixtures

    @Test("A rule turned off, an ignored object and a changed severity show in the HTML page as in the text report")
    func htmlHonoursConfiguration() throws {
        let folder = try ConfigurationTests().project("""
            rules: {missing-constraints: off, scrollable-content-size-ambiguity: warning}
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try F.run(["check", "--quiet", "--no-notes", "--html", "report", "A.storyboard"], in: folder)
        #expect(run.status == 0)
        let page = try String(contentsOf: folder.appendingPathComponent("report/A.storyboard.html"), encoding: .utf8)
        #expect(!page.contains("Need constraints for"))
        #expect(page.contains("Scrollable content size is ambiguous for &quot;Scroll View&quot; (Scr-aa-001)."))
        #expect(page.contains("<li class=\"issue warning\""))
        #expect(!page.contains("<li class=\"issue error\""))
    }
}
