import BenchmarkFormat
import ConstraintSolver
import Testing

/// a == 10, b == a + 5, then b == 20 (required): the third contradicts the first two.
private let contradicting = #"""
    [{"terms": [[1.0, "a"]], "constant": -10.0, "op": "=="},
     {"terms": [[1.0, "b"], [-1.0, "a"]], "constant": -5.0, "op": "=="},
     {"terms": [[1.0, "b"]], "constant": -20.0, "op": "=="},
     {"terms": [[1.0, "a"]], "constant": -3.0, "op": "==", "strength": 500}]
    """#

@Suite("Playing a workload into a solver")
struct SystemRunTests {
    @Test("a required constraint that conflicts is left out and reported with the minimal set, in file positions")
    func conflictIsLeftOut() throws {
        let run = try SystemRun.run(parse(workloadJSON(constraints: contradicting)))
        // a = 10 (required beats the 500 pull to 3), b = a + 5 = 15; b == 20 needs all three to give way.
        #expect(run.conflicts == [ConflictRecord(constraints: [0, 1, 2], broken: 2)])
        var solver = run.solver
        #expect(solver.values() == [10, 15])
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(run.activeIDs.map { $0 != nil } == [true, true, false, true])
    }

    @Test("ops: after removing b == a + 5, re-adding b == 20 succeeds")
    func removeThenAdd() throws {
        let run = try SystemRun.run(parse(workloadJSON(constraints: contradicting,
                                                       extra: #""ops": [{"remove": 1}, {"add": 2}]"#)))
        var solver = run.solver
        #expect(solver.values() == [10, 20])
        #expect(run.conflicts.count == 1)       // the refusal when it was first added stays on record
        #expect(run.notes.isEmpty)
    }

    @Test("ops: set_constant moves b == a + 5 to b == a + 7 in place")
    func setConstant() throws {
        let run = try SystemRun.run(parse(workloadJSON(constraints: contradicting,
                                                       extra: #""ops": [{"set_constant": 1, "value": -7.0}]"#)))
        var solver = run.solver
        #expect(solver.values() == [10, 17])
    }

    @Test("ops: a constant change that would break required constraints is refused, the old constant kept")
    func refusedConstantChange() throws {
        // a == 10, b == a + 5 and the redundant b == 15; a == 12 would need b == 17 and b == 15 at once.
        let run = try SystemRun.run(parse(workloadJSON(constraints: #"""
            [{"terms": [[1.0, "a"]], "constant": -10.0, "op": "=="},
             {"terms": [[1.0, "b"], [-1.0, "a"]], "constant": -5.0, "op": "=="},
             {"terms": [[1.0, "b"]], "constant": -15.0, "op": "=="}]
            """#, extra: #""ops": [{"set_constant": 0, "value": -12.0}]"#)))
        #expect(run.conflicts == [ConflictRecord(constraints: [0, 1, 2], broken: 0)])
        var solver = run.solver
        #expect(solver.values() == [10, 15])
    }

    @Test("ops: removing a constraint that is not in the system is noted, not an error")
    func removeAbsent() throws {
        let run = try SystemRun.run(parse(workloadJSON(constraints: contradicting, extra: #""ops": [{"remove": 2}]"#)))
        #expect(run.notes == ["ops[0]: constraint 2 is not in the system; nothing removed"])
    }

    @Test("edits: initial values, then each step's suggestions; expectations checked at each stage")
    func edits() throws {
        // h == 2w; w is an edit variable.
        let run = try SystemRun.run(parse(workloadJSON(
            variables: #"["w", "h"]"#,
            constraints: #"[{"terms": [[1.0, "h"], [-2.0, "w"]], "constant": 0.0, "op": "=="}]"#,
            extra: #"""
                "expect": [{"var": "h", "value": 200.0}],
                "edits": {"variables": [{"var": "w", "initial": 100.0}],
                          "steps": [{"suggest": {"w": 50.0}, "expect": [{"var": "h", "value": 100.0}]},
                                    {"suggest": {"w": 60.0}, "expect": [{"var": "h", "value": 100.0}]}]}
                """#)))
        #expect(run.expectationFailures == [
            ExpectationFailure(stage: "edits.steps[1].expect", expectation: Expectation(variable: 1, value: 100), got: 120),
        ])
    }
}
