import InterfaceBuilder

/// Which names `.autolayout.yml` may use: the CLI reads the YAML, and asks here whether a name it
/// found means anything (the message lists the ones that do).
extension CheckConfiguration {
    /// Why `id` is not a rule `rules:` or `ignore:` may name, or nil when it is one.
    package static func problem(ruleID id: String?) -> String? {
        unknown("rule", id, known: configurableKinds.map(\.rawValue))
    }

    /// Why `name` is not a reporter `--reporter` takes, or nil when it is one.
    package static func problem(reporter name: String?) -> String? {
        unknown("reporter", name, known: Reporters.identifiers)
    }

    /// Why `id` is not a device id Xcode writes, or nil when it is one.
    package static func problem(deviceID id: String?) -> String? {
        unknown("device", id, known: IBDevice.knownIDs)
    }

    private static func unknown(_ what: String, _ name: String?, known: [String]) -> String? {
        if let name, known.contains(name) { return nil }
        return "unknown \(what) '\(name ?? "")' (known: \(known.joined(separator: ", ")))"
    }
}
