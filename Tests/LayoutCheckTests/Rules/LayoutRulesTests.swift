import Foundation
import InterfaceBuilder
import LayoutCheck
import LayoutDiagnostics
import Testing

/// One example of one rule, for the parameterised test (named by both).
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
    let rule: any LayoutRule
    let example: RuleExample
    var testDescription: String { "\(rule.kind): \(example.title)" }

    static var all: [RuleExampleCase] {
        LayoutRules.all.flatMap { rule in rule.examples.map { RuleExampleCase(rule: rule, example: $0) } }
    }
}

@Suite("The rules: one type per rule, listed once, each with its examples and its page")
struct LayoutRulesTests {
    /// The package's root folder, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Each example gives exactly the sentences its rule lists for it, and none when it lists none",
          arguments: RuleExampleCase.all)
    func example(_ test: RuleExampleCase) throws {
        let document = try IBReader.read(data: Data(test.example.document.utf8), path: "Example.xib")
        let check = CheckedDocument(path: "Example.xib", mode: .designTime, document: document,
                                    text: test.example.document)
        let found = check.diagnostics.filter { $0.kind == test.rule.kind }
        #expect(found.map(\.message) == test.example.messages)
        #expect(found.allSatisfy { $0.severity == test.rule.info.defaultSeverity })
    }

    @Test("Every rule gives at least one example that triggers it and one that does not")
    func examplesBothWays() {
        for rule in LayoutRules.all {
            #expect(rule.examples.contains { !$0.messages.isEmpty }, "\(rule.kind) has no triggering example")
            #expect(rule.examples.contains { $0.messages.isEmpty }, "\(rule.kind) has no quiet example")
        }
    }

    @Test("The list names every rule file of Rules/ once, sorted by id, each id once")
    func registryMatchesFiles() throws {
        let folder = Self.root.appendingPathComponent("Sources/LayoutCheck/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Rule.swift") && $0 != "LayoutRule.swift" }.sorted()
        let listed = LayoutRules.all.map { "\(type(of: $0)).swift" }
        #expect(listed.sorted() == files)
        let ids = LayoutRules.all.map(\.kind.rawValue)
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
    }

    @Test("Each rule has its page docs/rules/<id>.md, opening with its name, id and severity; every page is a rule's")
    func pages() throws {
        let folder = Self.root.appendingPathComponent("docs/rules")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        #expect(pages.sorted() == LayoutRules.all.map { "\($0.kind.rawValue).md" }.sorted())
        for rule in LayoutRules.all {
            let text = try String(contentsOf: folder.appendingPathComponent("\(rule.kind.rawValue).md"), encoding: .utf8)
            let head = "# \(rule.info.name)\n\n`\(rule.kind.rawValue)` · \(rule.info.defaultSeverity.rawValue) by default\n"
            #expect(text.hasPrefix(head), "docs/rules/\(rule.kind.rawValue).md")
            for section in ["## What Xcode shows", "## Why", "## How to fix", "## Evidence"] {
                #expect(text.contains("\n\(section)\n"), "docs/rules/\(rule.kind.rawValue).md lacks \(section)")
            }
        }
    }

    @Test("An id no rule has finds no rule (none is invented)")
    func unknownID() {
        #expect(LayoutRules.rule(DiagnosticKind(rawValue: "no-such-rule")) == nil)
    }
}
