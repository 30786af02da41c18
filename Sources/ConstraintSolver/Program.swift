/// The required equalities solved directly: each defines one variable (its subject) as a
/// linear function of variables defined earlier or of free parameters.
///
/// Records are kept in topological order (a record only reads variables whose records come
/// before it, or parameters), so one forward pass evaluates them — no tableau, no marker terms,
/// no fill-in. A removed record becomes a tombstone (`subject == -1`).
struct Program: Sendable {
    /// One record: `subject = constant + scale × Σ cₜxₜ`, the sum over the terms its constraint
    /// `a·subject + Σ cₜxₜ + k = 0` keeps in the storage's term pool (`terms`, the subject's own
    /// among them: it is zeroed before the sum, so it adds nothing). `constant` is `−k/a`, `scale`
    /// `−1/a`. The record shares its constraint's terms instead of copying them: one copy fewer
    /// per required equality, and everything the forward pass reads in 32 bytes plus the terms.
    struct Record: Sendable {
        var subject: Int32
        var termStart: Int32
        var termCount: Int32
        var constant: Double
        var scale: Double

        var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
    }

    /// What only placement, removal and explanations need about a record.
    struct Detail: Sendable {
        var constraint: Int32
        /// Whether an expansion ever substituted this record.
        var expandedInto = false
        /// The coefficient the subject had in its constraint (to map constraint constants).
        var subjectCoefficient: Double
    }

    var records: [Record] = []
    var details: [Detail] = []

    var count: Int { records.count }

    /// Where record `record`'s terms are in the term pool (the subject's term included).
    func terms(of record: Int) -> Range<Int> { records[record].terms }

    /// Appends the record `subject = …` solved from constraint `c` (`a·subject + Σ + k = 0`,
    /// its terms at `terms` in the pool).
    mutating func append(subject s: Int, terms: Range<Int>, constant k: Double, subjectCoefficient a: Double,
                         constraint c: Int) {
        records.append(Record(subject: Int32(s), termStart: Int32(terms.lowerBound), termCount: Int32(terms.count),
                              constant: -k / a, scale: -1 / a))
        details.append(Detail(constraint: Int32(c), subjectCoefficient: a))
    }

    /// Evaluates records `from...` into `values` (parameters must already hold their values);
    /// `pool` is the storage's term pool.
    /// - Complexity: O(terms of the evaluated records).
    func evaluate(into values: inout [Double], from start: Int = 0, terms pool: [PooledTerm]) {
        guard start < count else { return }
        records.withUnsafeBufferPointer { rec in
        pool.withUnsafeBufferPointer { terms in
        values.withUnsafeMutableBufferPointer { val in
            for r in start..<rec.count {
                let record = rec[r]
                let s = Int(record.subject)
                if s < 0 { continue }
                val[s] = 0
                var sum = record.constant
                var t = Int(record.termStart)
                let end = t &+ Int(record.termCount)
                while t < end {
                    // `scale × (c·x)`: for a subject coefficient of ±1 (nearly always) the same
                    // bits as summing `(−c/a)·x`.
                    sum += record.scale * (terms[t].coefficient * val[Int(terms[t].variable)])
                    t &+= 1
                }
                val[s] = sum
            }
        }}}
    }
}

/// One term of a constraint in the storage's pool.
struct PooledTerm: Sendable {
    var variable: Int32
    var coefficient: Double
}
