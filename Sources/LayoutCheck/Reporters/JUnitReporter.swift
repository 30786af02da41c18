import LayoutDiagnostics
import LayoutRendering
import TextOutput

/// JUnit XML for CI test dashboards: one `<testsuite>` per document, one `<testcase>` per scene
/// (a xib's top-level view), failing with the scene's issues. A document that cannot be read is
/// one testcase with an `<error>`. One `<failure>` per testcase, as Ant's JUnit schema allows:
/// its body lists every issue in the xcode form, each with its notes (why, first verified fix-it).
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"

    public static let showsNotes = true

    struct Case {
        var name: String
        var issues: [Diagnostic]
        var isError: Bool
        /// Each issue's notes, in the order of `issues`.
        var notes: [[String]] = []
    }

    public static func report(_ run: CheckRun) -> String {
        let suites = run.checks.map { (SafeText.escaped($0.path), cases($0, explanations: run.explanations(of: $0))) }
        let tests = suites.reduce(0) { $0 + $1.1.count }
        let failures = suites.reduce(0) { $0 + $1.1.filter { !$0.issues.isEmpty && !$0.isError }.count }
        let errors = suites.reduce(0) { $0 + $1.1.filter(\.isError).count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"autolayout check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for (path, cases) in suites {
            out += "  <testsuite name=\"\(XMLText.escaped(path))\" tests=\"\(cases.count)\" "
                + "failures=\"\(cases.filter { !$0.issues.isEmpty && !$0.isError }.count)\" "
                + "errors=\"\(cases.filter(\.isError).count)\">\n"
            for testCase in cases { out += self.testCase(testCase, path: path) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// The document's testcases: reader problems first (as `document`), then each scene with the
    /// issues located inside it (scenes are consecutive in the file, so by line).
    static func cases(_ check: CheckedDocument, explanations: IssueExplanations = IssueExplanations()) -> [Case] {
        var result: [Case] = []
        let documentIssues = check.diagnostics.filter { $0.kind == .document }
        if check.readError != nil || !documentIssues.isEmpty {
            result.append(Case(name: "document", issues: documentIssues, isError: check.readError != nil))
        }
        let scenes = check.scenes
        var sceneIssues = Array(repeating: [Diagnostic](), count: scenes.count)
        for diagnostic in check.diagnostics where diagnostic.kind != .document {
            let index = scenes.lastIndex { $0.location.line <= diagnostic.line } ?? 0
            if sceneIssues.indices.contains(index) { sceneIssues[index].append(diagnostic) }
        }
        for (scene, issues) in zip(scenes, sceneIssues) {
            result.append(Case(name: SafeText.escaped("\(scene.name) (\(scene.id))"), issues: issues, isError: false))
        }
        for index in result.indices {
            result[index].notes = result[index].issues.map { explanations.explanation(of: $0)?.notes ?? [] }
        }
        return result
    }

    static func testCase(_ testCase: Case, path: String) -> String {
        let open = "    <testcase classname=\"\(XMLText.escaped(path))\" name=\"\(XMLText.escaped(testCase.name))\""
        guard let first = testCase.issues.first else { return open + "/>\n" }
        let element = testCase.isError ? "error" : "failure"
        let firstMessage = SafeText.escaped(first.message)
        let message = testCase.issues.count == 1 ? firstMessage : "\(testCase.issues.count) issues: \(firstMessage)"
        let notes = testCase.notes + Array(repeating: [], count: max(0, testCase.issues.count - testCase.notes.count))
        let body = zip(testCase.issues, notes).flatMap { XcodeReporter.lines($0, notes: $1, colour: false) }
            .joined(separator: "\n")
        return open + ">\n"
            + "      <\(element) type=\"\(XMLText.escaped(first.kind.rawValue))\" message=\"\(XMLText.escaped(message))\">"
            + XMLText.escaped(body) + "</\(element)>\n"
            + "    </testcase>\n"
    }
}
