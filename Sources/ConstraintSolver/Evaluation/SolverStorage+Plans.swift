/// Compiled re-evaluations for repeated suggestions.
///
/// An edit session suggests the same variable again and again (a rotation changes the frame
/// width, a keyboard the visible height), and each time the same records depend on it. Their
/// evaluation is bound by memory, not arithmetic: on `edits-10000` a width suggestion reads
/// one record in four, and the lines around them, about 1.7 MB per step — beyond the L2 cache.
/// A plan copies the records that depend on the suggested variables, in program order, into
/// packed arrays (about 50 bytes per record), so a step streams only what it needs and the plan
/// can stay in cache between steps.
///
/// A plan evaluates every record that depends on its seeds, with `Program.evaluate`'s
/// arithmetic in the same order; a record whose inputs did not change gets the bits it had, so
/// values are the same bit for bit as with the forward pass. Plans are dropped whenever a
/// record changes (a definition added, removed or given a new constant): they copy records.
/// A plan is made the third time the same variables change within a few evaluations with no
/// record changed in between, and kept only while plans stay small next to the program.
struct EvaluationPlan: Sendable {
    /// The variables whose change the plan follows (sorted).
    var seeds: [Int32]
    var subjects: [Int32] = []
    /// Where each record's terms end in `variables`/`coefficients`.
    var termEnds: [Int32] = []
    var constants: [Double] = []
    var variables: [Int32] = []
    var coefficients: [Double] = []
}

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
            plan.subjects.append(Int32(s))
            plan.constants.append(program.records[r].constant)
            for t in program.terms(of: r) {
                plan.variables.append(program.termVariable[t])
                plan.coefficients.append(program.termCoefficient[t])
            }
            plan.termEnds.append(Int32(plan.variables.count))
            if s + 1 < readers.start.count {
                for k in Int(readers.start[s])..<Int(readers.start[s + 1]) { mark(Int(readers.list[k])) }
            }
            if !readers.extra.isEmpty, let more = readers.extra[Int32(s)] {
                for reader in more { mark(Int(reader)) }
            }
        }
        return plan
    }

    /// Evaluates a plan's records in order (`Program.evaluate`'s arithmetic).
    private mutating func run(_ plan: EvaluationPlan) {
        plan.subjects.withUnsafeBufferPointer { subjects in
        plan.termEnds.withUnsafeBufferPointer { ends in
        plan.constants.withUnsafeBufferPointer { constants in
        plan.variables.withUnsafeBufferPointer { tv in
        plan.coefficients.withUnsafeBufferPointer { tc in
        values.withUnsafeMutableBufferPointer { val in
            var t = 0
            for i in 0..<subjects.count {
                let end = Int(ends[i])
                var sum = constants[i]
                while t < end {
                    sum += tc[t] * val[Int(tv[t])]
                    t &+= 1
                }
                val[Int(subjects[i])] = sum
            }
        }}}}}}
    }
}
