import BenchmarkFormat
import TextOutput

/// One workload's result line (FORMAT.md "Result lines"), keys in a fixed order.
struct ResultLine {
    var workload: Workload
    var runs: [RunTimings]
    var engineVersion: String

    /// Below this many constraints, resident-set growth is mostly page and allocator noise.
    static let memoryEstimateMinimumConstraints = 4096

    var verified: Bool { runs.allSatisfy { $0.failures.isEmpty } }

    func json() -> String {
        var members: [(String, JSONValue)] = [
            ("workload", .string(workload.name)),
            ("engine", .string("openautolayout")),
            ("engine_version", .string(engineVersion)),
            ("n_vars", .integer(workload.variables.count)),
            ("n_constraints", .integer(workload.constraints.count)),
            ("n_edit_steps", .integer(workload.editStepCount)),
            ("runs", .integer(runs.count)),
            ("verified", .bool(verified)),
        ]
        func metric(_ name: String, _ samples: [Double]) {
            guard !samples.isEmpty else { return }
            let summary = Summary(samples)
            members.append(("\(name)_median", .number(summary.median)))
            members.append(("\(name)_min", .number(summary.min)))
            members.append(("\(name)_max", .number(summary.max)))
        }
        metric("add_s", runs.map(\.add))
        metric("update_s", runs.map(\.update))
        metric("solve_total_s", runs.map { $0.add + $0.update })
        if workload.edits != nil {
            metric("edit_setup_s", runs.compactMap(\.editSetup))
            let withSteps = runs.filter { !$0.editSteps.isEmpty }
            metric("edit_step_median_s", withSteps.map { Summary($0.editSteps).median })
            metric("edit_step_p90_s", withSteps.map { percentile90($0.editSteps) })
            metric("edit_steps_total_s", withSteps.map { $0.editSteps.reduce(0, +) })
        }
        let addMedian = Summary(runs.map(\.add)).median
        members.append(("add_per_constraint_us",
                        .number(1e6 * addMedian / Double(max(1, workload.constraints.count)))))
        members.append(("peak_rss_mb", peakResidentMegabytes().map(JSONValue.number) ?? .null))
        let growth = runs.first?.residentGrowth
        members.append(("resident_growth_mb", growth.map { .number($0 / 1_048_576) } ?? .null))
        let perConstraint = growth.flatMap { growth -> Double? in
            workload.constraints.count >= Self.memoryEstimateMinimumConstraints
                ? growth / Double(workload.constraints.count) : nil
        }
        members.append(("bytes_per_constraint", perConstraint.map(JSONValue.number) ?? .null))
        let failures = runs.flatMap(\.failures)
        if !failures.isEmpty {
            members.append(("errors", .array(failures.prefix(10).map(JSONValue.string))))
        }
        return JSONValue.object(members).compactText
    }

    /// The same p90 as kiwi_bench.py: `sorted[int(0.9 × (n − 1))]`.
    private func percentile90(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted[Int(0.9 * Double(sorted.count - 1))]
    }
}
