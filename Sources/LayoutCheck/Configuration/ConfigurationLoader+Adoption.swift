import LayoutDiagnostics
import Yams

/// The settings that adopt the checker on an existing project: `ignore:`, `reporter:`, and the
/// check on names they share with `rules:` and `device:`.
extension ConfigurationLoader {
    /// `ignore:`: a list of entries for every file, or a map from path patterns (relative to the
    /// configuration's folder, as `excluded:`) to the entries for the files they match.
    package static func ignoredObjects(_ node: Node, _ file: String) throws -> [CheckConfiguration.IgnoredObject] {
        guard let mapping = node.mapping else { return try ignoreEntries(node, file, paths: []) }
        return try mapping.flatMap { key, value in
            guard let pattern = key.scalar?.string, !pattern.isEmpty else {
                throw problem(key, file, "ignore keys must be path patterns (\"Cells/**\": [ID, …])")
            }
            return try ignoreEntries(value, file, paths: [PathPattern(pattern)])
        }
    }

    /// Entries: an object id (every rule), or `{id: ID, rules: [rule, …]}`.
    private static func ignoreEntries(_ node: Node, _ file: String,
                                      paths: [PathPattern]) throws -> [CheckConfiguration.IgnoredObject] {
        let entries = node.sequence.map(Array.init) ?? [node]
        return try entries.map { entry in
            if let id = entry.scalar?.string, !id.isEmpty { return CheckConfiguration.IgnoredObject(id: id, paths: paths) }
            let shape = "ignore entries must be an object id or {id: ID, rules: [RULE, …]}"
            guard let mapping = entry.mapping, let id = mapping["id"]?.string, !id.isEmpty else {
                throw problem(entry, file, shape)
            }
            for (key, _) in mapping where key.string != "id" && key.string != "rules" {
                throw problem(key, file, "unknown key '\(key.string ?? "")' in an ignore entry (expected id and rules)")
            }
            var ignored = CheckConfiguration.IgnoredObject(id: id, paths: paths)
            if let rules = mapping["rules"] {
                let ruleNodes = rules.sequence.map(Array.init) ?? [rules]
                ignored.rules = try ruleNodes.map { DiagnosticKind(rawValue: try checked($0, file, CheckConfiguration.problem(ruleID:))) }
            }
            return ignored
        }
    }

    /// A rule id (`rules:`, `ignore:`), reporter name (`reporter:`) or device id (`device:`) the
    /// node holds, when `CheckConfiguration` finds no problem with it; else that problem, located.
    package static func checked(_ node: Node, _ file: String, _ problem: (String?) -> String?, value: String? = nil) throws -> String {
        let value = value ?? node.string
        if let unknown = problem(value) { throw self.problem(node, file, unknown) }
        return value ?? ""
    }
}
