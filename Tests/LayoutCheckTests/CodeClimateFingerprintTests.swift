import LayoutDiagnostics
import Testing
@testable import LayoutCheck

/// GitLab merges Code Quality issues that share a fingerprint, so a report's fingerprints must be
/// distinct, and the same on every run so GitLab can tell new issues from old ones.
@Suite("Code Quality fingerprints")
struct CodeClimateFingerprintTests {
    typealias Fingerprints = CodeClimateReporter.Fingerprints

    func issue(_ id: String?, _ message: String, kind: DiagnosticKind = .misplacedView, line: Int = 1) -> Diagnostic {
        Diagnostic(severity: .warning, kind: kind, objectID: id, path: "A.xib", line: line, column: 1, message: message)
    }

    @Test("The hash is FNV-1a 64 twice (the published test vector: \"a\" → af63dc4c8601ec8c), 32 hex digits")
    func hash() {
        #expect(Fingerprints.hex("a").hasPrefix("af63dc4c8601ec8c"))
        #expect(Fingerprints.hex("") == "cbf29ce48422232584222325cbf29ce4")
    }

    @Test("Same file, rule and object: told apart by message, then by count; the first keeps the plain key")
    func collisions() {
        var fingerprints = Fingerprints()
        let first = fingerprints.next(for: issue("v1", "x=1"), path: "A.xib")
        let otherMessage = fingerprints.next(for: issue("v1", "x=2"), path: "A.xib")
        let sameAgain = fingerprints.next(for: issue("v1", "x=2"), path: "A.xib")
        let otherRule = fingerprints.next(for: issue("v1", "x=1", kind: .missingConstraints), path: "A.xib")
        #expect(Set([first, otherMessage, sameAgain, otherRule]).count == 4)
        // Path, rule and id only, joined by the unit separator: the line and message do not count.
        #expect(first == Fingerprints.hex("A.xib\u{1F}misplaced-view\u{1F}v1"))
        var moved = Fingerprints()
        #expect(moved.next(for: issue("v1", "x=9", line: 40), path: "A.xib") == first)
    }

    @Test("Issues without an object id are keyed by their message")
    func withoutID() {
        var fingerprints = Fingerprints()
        let a = fingerprints.next(for: issue(nil, "one", kind: .document), path: "A.xib")
        let b = fingerprints.next(for: issue(nil, "two", kind: .document), path: "A.xib")
        #expect(a != b)
        #expect(a == Fingerprints.hex("A.xib\u{1F}document\u{1F}\u{1F}one"))
    }
}
