import Foundation
import InterfaceBuilder
import LayoutDiagnostics
import OpenAutoLayout
import Yams

/// Finds and reads `.autolayout.yml` into a `CheckConfiguration` (what the settings mean is LayoutCheck's).
package enum ConfigurationLoader {
    package static let fileName = ".autolayout.yml"
    package static let settingNames = ["rules", "excluded", "ignore", "device", "canvas", "mode", "reporter", "strict", "notes"]

    /// The nearest `.autolayout.yml` in `directory` or one of its parents.
    package static func find(from directory: String) -> String? {
        var current = RelativePath.normalise(directory)
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            guard current != "/", !current.isEmpty else { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }

    /// Reads the file at `path` (as given, for messages); `currentDirectory` makes it absolute.
    package static func load(path: String, currentDirectory: String) throws -> CheckConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, line: 1, column: 1, problem: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(file: path, line: 1, column: 1, problem: "the configuration file is not UTF-8")
        }
        let absolute = RelativePath.normalise(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        var configuration = try parse(text, file: path)
        configuration.file = path
        configuration.baseDirectory = (absolute as NSString).deletingLastPathComponent
        return configuration
    }

    /// Parses the YAML text; every problem is reported at its line and column.
    package static func parse(_ text: String, file: String) throws -> CheckConfiguration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw yamlError(error, file: file)
        }
        var configuration = CheckConfiguration()
        guard let root else { return configuration }  // an empty file: all defaults
        guard let mapping = root.mapping else { throw problem(root, file, "expected a mapping of settings") }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw problem(keyNode, file, "expected a setting name") }
            switch key {
            case "rules": configuration.rules = try rules(value, file)
            case "excluded": configuration.excluded = try strings(value, file, key).map(PathPattern.init)
            case "device": configuration.assumptions.device = try device(value, file)
            case "canvas": configuration.assumptions.canvas = try canvas(value, file)
            case "mode":
                switch value.string {
                case "design"?: configuration.mode = .designTime
                case "build"?: configuration.mode = .buildTime
                default: throw problem(value, file, "mode must be design or build")
                }
            case "ignore": configuration.ignored = try ignoredObjects(value, file)
            case "reporter": configuration.reporter = try checked(value, file, CheckConfiguration.problem(reporter:))
            case "strict": configuration.strict = try bool(value, file, key)
            case "notes": configuration.notes = try bool(value, file, key)
            default:
                throw problem(keyNode, file, "unknown setting '\(key)' (expected \(settingNames.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    private static func rules(_ node: Node, _ file: String) throws -> [DiagnosticKind: CheckConfiguration.RuleSetting] {
        guard let mapping = node.mapping else { throw problem(node, file, "rules must map rule ids to off, warning or error") }
        var result: [DiagnosticKind: CheckConfiguration.RuleSetting] = [:]
        for (keyNode, value) in mapping {
            let id = try checked(keyNode, file, CheckConfiguration.problem(ruleID:))
            // YAML 1.1 reads a bare `off` as false; accept it as the word the user meant.
            let word = value.scalar.map { $0.string } ?? ""
            guard let setting = CheckConfiguration.RuleSetting(rawValue: word) else {
                throw problem(value, file, "rule '\(id)' must be off, warning or error")
            }
            result[DiagnosticKind(rawValue: id)] = setting
        }
        return result
    }

    /// `strict:`, `notes:`: YAML's true or false.
    private static func bool(_ node: Node, _ file: String, _ key: String) throws -> Bool {
        guard let value = node.bool else { throw problem(node, file, "\(key) must be true or false") }
        return value
    }

    private static func strings(_ node: Node, _ file: String, _ key: String) throws -> [String] {
        if let single = node.scalar { return [single.string] }
        guard let sequence = node.sequence else { throw problem(node, file, "\(key) must be a list of paths") }
        return try sequence.map { item in
            guard let text = item.scalar?.string, !text.isEmpty else {
                throw problem(item, file, "\(key) must be a list of paths")
            }
            return text
        }
    }

    /// `device: retina6_1` or `device: {id: retina6_1, orientation: landscape}`.
    private static func device(_ node: Node, _ file: String) throws -> IBDevice {
        if let id = node.scalar?.string, !id.isEmpty { return IBDevice(id: try checked(node, file, CheckConfiguration.problem(deviceID:), value: id)) }
        guard let mapping = node.mapping, let idNode = mapping["id"], let id = idNode.string, !id.isEmpty else {
            throw problem(node, file, "device must be a device id (retina6_1) or {id, orientation}")
        }
        _ = try checked(idNode, file, CheckConfiguration.problem(deviceID:), value: id)
        let orientation = mapping["orientation"]?.string
        if let orientation, orientation != "portrait", orientation != "landscape" {
            throw problem(mapping["orientation"] ?? node, file, "orientation must be portrait or landscape")
        }
        return IBDevice(id: id, orientation: orientation)
    }

    /// `canvas: {width: 390, height: 844}`, both positive.
    private static func canvas(_ node: Node, _ file: String) throws -> Size {
        guard let mapping = node.mapping,
              let width = mapping["width"]?.string.flatMap(Double.init), width > 0, width.isFinite,
              let height = mapping["height"]?.string.flatMap(Double.init), height > 0, height.isFinite else {
            throw problem(node, file, "canvas must be {width: W, height: H} with positive numbers")
        }
        return Size(width: width, height: height)
    }

    package static func problem(_ node: Node, _ file: String, _ text: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, problem: text)
    }

    private static func yamlError(_ error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\($0.text) (line \($0.mark.line)): " } ?? ""
            return ConfigurationError(file: file, line: mark.line, column: mark.column,
                                      problem: "invalid YAML: \(detail)\(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigurationError(file: file, line: context.mark.line, column: context.mark.column,
                                      problem: "duplicate keys: \(duplicates.sorted().joined(separator: ", "))")
        default:
            return ConfigurationError(file: file, line: 1, column: 1, problem: "invalid YAML: \(error)")
        }
    }
}

extension ConfigurationLoader {
    /// `--config PATH` when given, else the nearest `.autolayout.yml`, else the defaults.
    /// Every failure is a `ConfigurationError` naming the file.
    package static func load(explicit: String?, currentDirectory: String) throws(ConfigurationError) -> CheckConfiguration {
        do {
            if let explicit { return try load(path: explicit, currentDirectory: currentDirectory) }
            guard let found = find(from: currentDirectory) else { return CheckConfiguration() }
            return try load(path: found, currentDirectory: currentDirectory)
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError(file: explicit ?? fileName, line: 1, column: 1, problem: "\(error)")
        }
    }
}
