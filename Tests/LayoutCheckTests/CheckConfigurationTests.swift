import Foundation
import LayoutDiagnostics
import Testing
import TestSupport
@testable import LayoutCheck

/// What `.autolayout.yml`'s settings do to a run, as plain functions (reading the YAML is the CLI's).
@Suite("The check configuration")
struct CheckConfigurationTests {
    func issue(_ kind: DiagnosticKind, _ id: String?, _ severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(severity: severity, kind: kind, objectID: id, path: "A.xib", line: 1, column: 1, message: "m")
    }

    @Test("A rule turned off drops its issues, a setting changes the severity, other kinds keep theirs")
    func rules() {
        var configuration = CheckConfiguration()
        configuration.rules = [.missingConstraints: .off, .misplacedView: .error, .conflictingConstraints: .warning]
        let kept = configuration.apply(to: [
            issue(.missingConstraints, "a"), issue(.misplacedView, "b", .warning),
            issue(.conflictingConstraints, "c"), issue(.scrollableContentSizeAmbiguity, "d"),
        ])
        #expect(kept.map(\.objectID) == ["b", "c", "d"])
        #expect(kept.map(\.severity) == [.error, .warning, .error])
    }

    @Test("An ignored object loses only the rules it lists (all when none), its document issues too")
    func ignored() {
        var configuration = CheckConfiguration()
        configuration.ignored = [.init(id: "a"), .init(id: "b", rules: [.misplacedView])]
        let kept = configuration.apply(to: [
            issue(.missingConstraints, "a"), issue(.misplacedView, "b"), issue(.missingConstraints, "b"),
            issue(.document, "a"), issue(.document, "c"),
        ])
        #expect(kept.map { "\($0.objectID ?? "")/\($0.kind)" } == ["b/missing-constraints", "c/document"])
    }

    @Test("The document rule is configured like the others: off drops its issues, warning lowers them")
    func documentRule() {
        var configuration = CheckConfiguration()
        configuration.rules = [.document: .warning]
        #expect(configuration.apply(to: [issue(.document, nil)]).map(\.severity) == [.warning])
        configuration.rules = [.document: .off]
        #expect(configuration.apply(to: [issue(.document, nil), issue(.missingConstraints, "a")]).map(\.kind) == [.missingConstraints])
        #expect(CheckConfiguration.problem(ruleID: "document") == nil)
    }

    @Test("An ignore entry scoped to a pattern drops the id only in the files the pattern matches, from any folder")
    func ignoredByPath() {
        var configuration = CheckConfiguration()
        configuration.baseDirectory = "/project"
        configuration.ignored = [.init(id: "iN0-l3-epB", paths: [PathPattern("Cells/**")])]
        func kept(_ path: String, from directory: String) -> Int {
            configuration.apply(to: [Diagnostic(severity: .error, kind: .missingConstraints, objectID: "iN0-l3-epB",
                                                path: path, line: 1, column: 1, message: "m")],
                                currentDirectory: directory).count
        }
        #expect(kept("Cells/Deep/A.xib", from: "/project") == 0)
        #expect(kept("A.xib", from: "/project/Cells") == 0)
        #expect(kept("Screens/A.xib", from: "/project") == 1)
        #expect(kept("../Screens/A.xib", from: "/project/Cells") == 1)
        #expect(kept("/elsewhere/Cells/A.xib", from: "/project") == 1)
    }

    @Test("Excluded patterns are relative to the configuration's folder, whatever the current directory")
    func excluded() {
        var configuration = CheckConfiguration()
        configuration.baseDirectory = "/project"
        configuration.excluded = [PathPattern("Legacy"), PathPattern("**/Generated/*.xib")]
        #expect(configuration.isExcluded("Legacy/Old/A.xib", currentDirectory: "/project"))
        #expect(configuration.isExcluded("../Legacy/A.xib", currentDirectory: "/project/App"))
        #expect(configuration.isExcluded("/project/App/Generated/B.xib", currentDirectory: "/"))
        #expect(!configuration.isExcluded("App/Legacy/A.xib", currentDirectory: "/project"))
        #expect(!configuration.isExcluded("/elsewhere/Legacy/A.xib", currentDirectory: "/project"))
    }
}

@Suite("Which files a folder holds")
struct InputFilesTests {
    @Test("Folders give their storyboards and xibs in path order, never from version control, build or dependency folders")
    func folders() throws {
        let folder = try TemporaryFiles.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["b/C.storyboard", "a.xib", "notes.txt", ".build/D.xib", "Pods/E.xib", "b/Pods/F.xib", "c/G.storyboard"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        #expect(InputFiles.expand([folder.path]) == ["a.xib", "b/C.storyboard", "c/G.storyboard"].map { folder.path + "/" + $0 })
        let named = folder.appendingPathComponent("Pods/E.xib").path
        #expect(InputFiles.expand([named, "missing.xib"]) == [named, "missing.xib"])
    }
}

@Suite("The closing line of a check run")
struct CheckRunSummaryTests {
    @Test("Counts with singular and plural nouns, and seconds with two decimals")
    func line() {
        var summary = CheckRunSummary([], skipped: 1, seconds: 0.4)
        #expect(summary.line == "Done checking 1 file (0 scenes): 0 errors, 0 warnings, 0 unreadable, 1 skipped in 0.40 s.")
        summary.errors = 1
        summary.warnings = 2
        summary.seconds = 7.996
        #expect(summary.line == "Done checking 1 file (0 scenes): 1 error, 2 warnings, 0 unreadable, 1 skipped in 8.00 s.")
    }
}

@Suite("Names a configuration may use")
struct ConfigurationNamesTests {
    @Test("Rules (document too), reporters and Xcode's device ids pass; anything else is named with the list of known ones")
    func names() {
        #expect(CheckConfiguration.problem(ruleID: "misplaced-view") == nil)
        #expect(CheckConfiguration.problem(ruleID: "document") == nil)
        #expect(CheckConfiguration.problem(reporter: "sarif") == nil)
        #expect(CheckConfiguration.problem(reporter: "codeclimate") == nil)
        #expect(CheckConfiguration.problem(deviceID: "retina6_1") == nil)
        let unknown = CheckConfiguration.problem(ruleID: "misplaced")
        #expect(unknown?.hasPrefix("unknown rule 'misplaced' (known: ") == true)
        #expect(unknown?.contains("document") == true)
        #expect(CheckConfiguration.problem(ruleID: nil)?.hasPrefix("unknown rule '' (known: ") == true)
        #expect(CheckConfiguration.problem(reporter: "xml")?.hasPrefix("unknown reporter 'xml' (known: ") == true)
        #expect(CheckConfiguration.problem(deviceID: "iPhone")?.hasPrefix("unknown device 'iPhone' (known: ") == true)
    }
}
