import LayoutCheck
import LayoutDiagnostics
import Yams

/// The settings that adopt the checker on an existing project: `ignore:`, `reporter:`, and the
/// checks on rule ids and device ids they share with `rules:` and `device:`.
extension ConfigurationLoader {
    /// `ignore:` entries: an object id (every rule), or `{id: ID, rules: [rule, …]}`.
    static func ignoredObjects(_ node: Node, _ file: String) throws -> [CheckConfiguration.IgnoredObject] {
        let entries = node.sequence.map(Array.init) ?? [node]
        return try entries.map { entry in
            if let id = entry.scalar?.string, !id.isEmpty { return CheckConfiguration.IgnoredObject(id: id) }
            let shape = "ignore entries must be an object id or {id: ID, rules: [RULE, …]}"
            guard let mapping = entry.mapping, let id = mapping["id"]?.string, !id.isEmpty else {
                throw problem(entry, file, shape)
            }
            for (key, _) in mapping where key.string != "id" && key.string != "rules" {
                throw problem(key, file, "unknown key '\(key.string ?? "")' in an ignore entry (expected id and rules)")
            }
            var ignored = CheckConfiguration.IgnoredObject(id: id)
            if let rules = mapping["rules"] {
                let ruleNodes = rules.sequence.map(Array.init) ?? [rules]
                ignored.rules = try ruleNodes.map { DiagnosticKind(rawValue: try ruleID($0, file)) }
            }
            return ignored
        }
    }

    /// A rule id `rules:` or `ignore:` may name (`CheckConfiguration` decides which).
    static func ruleID(_ node: Node, _ file: String) throws -> String {
        if let unknown = CheckConfiguration.problem(ruleID: node.string) { throw problem(node, file, unknown) }
        return node.string ?? ""
    }

    /// `reporter: NAME`, one of the names `--reporter` takes.
    static func reporter(_ node: Node, _ file: String) throws -> String {
        if let unknown = CheckConfiguration.problem(reporter: node.string) { throw problem(node, file, unknown) }
        return node.string ?? ""
    }

    /// `id` when it is a device id Xcode writes; else an error listing them.
    static func knownDevice(_ id: String, _ node: Node, _ file: String) throws -> String {
        if let unknown = CheckConfiguration.problem(deviceID: id) { throw problem(node, file, unknown) }
        return id
    }
}
