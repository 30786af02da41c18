import Foundation
import LayoutDiagnostics
import TextOutput

/// The Code Climate issue list GitLab's Code Quality report reads (SwiftLint's `codeclimate`):
/// a JSON array, each issue with `description`, `check_name`, `fingerprint`, `severity` (errors
/// `critical`, warnings `minor`) and `location` (path relative to the current directory, line).
///
/// GitLab treats issues with one fingerprint as one issue, so every fingerprint is distinct within
/// a report, and the same input gives the same fingerprints on every run (`Fingerprints`).
public enum CodeClimateReporter: Reporter {
    public static let identifier = "codeclimate"

    public static func report(_ run: CheckRun) -> String {
        var fingerprints = Fingerprints()
        let issues: [JSONValue] = run.checks.flatMap { check in
            check.diagnostics.map { diagnostic in
                let path = RelativePath.relative(diagnostic.path)
                return .object([
                    ("check_name", .string(diagnostic.kind.rawValue)),
                    ("description", .string("\(diagnostic.message) [\(diagnostic.kind.rawValue)]")),
                    ("fingerprint", .string(fingerprints.next(for: diagnostic, path: path))),
                    ("location", .object([("lines", .object([("begin", .integer(diagnostic.line))])), ("path", .string(path))])),
                    ("severity", .string(diagnostic.severity == .error ? "critical" : "minor")),
                ])
            }
        }
        return JSONValue.array(issues).text(indent: 2) + "\n"
    }

    /// Fingerprints of one report: a hash of the file, rule and object id (never the line, which
    /// moves when the file is edited elsewhere, nor the message, whose numbers move with frames);
    /// the message is added only when two issues share all three, and a count when they share
    /// that too, so no two issues of a report share a fingerprint.
    struct Fingerprints {
        private var seen: [String: Int] = [:]

        mutating func next(for diagnostic: Diagnostic, path: String) -> String {
            var identity = [path, diagnostic.kind.rawValue, diagnostic.objectID ?? ""].joined(separator: "\u{1F}")
            if diagnostic.objectID == nil || seen[identity] != nil { identity += "\u{1F}" + diagnostic.message }
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            if occurrence > 0 { identity += "\u{1F}\(occurrence)" }
            return Self.hex(identity)
        }

        /// 128 bits as 32 hex digits: two FNV-1a hashes with different offset bases (stable on
        /// every platform and run, unlike `Hasher`).
        static func hex(_ text: String) -> String {
            func fnv1a(_ basis: UInt64) -> UInt64 {
                text.utf8.reduce(basis) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
            }
            return [fnv1a(0xCBF2_9CE4_8422_2325), fnv1a(0x8422_2325_CBF2_9CE4)]
                .map { String(format: "%016llx", $0) }.joined()
        }
    }
}
