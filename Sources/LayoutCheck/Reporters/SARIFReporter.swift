import LayoutDiagnostics
import TextOutput

/// SARIF 2.1.0 (OASIS), as code-scanning services read it: one run, the tool's rules (one per
/// diagnostic kind, with help text), one result per issue located by a relative URI and a region.
/// Members are sorted by key, so the same findings give byte-identical output.
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public static func report(_ run: CheckRun) -> String {
        document(run.diagnostics, currentDirectory: nil).text + "\n"
    }

    /// `currentDirectory` nil: the process's.
    static func document(_ diagnostics: [Diagnostic], currentDirectory: String?) -> JSONValue {
        .sortedObject([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.sortedObject([
                ("tool", .sortedObject([("driver", driver)])),
                ("results", .array(diagnostics.map { result($0, currentDirectory: currentDirectory) })),
            ])])),
        ])
    }

    static var driver: JSONValue {
        .sortedObject([
            ("name", .string("autolayout")),
            ("semanticVersion", .string(AutoLayoutVersion.current)),
            ("rules", .array(DiagnosticRule.all.sorted { $0.kind < $1.kind }.map(rule))),
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

    static func result(_ diagnostic: Diagnostic, currentDirectory: String?) -> JSONValue {
        let uri = currentDirectory.map { RelativePath.uri(diagnostic.path, relativeTo: $0) }
            ?? RelativePath.uri(diagnostic.path)
        var physical: [(String, JSONValue)] = [("artifactLocation", .sortedObject([("uri", .string(uri))]))]
        // SARIF forbids line 0 (startLine ≥ 1): without a line the result points at the whole file.
        if diagnostic.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(diagnostic.line)))]
            if diagnostic.column > 0 { region.append(("startColumn", .number(Double(diagnostic.column)))) }
            physical.append(("region", .sortedObject(region)))
        }
        return .sortedObject([
            ("ruleId", .string(diagnostic.kind.rawValue)),
            ("level", .string(diagnostic.severity == .error ? "error" : "warning")),
            ("message", text(diagnostic.message)),
            ("locations", .array([.sortedObject([("physicalLocation", .sortedObject(physical))])])),
        ])
    }

    private static func text(_ value: String) -> JSONValue { .sortedObject([("text", .string(value))]) }
}

extension JSONValue {
    /// An object whose members are sorted by key (by Unicode scalar values, so `$schema` comes first).
    static func sortedObject(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.sorted { Array($0.0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.0.unicodeScalars.map(\.value)) })
    }
}
