import LayoutRendering
import Testing

/// The index lists the documents a reader must look at first: unreadable ones, then the most
/// errors, then the most warnings; clean files last. Radio buttons filter rows without a script.
@Suite("The HTML index: sorted by severity, with a filter")
struct HTMLIndexOrderTests {
    static func issue(_ severity: String) -> HTMLReport.Issue {
        HTMLReport.Issue(severity: severity, kind: "k", message: "m", line: 1, column: 1)
    }

    static func document(_ path: String, errors: Int, warnings: Int) -> HTMLReport.Document {
        let issues = Array(repeating: issue("error"), count: errors) + Array(repeating: issue("warning"), count: warnings)
        return HTMLReport.Document(path: path, scenes: [HTMLReport.Scene(id: "s-\(path)", name: "Scene", svg: nil, issues: issues)])
    }

    static let report = HTMLReport(documents: [
        document("a-clean.xib", errors: 0, warnings: 0),
        document("b-warnings.xib", errors: 0, warnings: 3),
        document("c-one-error.xib", errors: 1, warnings: 0),
        HTMLReport.Document(path: "d-unreadable.xib", error: "malformed XML", scenes: []),
        document("e-two-errors.xib", errors: 2, warnings: 0),
        document("f-clean.xib", errors: 0, warnings: 0),
        document("g-one-error.xib", errors: 1, warnings: 5),
    ])

    @Test("Unreadable first, then by errors, then warnings; ties (and clean files) keep their path order")
    func order() throws {
        let index = try #require(Self.report.pages().first?.html)
        let paths = ["d-unreadable", "e-two-errors", "g-one-error", "c-one-error", "b-warnings", "a-clean", "f-clean"]
        let positions = try paths.map { try #require(index.range(of: ">\($0).xib</a>")).lowerBound }
        #expect(positions == positions.sorted())
    }

    @Test("Rows carry what the filter hides them by; the radios are the table's siblings, before it")
    func filter() throws {
        let index = try #require(Self.report.pages().first?.html)
        #expect(index.contains("<tr class=\"document has-warnings\"><td><a href="))
        #expect(index.contains("<tr class=\"document clean\"><td><a href="))
        #expect(index.contains("<tr class=\"document unreadable has-errors\"><td><a href="))
        let radios = try #require(index.range(of: "<input type=\"radio\" name=\"filter\" id=\"filter-errors\">"))
        let table = try #require(index.range(of: "<table class=\"documents\">"))
        #expect(radios.upperBound < table.lowerBound)
        #expect(index.contains("#filter-errors:checked~table tbody tr:not(.has-errors){display:none}"))
    }
}
