import BenchmarkFormat
import ConstraintSolver
import Testing

@Suite("Reading autolayout-bench/1 workloads")
struct WorkloadParsingTests {
    @Test("a constraint keeps its terms (as variable positions), constant, relation, strength and tag")
    func constraintFields() throws {
        let workload = try parse(workloadJSON(
            variables: #"["sv.w", "content.w", "b0.x"]"#,
            constraints: #"""
                [{"terms": [[1.0, "content.w"], [-1.0, "sv.w"]], "constant": -8.5, "op": "<=",
                  "strength": 750, "tag": "width"}]
                """#))
        #expect(workload.name == "tiny")
        #expect(workload.variables == ["sv.w", "content.w", "b0.x"])
        #expect(workload.constraints == [
            WorkloadConstraint(terms: [WorkloadTerm(1, 1), WorkloadTerm(-1, 0)], constant: -8.5,
                               relation: .lessThanOrEqual, strength: Strength(priority: 750)!, tag: "width"),
        ])
    }

    @Test("a constraint without strength is required, without constant has constant 0")
    func defaults() throws {
        let workload = try parse(workloadJSON(constraints: #"[{"terms": [[2.0, "b"]], "op": ">="}]"#))
        #expect(workload.constraints[0].strength == .required)
        #expect(workload.constraints[0].constant == 0)
        #expect(workload.expectations.isEmpty && workload.operations.isEmpty && workload.edits == nil)
    }

    @Test("a zero coefficient is accepted (the format never writes one; it changes nothing)")
    func zeroCoefficient() throws {
        let workload = try parse(workloadJSON(constraints: #"[{"terms": [[0.0, "a"]], "constant": 0, "op": "=="}]"#))
        #expect(workload.constraints[0].terms == [WorkloadTerm(0, 0)])
    }

    @Test("expectations name their variable's position and default to a 1e-6 tolerance")
    func expectations() throws {
        let workload = try parse(workloadJSON(extra: #""expect": [{"var": "b", "value": 3.0}, {"var": "a", "value": 10.0, "tol": 0.01}]"#))
        #expect(workload.expectations == [Expectation(variable: 1, value: 3, tolerance: 1e-6),
                                          Expectation(variable: 0, value: 10, tolerance: 0.01)])
    }

    @Test("edits: default strength 999, suggestions in variable order, step ops and expectations")
    func edits() throws {
        let workload = try parse(workloadJSON(extra: #"""
            "edits": {"variables": [{"var": "b", "initial": 5.0}, {"var": "a", "strength": 500}],
                      "steps": [{"suggest": {"b": 7.0, "a": 1.0}, "ops": [{"remove": 0}],
                                 "expect": [{"var": "a", "value": 1.0}]}]}
            """#))
        let edits = try #require(workload.edits)
        #expect(edits.variables == [EditVariable(variable: 1, strength: Strength(priority: 999)!, initial: 5),
                                    EditVariable(variable: 0, strength: Strength(priority: 500)!, initial: nil)])
        #expect(edits.steps == [EditStep(operations: [.remove(constraint: 0)],
                                         suggestions: [Suggestion(variable: 0, value: 1), Suggestion(variable: 1, value: 7)],
                                         expectations: [Expectation(variable: 0, value: 1)])])
        #expect(workload.editStepCount == 1)
    }

    @Test("the ops extension: remove, add and set_constant by constraint position")
    func operations() throws {
        let workload = try parse(workloadJSON(extra: #""ops": [{"remove": 0}, {"set_constant": 0, "value": -4.0}, {"add": 0}]"#))
        #expect(workload.operations == [.remove(constraint: 0), .setConstant(constraint: 0, constant: -4), .add(constraint: 0)])
    }

    @Test("expectations use FORMAT.md's relative rule: |got − value| ≤ tol × max(1, |value|)")
    func relativeTolerance() {
        let large = Expectation(variable: 0, value: 1000, tolerance: 1e-6)
        #expect(large.isMet(by: 1000.0009))        // allowed error 1e-3
        #expect(!large.isMet(by: 1000.0011))
        let small = Expectation(variable: 0, value: 0.5, tolerance: 1e-6)
        #expect(small.isMet(by: 0.5000009))         // allowed error 1e-6, not 5e-7
        #expect(!small.isMet(by: 0.5000011))
        #expect(!small.isMet(by: .nan))
    }
}
