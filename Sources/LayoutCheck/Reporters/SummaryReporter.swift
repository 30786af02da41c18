import Foundation
/// A Markdown table: per document its scenes, warnings and errors, then the totals in bold (a second
/// separator row would render as a row of dashes on GitHub).
public enum SummaryReporter: Reporter {
    public static let identifier = "summary"

    public static func report(_ run: CheckRun) -> String {
        var rows: [[String]] = run.checks.map { check in
            // A `|` in a path would end its cell: written `\|`, as GitHub's Markdown reads it.
            [SafeText.escaped(check.path).replacingOccurrences(of: "|", with: "\\|"), check.readError == nil ? String(check.scenes.count) : "unreadable",
             String(check.diagnostics.filter { $0.severity == .warning }.count),
             String(check.diagnostics.filter { $0.severity == .error }.count)]
        }
        let diagnostics = run.diagnostics
        let total = ["**total (\(run.checks.count) document\(run.checks.count == 1 ? "" : "s"))**",
                     String(run.checks.reduce(0) { $0 + $1.scenes.count }),
                     String(diagnostics.filter { $0.severity == .warning }.count),
                     String(diagnostics.filter { $0.severity == .error }.count)]
        let header = ["document", "scenes", "warnings", "errors"]
        rows = [header] + rows + [total]
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            // The path column left-aligned, numbers right-aligned.
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }
            return "| " + cells.joined(separator: " | ") + " |\n"
        }
        let rule = "|" + widths.enumerated().map { column, width in
            column == 0 ? String(repeating: "-", count: width + 2) : String(repeating: "-", count: width + 1) + ":"
        }.joined(separator: "|") + "|\n"
        var out = format(header) + rule
        for row in rows.dropFirst().dropLast() { out += format(row) }
        return out + format(total)
    }
}
