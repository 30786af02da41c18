import ArgumentParser

/// `--format`: human-readable text, or JSON for other programs.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}
