/// The required equalities solved directly: each defines one variable (its subject) as a
/// linear function of variables defined earlier or of free parameters.
///
/// Records are kept in topological order (a record only reads variables whose records come
/// before it, or parameters), so one forward pass evaluates them — no tableau, no marker terms,
/// no fill-in. A removed record becomes a tombstone (`subject == -1`).
struct Program: Sendable {
    var subject: [Int32] = []
    var termStart: [Int32] = [0]
    var termVariable: [Int32] = []
    var termCoefficient: [Double] = []
    var constant: [Double] = []
    /// The coefficient the subject had in its constraint (to map constraint constants).
    var subjectCoefficient: [Double] = []
    var constraint: [Int32] = []
    /// Whether an expansion ever substituted this record (then removing it needs a rebuild).
    var expandedInto: [Bool] = []

    var count: Int { subject.count }

    func terms(of record: Int) -> Range<Int> { Int(termStart[record])..<Int(termStart[record + 1]) }

    /// Completes a record whose terms were just appended to `termVariable`/`termCoefficient`:
    /// `subject = Σ coefficient × variable + constant`.
    mutating func close(subject s: Int, constant k: Double, subjectCoefficient a: Double, constraint c: Int) {
        subject.append(Int32(s))
        termStart.append(Int32(termVariable.count))
        constant.append(k)
        subjectCoefficient.append(a)
        constraint.append(Int32(c))
        expandedInto.append(false)
    }

    /// Evaluates records `from...` into `values` (parameters must already hold their values).
    /// - Complexity: O(terms of the evaluated records).
    func evaluate(into values: inout [Double], from start: Int = 0) {
        guard start < count else { return }
        subject.withUnsafeBufferPointer { subj in
        termStart.withUnsafeBufferPointer { ts in
        termVariable.withUnsafeBufferPointer { tv in
        termCoefficient.withUnsafeBufferPointer { tc in
        constant.withUnsafeBufferPointer { k in
        values.withUnsafeMutableBufferPointer { val in
            for r in start..<subj.count {
                let s = Int(subj[r])
                if s < 0 { continue }
                var sum = k[r]
                var t = Int(ts[r])
                let end = Int(ts[r + 1])
                while t < end {
                    sum += tc[t] * val[Int(tv[t])]
                    t += 1
                }
                val[s] = sum
            }
        }}}}}}
    }
}
