/// Choosing, making and running evaluation plans (`EvaluationPlan.swift` says what a plan is).

extension SolverStorage {
    /// Evaluates what depends on the variables `seeds` (their readers are marked): by a kept
    /// plan, by a new one when these seeds changed recently, else by the marks.
    mutating func evaluateByPlan(for seeds: [Int32]) {
        if let i = readers.plans.firstIndex(where: { $0.seeds == seeds }) {
            clearMarks()
            run(readers.plans[i])
            return
        }
        // Made the third time the same seeds change with no record changed in between (a plan
        // made and dropped at once costs more than it saves).
        guard readers.recentSeeds.filter({ $0 == seeds }).count >= 2 else {
            readers.recentSeeds.append(seeds)
            if readers.recentSeeds.count > 8 { readers.recentSeeds.removeFirst() }
            evaluateMarked()
            return
        }
        let plan = makePlan(for: seeds)
        run(plan)
        let kept = readers.plans.reduce(0) { $0 + $1.subjects.count }
        guard plan.subjects.count <= program.count / 2 && kept + plan.subjects.count <= program.count else { return }
        readers.plans.append(plan)
        if readers.plans.count > 4 { readers.plans.removeFirst() }
    }

    /// Zeroes the marks from `evaluateFrom` on (a plan covers everything they mark).
    private mutating func clearMarks() {
        let from = min(evaluateFrom >> 6, readers.marks.count)
        readers.marks.withUnsafeMutableBufferPointer { m in
            for w in from..<m.count { m[w] = 0 }
        }
    }

    /// Collects, in record order, every record that depends on what is marked (consuming the
    /// marks), with copies of their terms.
    private mutating func makePlan(for seeds: [Int32]) -> EvaluationPlan {
        var plan = EvaluationPlan(seeds: seeds)
        var w = min(evaluateFrom >> 6, readers.marks.count)
        while w < readers.marks.count {
            let bits = readers.marks[w]
            if bits == 0 { w += 1; continue }
            readers.marks[w] = bits & (bits &- 1)
            let r = w << 6 | bits.trailingZeroBitCount
            let s = Int(program.records[r].subject)
            guard s >= 0 else { continue }
            let terms = program.terms(of: r)
            plan.append(subject: Int32(s), constant: program.records[r].constant,
                        terms: program.recordTerms[terms])
            if s + 1 < readers.start.count {
                for k in Int(readers.start[s])..<Int(readers.start[s + 1]) { mark(Int(readers.list[k])) }
            }
            if !readers.extra.isEmpty, let more = readers.extra[Int32(s)] {
                for reader in more { mark(Int(reader)) }
            }
        }
        return plan
    }

    /// Evaluates a plan's records in order (`Program.evaluate`'s arithmetic: the constant, then
    /// each term's product added in term order), run by run.
    private mutating func run(_ plan: EvaluationPlan) {
        plan.subjects.withUnsafeBufferPointer { subjects in
        plan.variables.withUnsafeBufferPointer { variables in
        plan.coefficients.withUnsafeBufferPointer { coefficients in
        values.withUnsafeMutableBufferPointer { val in
            var cursor = EvaluationPlan.Cursor()
            for run in plan.runs {
                EvaluationPlan.evaluate(run, subjects, variables, coefficients, into: val, at: &cursor)
            }
        }}}}
    }
}
