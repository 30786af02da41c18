import Foundation
import LayoutCheck
import TestSupport
import Testing

/// The why in every output (issue 18 item 3): each issue's chain and first verified fix-it as
/// clang notes, in GitHub's annotation, in JUnit's failure body, and in SARIF as related locations
/// and a fix whose replacements, applied to the file, cure the issue.
@Suite("Notes: each issue's why and verified fix in every reporter")
struct NotesTests {
    typealias F = ReporterFixtures

    static func sarifResults(_ arguments: [String], in directory: URL = CLI.packageRoot) throws -> [[String: Any]] {
        let run = try F.run(["check", "--reporter", "sarif"] + arguments, in: directory)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    /// `(line, column, message)` of each related location.
    static func related(_ result: [String: Any]) -> [(Int, Int, String)] {
        ((result["relatedLocations"] as? [[String: Any]]) ?? []).map { location in
            let physical = location["physicalLocation"] as? [String: Any]
            let region = physical?["region"] as? [String: Any]
            return (region?["startLine"] as? Int ?? 0, region?["startColumn"] as? Int ?? 0,
                    (location["message"] as? [String: Any])?["text"] as? String ?? "")
        }
    }

    /// The replacements of a result's first fix: `(startLine, endLine, insertedText)`, columns checked to be 1.
    static func replacements(_ result: [String: Any]) throws -> [(Int, Int, String)] {
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        return try #require(change["replacements"] as? [[String: Any]]).map { replacement in
            let region = replacement["deletedRegion"] as? [String: Any] ?? [:]
            #expect(region["startColumn"] as? Int == 1 && region["endColumn"] as? Int == 1)
            return (region["startLine"] as? Int ?? 0, region["endLine"] as? Int ?? 0,
                    (replacement["insertedContent"] as? [String: Any])?["text"] as? String ?? "")
        }
    }

    /// The 1-based number of the first line of `text` containing `marker`, counted here.
    static func line(of marker: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
    }

    /// `text` with whole-line replacements applied (lines `start..<end` become `inserted`).
    static func applying(_ replacements: [(Int, Int, String)], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "\n" }
        for (start, end, inserted) in replacements.sorted(by: { $0.0 > $1.0 }) {
            let new = inserted.split(separator: "\n").map { $0 + "\n" }
            lines.replaceSubrange((start - 1)..<(end - 1), with: new)
        }
        return String(lines.joined().dropLast())
    }

    @Test("SARIF: the scroll view's chain objects, at the lines and columns where the file has them")
    func sarifRelatedLocations() throws {
        let results = try Self.sarifResults([F.ambiguous])
        #expect(results.count == 2)
        // The horizontal chain (the leading pin, line 26) stops at the image (line 20); the vertical
        // one (the top pin, line 25) stops at it too. Elements start after 28 or 36 spaces.
        let scroll = Self.related(results[0])
        #expect(scroll.map(\.0) == [17, 26, 20, 25] && scroll.map(\.1) == [29, 37, 37, 37])
        #expect(scroll.map(\.2) == ["\"Scroll View\" (Scr-aa-001)", "Image View.leading = Scroll View.leading (Cst-aa-002)",
                                    "\"Image View\" (Img-aa-001)", "Image View.top = Scroll View.top (Cst-aa-001)"])
        // The image: itself, then every constraint that touches it on the free axes (lines 25 to 28).
        #expect(Self.related(results[1]).map(\.0) == [20, 25, 26, 27, 28])
    }

    @Test("SARIF: each fix inserts the constraints fix writes, where it writes them; applied, the file checks clean")
    func sarifFixes() throws {
        let results = try Self.sarifResults([F.ambiguous])
        // One axis follows the frame: the width tied to the scroll view's, inserted before the scroll
        // view's </constraints> (line 29); the height a constant of its own (250, the image's frame), in
        // a new <constraints> list before </imageView> (line 22). Replacements come in file order.
        let scroll = try Self.replacements(results[0])
        #expect(scroll.map(\.0) == [22, 29] && scroll.map(\.1) == [22, 29])
        let indent = String(repeating: " ", count: 36)
        let heightBlock = scroll.first?.2.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        #expect(heightBlock.count == 3 && heightBlock.first == "<constraints>" && heightBlock.last == "</constraints>")
        #expect(heightBlock.dropFirst().first?.hasPrefix("<constraint firstAttribute=\"height\" constant=\"250\" id=\"") == true)
        let inserted = scroll.last?.2.split(separator: "\n").map(String.init) ?? []
        #expect(inserted.count == 1)
        #expect(inserted.first?.hasPrefix(indent + "<constraint firstItem=\"Img-aa-001\" firstAttribute=\"width\" "
                                          + "secondItem=\"Scr-aa-001\" secondAttribute=\"width\" id=\"") == true)
        // The image's frame size as constants, in a new <constraints> list before </imageView> (line 22).
        let image = try Self.replacements(results[1])
        #expect(image.count == 1 && image.first?.0 == 22 && image.first?.1 == 22)
        let block = image.first?.2.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        #expect(block.count == 4 && block.first == "<constraints>" && block.last == "</constraints>")
        #expect(block.dropFirst().first?.hasPrefix("<constraint firstAttribute=\"width\" constant=\"375\" id=\"") == true)
        #expect(block.dropFirst(2).first?.hasPrefix("<constraint firstAttribute=\"height\" constant=\"250\" id=\"") == true)
        // Each fix alone, applied to the file, leaves no error: the image's size fixes the content size too.
        let original = try String(contentsOf: CLI.packageRoot.appendingPathComponent(F.ambiguous), encoding: .utf8)
        for fix in [scroll, image] {
            let path = try TemporaryFiles.file(named: "Fixed.storyboard", Self.applying(fix, to: original))
            let recheck = try CLI.run(["check", "--quiet", "--no-notes", path])
            #expect(recheck.status == 0, "\(recheck.output)")
        }
    }

    @Test("SARIF: a misplaced view's fix replaces its frame line with the constraints' frame")
    func sarifFrameFix() throws {
        let path = try TemporaryFiles.file(named: "Misplaced.storyboard", ExplainConsistencyFixtures.misplacedBadge)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let result = try #require(try Self.sarifResults(["Misplaced.storyboard"], in: folder).first)
        let text = ExplainConsistencyFixtures.misplacedBadge
        let line = try #require(Self.line(of: "<rect key=\"frame\" x=\"10\" y=\"100\"", in: text))
        // Constraints: leading 20, top 100, 100 × 60 (the record says x 10, height 50).
        let replacements = try Self.replacements(result)
        #expect(replacements.count == 1 && replacements.first?.0 == line && replacements.first?.1 == line + 1)
        #expect(replacements.first?.2.trimmingCharacters(in: .whitespaces)
                == "<rect key=\"frame\" x=\"20\" y=\"100\" width=\"100\" height=\"60\"/>\n")
        // Related: the view, then the constraints that place it on each axis that changed
        // (x: leading and width; height: top and height).
        let ids = ["bxB-00-001", "rcB-00-001", "rcB-00-003", "rcB-00-002", "rcB-00-004"]
        let lines = try ids.map { id in try #require(Self.line(of: "id=\"\(id)\"", in: text)) }
        #expect(Self.related(result).map(\.0) == lines)
    }

    @Test("A priority tie has a why but no verified fix: no fix note, no SARIF fix")
    func noInventedFix() throws {
        let path = try TemporaryFiles.file(named: "Tie.storyboard", ExplainConsistencyFixtures.recordTie)
        let run = try CLI.run(["check", "--quiet", path])
        let notes = run.output.split(separator: "\n").filter { $0.contains(": note: ") }
        #expect(notes.map { $0.components(separatedBy: ": note: ").last } == [
            "why: \"Left\", \"Right\" have the same horizontal hugging priority (251), so the constraints do not say "
                + "which one stretches.",
        ])
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let result = try #require(try Self.sarifResults(["Tie.storyboard"], in: folder).first)
        #expect(result["fixes"] == nil && Self.related(result).count == 2)
    }

    @Test("--no-notes: SARIF without related locations or fixes, GitHub and JUnit without notes")
    func noNotes() throws {
        for result in try Self.sarifResults(["--no-notes", F.ambiguous]) {
            #expect(result["relatedLocations"] == nil && result["fixes"] == nil)
        }
        let github = try CLI.run(["check", "--reporter", "github-actions", "--no-notes", F.ambiguous])
        #expect(!github.output.contains("%0A") && github.output.split(separator: "\n").count == 2)
        let junit = try CLI.run(["check", "--reporter", "junit", "--no-notes", F.ambiguous])
        #expect(!junit.output.contains("note:"))
    }

    @Test("Byte-identical notes across runs in every reporter that carries them",
          arguments: Reporters.all.filter { $0.showsNotes }.map { $0.identifier })
    func deterministic(reporter: String) throws {
        let first = try CLI.run(["check", "--reporter", reporter, "Examples/Storyboards"]).output
        #expect(first == (try CLI.run(["check", "--reporter", reporter, "Examples/Storyboards"]).output))
    }
}
