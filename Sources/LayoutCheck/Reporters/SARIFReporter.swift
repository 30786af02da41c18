import InterfaceBuilder
import LayoutDiagnostics
import TextOutput

/// SARIF 2.1.0 (OASIS), as code-scanning services read it: one run, the tool's rules (one per
/// diagnostic kind, with help text), one result per issue located by a relative URI and a region.
/// Members are sorted by key, so the same findings give byte-identical output.
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public static let showsNotes = true

    public static func report(_ run: CheckRun) -> String {
        document(run, currentDirectory: nil).text + "\n"
    }

    /// `currentDirectory` nil: the process's.
    static func document(_ run: CheckRun, currentDirectory: String?) -> JSONValue {
        let results = run.checks.flatMap { check in
            let explanations = run.explanations(of: check)
            // Made once per file: each issue's replacements are then found without reading the file again.
            let edits = FileEdits(check)
            return check.diagnostics.map { diagnostic in
                result(diagnostic, currentDirectory: currentDirectory,
                       notes: explanations.explanation(of: diagnostic).map { (edits, $0) })
            }
        }
        return .sortedObject([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.sortedObject([
                ("tool", .sortedObject([("driver", driver)])),
                ("results", .array(results)),
            ])])),
        ])
    }

    static var driver: JSONValue {
        .sortedObject([
            ("name", .string("autolayout")),
            ("semanticVersion", .string(AutoLayoutVersion.current)),
            ("rules", .array(LayoutRules.infos.sorted { $0.kind < $1.kind }.map(rule))),
        ])
    }

    static func rule(_ rule: DiagnosticRule) -> JSONValue {
        .sortedObject([
            ("id", .string(rule.kind.rawValue)),
            ("name", .string(rule.name)),
            ("shortDescription", text(rule.shortDescription)),
            ("fullDescription", text(rule.fullDescription)),
            ("help", text(rule.help)),
            ("defaultConfiguration", .sortedObject([("level", .string(rule.defaultSeverity.rawValue))])),
        ])
    }

    /// One issue; with its explanation (`notes`), the objects its chain names as
    /// `relatedLocations` and its verified fix as `fixes`.
    static func result(_ diagnostic: Diagnostic, currentDirectory: String?,
                       notes: (FileEdits, IssueExplanations.Entry)? = nil) -> JSONValue {
        let uri = currentDirectory.map { RelativePath.uri(diagnostic.path, relativeTo: $0) }
            ?? RelativePath.uri(diagnostic.path)
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.kind.rawValue)),
            ("level", .string(diagnostic.severity == .error ? "error" : "warning")),
            ("message", text(SafeText.escaped(diagnostic.message))),
            ("locations", .array([location(uri: uri, line: diagnostic.line, column: diagnostic.column)])),
        ]
        if let (edits, entry) = notes {
            let related = CheckJSON.related(entry)
            if !related.isEmpty {
                members.append(("relatedLocations", .array(related.map { object in
                    location(uri: uri, line: object.location.line, column: object.location.column,
                             message: SafeText.escaped("\(object.name) (\(object.id))"))
                })))
            }
            if let fix = fix(entry, in: edits, uri: uri) { members.append(("fixes", .array([fix]))) }
        }
        return .sortedObject(members)
    }

    /// A location in the file; SARIF forbids line 0 (startLine ≥ 1): without a line it is the whole file.
    static func location(uri: String, line: Int, column: Int, message: String? = nil) -> JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", .sortedObject([("uri", .string(uri))]))]
        if line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(line)))]
            if column > 0 { region.append(("startColumn", .number(Double(column)))) }
            physical.append(("region", .sortedObject(region)))
        }
        var members: [(String, JSONValue)] = [("physicalLocation", .sortedObject(physical))]
        if let message { members.append(("message", text(message))) }
        return .sortedObject(members)
    }

    /// What `fix` writes into the file for this issue, as whole-line replacements of the original
    /// text; nil without a verified fix.
    static func fix(_ entry: IssueExplanations.Entry, in file: FileEdits, uri: String) -> JSONValue? {
        guard let summary = entry.fix else { return nil }
        let replacements = file.replacements(of: entry.item)
        guard !replacements.isEmpty else { return nil }
        let edits: [JSONValue] = replacements.map { replacement in
            // Columns 1 to 1: whole lines (an insertion point when no line is deleted).
            var members: [(String, JSONValue)] = [("deletedRegion", .sortedObject([
                ("startLine", .number(Double(replacement.startLine))), ("startColumn", .number(1)),
                ("endLine", .number(Double(replacement.endLine))), ("endColumn", .number(1)),
            ]))]
            if !replacement.insertedText.isEmpty { members.append(("insertedContent", text(replacement.insertedText))) }
            return .sortedObject(members)
        }
        return .sortedObject([
            ("description", text(SafeText.escaped(summary))),
            ("artifactChanges", .array([.sortedObject([
                ("artifactLocation", .sortedObject([("uri", .string(uri))])),
                ("replacements", .array(edits)),
            ])])),
        ])
    }

    private static func text(_ value: String) -> JSONValue { .sortedObject([("text", .string(value))]) }
}

/// What one file's issues' replacements are worked out from, made once per file: its lines and elements.
struct FileEdits {
    private let lines: LineIndex?
    private let elements: IBElementRanges?
    private let document: IBDocument?

    init(_ check: CheckedDocument) {
        document = check.explanation?.document ?? check.document
        let hasFix = check.explanation?.items.contains { !$0.appliedFixIts.isEmpty } ?? false
        lines = hasFix ? LineIndex(check.text) : nil
        elements = hasFix ? (check.elements ?? (try? IBReader.readSource(text: check.text, path: check.path))?.elements) : nil
    }

    func replacements(of item: DocumentExplanation.Item) -> [FixReplacement] {
        guard let lines, let elements, let document else { return [] }
        return item.replacements(in: lines, elements: elements, document: document)
    }
}

extension JSONValue {
    /// An object whose members are sorted by key (by Unicode scalar values, so `$schema` comes first).
    static func sortedObject(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.sorted { Array($0.0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.0.unicodeScalars.map(\.value)) })
    }
}
