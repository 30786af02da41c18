import BenchmarkFormat
import Testing

@Suite("Refusing bad workload files")
struct WorkloadErrorTests {
    @Test("a document that is not JSON is refused as invalid JSON")
    func invalidJSON() {
        guard case .invalidJSON = problem(#"{"format": "autolayout-bench/1", "#) else {
            Issue.record("expected invalidJSON")
            return
        }
    }

    @Test("a wrong or missing format is refused, naming what was found")
    func format() {
        #expect(problem(#"{"format": "autolayout-bench/2", "variables": [], "constraints": []}"#)
                == .unknownFormat("autolayout-bench/2"))
        #expect(problem(#"{"variables": [], "constraints": []}"#) == .unknownFormat(nil))
        #expect(problem("[1, 2]") == .wrongType(expected: "an object"))
        #expect(refusal(#"{"format": "x"}"#)?.description
                == #"format: unknown format "x" (expected "autolayout-bench/1")"#)
    }

    @Test("an unknown variable is refused with the constraint's position and the term's path")
    func unknownVariable() throws {
        let error = try #require(refusal(workloadJSON(constraints: #"""
            [{"terms": [[1.0, "a"]], "op": "=="}, {"terms": [[1.0, "a"], [1.0, "zz"]], "op": "=="}]
            """#)))
        #expect(error.problem == .unknownVariable("zz"))
        #expect(error.constraintIndex == 1)
        #expect(error.description == #"constraints[1].terms[1]: unknown variable "zz""#)
    }

    @Test("a variable declared twice, or used twice in one constraint, is refused")
    func duplicates() {
        #expect(problem(workloadJSON(variables: #"["a", "b", "a"]"#)) == .duplicateVariable("a"))
        #expect(problem(workloadJSON(constraints: #"[{"terms": [[1.0, "a"], [2.0, "a"]], "op": "=="}]"#))
                == .repeatedTerm("a"))
    }

    @Test("an unknown op is refused", arguments: ["=", "<", "!=", "eq"])
    func unknownOp(op: String) throws {
        let error = try #require(refusal(workloadJSON(constraints: #"[{"terms": [[1.0, "a"]], "op": ""# + op + #""}]"#)))
        #expect(error.problem == .unknownRelation(op))
        #expect(error.location == "constraints[0].op")
    }

    @Test("numbers must be numbers (not strings or booleans) and fit in a double")
    func numbers() {
        #expect(problem(workloadJSON(constraints: #"[{"terms": [["1", "a"]], "op": "=="}]"#))
                == .wrongType(expected: "a number"))
        #expect(problem(workloadJSON(constraints: #"[{"terms": [[true, "a"]], "op": "=="}]"#))
                == .wrongType(expected: "a number"))
        let huge = problem(workloadJSON(constraints: #"[{"terms": [[1e400, "a"]], "op": "=="}]"#))
        #expect(huge != nil)
        if case .invalidJSON = huge {} else { #expect(huge == .nonFiniteNumber) }
    }

    @Test("missing required fields are named")
    func missingFields() {
        #expect(problem(#"{"format": "autolayout-bench/1", "constraints": []}"#) == .missingField("variables"))
        #expect(problem(#"{"format": "autolayout-bench/1", "variables": []}"#) == .missingField("constraints"))
        #expect(problem(workloadJSON(constraints: #"[{"terms": [[1.0, "a"]]}]"#)) == .missingField("op"))
    }

    @Test("edit variables must be optional, registered once, and be the only ones suggested")
    func editProblems() {
        #expect(problem(workloadJSON(extra: #""edits": {"variables": [{"var": "a", "strength": "required"}], "steps": []}"#))
                == .requiredEditStrength)
        #expect(problem(workloadJSON(extra: #""edits": {"variables": [{"var": "a", "strength": 1000}], "steps": []}"#))
                == .requiredEditStrength)
        #expect(problem(workloadJSON(extra: #""edits": {"variables": [{"var": "a"}, {"var": "a"}], "steps": []}"#))
                == .duplicateEditVariable("a"))
        #expect(problem(workloadJSON(extra: #""edits": {"variables": [{"var": "a"}], "steps": [{"suggest": {"b": 1.0}}]}"#))
                == .notAnEditVariable("b"))
    }

    @Test("operations must name an existing constraint and a known kind")
    func operationProblems() {
        #expect(problem(workloadJSON(extra: #""ops": [{"remove": 1}]"#)) == .constraintIndexOutOfRange(1))
        #expect(problem(workloadJSON(extra: #""ops": [{"remove": 0.5}]"#)) == .wrongType(expected: "a non-negative integer"))
        #expect(problem(workloadJSON(extra: #""ops": [{"rename": 0}]"#)) == .unknownOperation(#"{"rename":0}"#))
    }
}
