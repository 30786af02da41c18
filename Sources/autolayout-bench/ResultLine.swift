import BenchmarkFormat
import TextOutput

/// One workload's result line (FORMAT.md "Result lines"), keys in a fixed order.
struct ResultLine {
    var workload: Workload
    var runs: [RunTimings]
    var engineVersion: String
    /// Seconds of the no-solver floor pass over the same constraints (`FloorPass`), measured in
    /// this process right after the runs; `nil` with `--no-floor`.
    var floorSeconds: Double?
    /// The same floor in CPU seconds (`cpuNow`).
    var floorCPUSeconds: Double?

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
        metric("solve_total_cpu_s", runs.map(\.solveCPU))
        metric("solve_page_faults", runs.map { Double($0.solveFaults) })
        if workload.edits != nil {
            metric("edit_setup_s", runs.compactMap(\.editSetup))
            let withSteps = runs.filter { !$0.editSteps.isEmpty }
            metric("edit_step_median_s", withSteps.map { Summary($0.editSteps).median })
            metric("edit_step_p90_s", withSteps.map { percentile90($0.editSteps) })
            metric("edit_steps_total_s", withSteps.map { $0.editSteps.reduce(0, +) })
        }
        if let floorSeconds {
            members.append(("floor_s", .number(floorSeconds)))
            let total = Summary(runs.map { $0.add + $0.update })
            members.append(("solve_total_vs_floor", .number(total.median / floorSeconds)))
            members.append(("solve_total_min_vs_floor", .number(total.min / floorSeconds)))
        }
        // The same ratio in CPU time: what the wall-clock ratio would be with the cores to itself.
        if let floorCPUSeconds, floorCPUSeconds > 0 {
            members.append(("floor_cpu_s", .number(floorCPUSeconds)))
            let total = Summary(runs.map(\.solveCPU))
            members.append(("solve_total_cpu_vs_floor", .number(total.median / floorCPUSeconds)))
            members.append(("solve_total_cpu_min_vs_floor", .number(total.min / floorCPUSeconds)))
        }
        if let edits = workload.edits { members.append(contentsOf: editStepGroups(edits)) }
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

    /// The median step per group of steps that suggest the same variables (`edit_step_median_s`
    /// mixes them: with 100 width and 100 height steps, that median is the midpoint between the
    /// slowest of the faster kind and the fastest of the slower), as
    /// `edit_step_s_median_by_variables`: an object from the variables' names, joined by "+", to
    /// the median over runs of each run's median step of that group.
    private func editStepGroups(_ edits: Edits) -> [(String, JSONValue)] {
        var groups: [(key: String, steps: [Int])] = []
        for (index, step) in edits.steps.enumerated() {
            let key = step.suggestions.map { workload.variables[$0.variable] }.joined(separator: "+")
            if let g = groups.firstIndex(where: { $0.key == key }) {
                groups[g].steps.append(index)
            } else {
                groups.append((key, [index]))
            }
        }
        let withSteps = runs.filter { $0.editSteps.count == edits.steps.count }
        guard groups.count > 1, !withSteps.isEmpty else { return [] }
        let medians = groups.map { group -> (String, JSONValue) in
            let perRun = withSteps.map { run in Summary(group.steps.map { run.editSteps[$0] }).median }
            return (group.key, .number(Summary(perRun).median))
        }
        return [("edit_step_s_median_by_variables", .object(medians))]
    }

    /// The same p90 as kiwi_bench.py: `sorted[int(0.9 × (n − 1))]`.
    private func percentile90(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted[Int(0.9 * Double(sorted.count - 1))]
    }
}
