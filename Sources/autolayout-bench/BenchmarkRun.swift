import BenchmarkFormat
import ConstraintSolver

/// The timings of one run of one workload on a fresh solver (seconds).
struct RunTimings {
    var add = 0.0
    var update = 0.0
    /// CPU seconds of `add` + `update` (the thread's own time, without waiting for a core).
    var solveCPU = 0.0
    /// Page faults taken in `add` + `update`: fresh memory, each page zero-filled by the kernel.
    var solveFaults = 0
    var editSetup: Double?
    /// Per edit step, in step order.
    var editSteps: [Double] = []
    /// Resident-set growth while the solver was built and solved (first run only).
    var residentGrowth: Double?
    var failures: [String] = []
}

/// The parsed constraints in flat arrays: what a layout engine holds before it talks to the
/// solver (its own compact records), instead of the parse tree's one array per constraint.
struct FlatConstraints {
    struct Record {
        var termStart: Int32
        var termCount: Int32
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    var records: [Record] = []
    var coefficients: [Double] = []
    var variables: [Int] = []

    init(_ constraints: [WorkloadConstraint]) {
        records.reserveCapacity(constraints.count)
        for constraint in constraints {
            records.append(Record(termStart: Int32(coefficients.count), termCount: Int32(constraint.terms.count),
                                  constant: constraint.constant, relation: constraint.relation,
                                  strength: constraint.strength))
            for term in constraint.terms {
                coefficients.append(term.coefficient)
                variables.append(term.variable)
            }
        }
    }
}

/// Runs `workload` once. Timed: making the variables and building every constraint's
/// `Expression` from the parsed workload (flattened first, untimed) plus `add` (`add`); the first `values()` (`update`);
/// registering the edit variables with their initial suggestions and a read-back (`editSetup`);
/// each step's suggestions plus a read-back of all values (`editSteps`). Checking `expect`
/// and the `ops` extension happen outside the timed regions.
func runOnce(_ workload: Workload, measureMemory: Bool) -> RunTimings {
    var timings = RunTimings()
    if !workload.operations.isEmpty || workload.edits?.steps.contains(where: { !$0.operations.isEmpty }) == true {
        timings.failures.append("ops: not supported by the benchmark (use autolayout solve)")
    }
    let flat = FlatConstraints(workload.constraints)
    if measureMemory { releaseFreeMemory() }
    let residentBefore = measureMemory ? residentBytes() : nil

    let faultsBefore = minorFaults()
    let cpuStart = cpuNow()
    var start = now()
    var solver = Solver()
    _ = solver.makeVariables(workload.variables.count)
    // Each constraint's expression is built here, in one reused value whose terms (up to
    // `Expression.inlineCapacity`) live inline: building allocates nothing.
    var expression = Expression()
    flat.records.withUnsafeBufferPointer { records in
    flat.coefficients.withUnsafeBufferPointer { coefficients in
    flat.variables.withUnsafeBufferPointer { variables in
        for position in records.indices {
            let record = records[position]
            expression.removeAllTerms()
            expression.constant = record.constant
            let start = Int(record.termStart)
            for t in start..<start + Int(record.termCount) {
                expression.append(Term(coefficients[t], Variable(index: variables[t])))
            }
            do {
                try solver.add(expression, record.relation, strength: record.strength)
            } catch {
                timings.failures.append("constraints[\(position)]: \(error)")
            }
        }
    }}}
    timings.add = now() - start

    start = now()
    var values = solver.values()
    timings.update = now() - start
    timings.solveCPU = cpuNow() - cpuStart
    timings.solveFaults = minorFaults() - faultsBefore
    if let residentBefore, let after = residentBytes() { timings.residentGrowth = after - residentBefore }

    guard let edits = workload.edits else {
        check(workload, workload.expectations, values, "expect", into: &timings.failures)
        return timings
    }
    start = now()
    do {
        for edit in edits.variables {
            let variable = Variable(index: edit.variable)
            try solver.addEditVariable(variable, strength: edit.strength)
            if let initial = edit.initial { try solver.suggest(initial, for: variable) }
        }
    } catch {
        timings.failures.append("edits.variables: \(error)")
    }
    values = solver.values()
    timings.editSetup = now() - start
    check(workload, workload.expectations, values, "expect", into: &timings.failures)

    timings.editSteps.reserveCapacity(edits.steps.count)
    for (index, step) in edits.steps.enumerated() {
        start = now()
        do {
            for suggestion in step.suggestions {
                try solver.suggest(suggestion.value, for: Variable(index: suggestion.variable))
            }
        } catch {
            timings.failures.append("edits.steps[\(index)]: \(error)")
        }
        values = solver.values()
        timings.editSteps.append(now() - start)
        check(workload, step.expectations, values, "edits.steps[\(index)].expect", into: &timings.failures)
    }
    return timings
}

private func check(_ workload: Workload, _ expectations: [Expectation], _ values: [Double], _ stage: String,
                   into failures: inout [String]) {
    for expectation in expectations {
        let got = expectation.variable < values.count ? values[expectation.variable] : .nan
        if !expectation.isMet(by: got) {
            failures.append("\(stage): \(workload.variables[expectation.variable]) = \(got), expected \(expectation.value)")
        }
    }
}
