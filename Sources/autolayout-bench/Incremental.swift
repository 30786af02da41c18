import BenchmarkFormat
import ConstraintSolver
import TextOutput
import Foundation

/// `--incremental`: single-constraint operations on the fully loaded system (issue 2: "a constant
/// change, add or remove on a 10,000-constraint system under 1 ms at p99").
///
/// After adding every constraint and solving, `samples` constraints picked by a fixed
/// multiplicative hash (spread over the file and over the kinds of constraint) are each, in file order: given a new constant (+1) and solved, given their old constant back
/// and solved, removed and solved, added again and solved. Each operation plus the solve that
/// brings every value up to date is one timed sample; reading the values out is not timed.
/// A refused operation (a conflicting constant) is still a sample: refusing is its answer.
func incrementalLine(_ workload: Workload, samples: Int) -> String {
    var solver = Solver()
    _ = solver.makeVariables(workload.variables.count)
    var ids: [ConstraintID?] = []
    for constraint in workload.constraints {
        ids.append(try? solver.add(constraint.makeExpression(), constraint.relation, strength: constraint.strength))
    }
    solver.solve()

    // AUTOLAYOUT_BENCH_SLOW=SECONDS lists the samples slower than that on stderr (to see which
    // kinds of constraint dominate the tail).
    let slowReport = ProcessInfo.processInfo.environment["AUTOLAYOUT_BENCH_SLOW"].flatMap(Double.init)
    var setConstant: [Double] = []
    var remove: [Double] = []
    var add: [Double] = []
    let count = workload.constraints.count
    let positions = Set((0..<min(samples, count)).map { ($0 &* 2_654_435_761) % count }).sorted()
    for position in positions {
        guard let id = ids[position] else { continue }
        let constraint = workload.constraints[position]
        for constant in [constraint.constant + 1, constraint.constant] {
            let start = now()
            try? solver.setConstant(constant, of: id)
            solver.solve()
            setConstant.append(now() - start)
            if let slow = slowReport, setConstant.last! > slow {
                FileHandle.standardError.write(Data("slow set_constant \(position) \(constraint.tag ?? "-"): \(setConstant.last!)\n".utf8))
            }
        }
        var start = now()
        try? solver.remove(id)
        solver.solve()
        remove.append(now() - start)
        if let slow = slowReport, remove.last! > slow {
            FileHandle.standardError.write(Data("slow remove \(position) \(constraint.tag ?? "-"): \(remove.last!)\n".utf8))
        }
        let expression = constraint.makeExpression()
        start = now()
        ids[position] = try? solver.add(expression, constraint.relation, strength: constraint.strength)
        solver.solve()
        add.append(now() - start)
        if let slow = slowReport, add.last! > slow {
            FileHandle.standardError.write(Data("slow add \(position) \(constraint.tag ?? "-"): \(add.last!)\n".utf8))
        }
    }
    let values = solver.values()
    var failures: [String] = []
    for expectation in workload.expectations where workload.edits == nil {
        let got = values[expectation.variable]
        if !expectation.isMet(by: got) {
            failures.append("after the operations: \(workload.variables[expectation.variable]) = \(got), expected \(expectation.value)")
        }
    }
    var members: [(String, JSONValue)] = [
        ("workload", .string(workload.name)),
        ("engine", .string("openautolayout")),
        ("mode", .string("incremental")),
        ("n_constraints", .integer(count)),
        ("verified", .bool(failures.isEmpty)),
    ]
    for (name, samples) in [("set_constant", setConstant), ("remove", remove), ("add", add)] where !samples.isEmpty {
        let sorted = samples.sorted()
        members.append(("\(name)_samples", .integer(sorted.count)))
        members.append(("\(name)_p50_s", .number(sorted[sorted.count / 2])))
        members.append(("\(name)_p99_s", .number(sorted[min(sorted.count - 1, Int(0.99 * Double(sorted.count)))])))
        members.append(("\(name)_max_s", .number(sorted.last!)))
    }
    if !failures.isEmpty { members.append(("errors", .array(failures.prefix(10).map(JSONValue.string)))) }
    return JSONValue.object(members).compactText
}
