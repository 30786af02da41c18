import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutCheck
import LayoutDiagnostics
import Testing

/// Every reporter's format, checked with neutral sentences (the rules' own sentences are tested
/// once, by their examples): each reporter `--reporter` knows is here, so a new one cannot escape.
@Suite("Each reporter's format, with neutral sentences")
struct ReporterFormatTests {
    /// A sentence with what each format must escape: quotes, markup, a tab, a line break that
    /// tries to start a GitHub workflow command, and a non-ASCII letter.
    static let sentence = "A \"quoted\" <b>word</b> & more,\tthen\n::error::injected — é"

    /// One readable document whose findings are replaced by two neutral ones, an error and a warning.
    static func run() throws -> CheckRun {
        var check = try CheckFixtures.imagePinnedToEdges()
        check.diagnostics = [
            Diagnostic(severity: .error, kind: .missingConstraints, objectID: "obj-1", path: check.path, line: 3,
                       column: 5, message: sentence),
            Diagnostic(severity: .warning, kind: .misplacedView, objectID: nil, path: check.path, line: 7, column: 1,
                       message: "Plain words."),
        ]
        return CheckRun(checks: [check], mode: .designTime, quiet: true, notes: false)
    }

    @Test("The output parses in its format, holds both findings and lets no line break through",
          arguments: Reporters.identifiers)
    func format(identifier: String) throws {
        let reporter = try #require(Reporters.reporter(named: identifier))
        let output = reporter.report(try Self.run())
        #expect(!output.split(separator: "\n").contains { $0.hasPrefix("::error::injected") }, "\(identifier)")
        switch identifier {
        case "xcode":
            let lines = output.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(lines[0].hasPrefix("Image.storyboard:3:5: error: ") && lines[0].hasSuffix(" [missing-constraints]"))
            #expect(lines[1] == "Image.storyboard:7:1: warning: Plain words. [misplaced-view]")
        case "github-actions":
            let lines = output.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(lines[0].hasPrefix("::error file=Image.storyboard,line=3,col=5") && !lines[0].contains("\t"))
            #expect(lines[1].hasPrefix("::warning file=Image.storyboard,line=7,col=1") && lines[1].hasSuffix("::Plain words. [misplaced-view]"))
        case "json", "sarif", "codeclimate":
            let strings = Self.strings(in: try JSONSerialization.jsonObject(with: Data(output.utf8)))
            #expect(strings.contains { $0.contains("\"quoted\" <b>word</b> & more") }, "\(identifier)")
            #expect(strings.contains { $0.hasPrefix("Plain words.") }, "\(identifier)")
        case "junit":
            let document = try XMLDocument(xmlString: output)
            let text = document.rootElement()?.stringValue ?? ""
            #expect(text.contains("\"quoted\" <b>word</b> & more") && text.contains("Plain words."))
        case "summary":
            // One row per document and the total: the sentences are counted, never printed.
            let rows = output.split(separator: "\n").filter { $0.hasPrefix("|") }.map {
                $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            #expect(rows.count == 4, "\(output)")
            #expect(rows.last == ["**total (1 document)**", "1", "1", "1"], "\(output)")
        default:
            Issue.record("no format check for the \(identifier) reporter: add one here")
        }
    }

    /// Every string of a parsed JSON tree, depth first.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings(in:))
        case let object as [String: Any]: object.keys.sorted().flatMap { strings(in: object[$0]!) }
        default: []
        }
    }
}
