import Foundation
import TestSupport
import Testing

/// x == 10, y == x + 5, then y == 20 (required, contradicts the first two), z == y * 2 @500.
private let system = #"""
    {"format": "autolayout-bench/1", "name": "three", "variables": ["x", "y", "z"],
     "constraints": [
       {"terms": [[1.0, "x"]], "constant": -10.0, "op": "=="},
       {"terms": [[1.0, "y"], [-1.0, "x"]], "constant": -5.0, "op": "==", "tag": "spacing"},
       {"terms": [[1.0, "y"]], "constant": -20.0, "op": "==", "strength": "required"},
       {"terms": [[1.0, "z"], [-2.0, "y"]], "constant": 0.0, "op": "==", "strength": 500}]}
    """#

@Suite("autolayout solve", .enabled(if: AutoLayoutCLI.isBuilt, "the autolayout binary was not built beside the tests"))
struct SolveCommandTests {
    @Test("--format json prints exactly values, ambiguous and conflicts, variables in file order")
    func json() throws {
        // x = 10, y = 15 (y == 20 is left out: it conflicts with x == 10 and y == x + 5), z = 30.
        let result = try CLI.run(["solve", try TemporaryFiles.file(named: "three.json", system), "--format", "json"])
        #expect(result.status == 0)
        #expect(result.output == #"""
            {"values": {"x": 10.0, "y": 15.0, "z": 30.0}, "ambiguous": [], "conflicts": [{"constraints": [0, 1, 2], "broken": 2}]}

            """#)
    }

    @Test("the text format lists values, ambiguity and the conflict with the constraints spelled out")
    func text() throws {
        let path = try TemporaryFiles.file(named: "three.json", system)
        let result = try CLI.run(["solve", path])
        #expect(result.status == 0)
        #expect(result.output == """
            system three (\(path)): 3 variables, 4 constraints, 0 edit steps
            values:
              x  10.0
              y  15.0
              z  30.0
            ambiguous: none (every value is fixed by the optimum)
            conflicts (1):
              left out constraint 2: y - 20.0 == 0 @required
                conflicts with 0: x - 10.0 == 0 @required
                conflicts with 1: y - x - 5.0 == 0 @required [spacing]

            """)
    }

    @Test("a variable nothing pins is ambiguous, and --alternative shows another optimum that moves it")
    func ambiguousAndAlternative() throws {
        let path = try TemporaryFiles.file(named: "free.json", #"""
            {"format": "autolayout-bench/1", "variables": ["w", "x"],
             "constraints": [{"terms": [[1.0, "w"]], "constant": -4.0, "op": "=="},
                             {"terms": [[1.0, "x"], [-1.0, "w"]], "constant": 0.0, "op": ">="}]}
            """#)
        let result = try CLI.run(["solve", path, "--format", "json", "--alternative", "x"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["ambiguous"] as? [String] == ["x"])      // x >= w = 4, nothing else
        let alternative = try #require((object["alternatives"] as? [[String: Any]])?.first)
        let values = try #require(alternative["values"] as? [String: Double])
        let x = try #require((object["values"] as? [String: Double])?["x"])
        #expect(values["w"] == 4)
        #expect(values["x"]! >= 4 && values["x"] != x)
        #expect(alternative["satisfies_required"] as? Bool == true)
    }

    @Test("bad files: the message names the file and the problem, the exit status is 2", arguments: [
        (#"{"format": "autolayout-bench/1", "#, "not valid JSON"),
        (#"{"format": "kiwi/9", "variables": [], "constraints": []}"#, #"format: unknown format "kiwi/9""#),
        (#"{"format": "autolayout-bench/1", "variables": ["a"], "constraints": [{"terms": [[1.0, "q"]], "op": "=="}]}"#,
         #"constraints[0].terms[0]: unknown variable "q""#),
    ])
    func badFiles(contents: String, message: String) throws {
        let path = try TemporaryFiles.file(named: "bad.json", contents)
        let result = try CLI.run(["solve", path])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("autolayout solve: \(path): "))
        #expect(result.error.contains(message))
    }

    @Test("a missing file exits 2 with the file named")
    func missingFile() throws {
        let result = try CLI.run(["solve", "/nonexistent/system.json"])
        #expect(result.status == 2)
        #expect(result.error.contains("/nonexistent/system.json: cannot read the file"))
    }

    @Test("--batch prints one JSON line per file, in name order, and an error line for a bad one")
    func batch() throws {
        let good = try TemporaryFiles.file(named: "a.json", system)
        let directory = (good as NSString).deletingLastPathComponent
        try Data("{".utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent("b.json"))
        let result = try CLI.run(["solve", "--batch", "--format", "json", directory])
        let lines = result.output.split(separator: "\n")
        #expect(result.status == 2)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"{"file": "\#(good)", "values": {"x": 10.0"#) == true)
        #expect(lines.last?.hasPrefix(#"{"file": "\#(directory)/b.json", "error": "not valid JSON"#) == true)
    }

    @Test("the same file gives byte-identical output every time")
    func deterministic() throws {
        let path = try TemporaryFiles.file(named: "three.json", system)
        let first = try CLI.run(["solve", path, "--format", "json", "--errors"])
        let second = try CLI.run(["solve", path, "--format", "json", "--errors"])
        #expect(first.output == second.output)
    }
}
