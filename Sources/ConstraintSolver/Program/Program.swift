/// The required equalities solved directly: each defines one variable (its subject) as a
/// linear function of variables defined earlier or of free parameters.
///
/// Records are kept in topological order (a record only reads variables whose records come
/// before it, or parameters), so one forward pass evaluates them — no tableau, no marker terms,
/// no fill-in. A removed record becomes a tombstone (`subject == -1`).
struct Program: Sendable {
    /// One record: `subject = Σ terms + constant` — the fields the forward pass reads first, then
    /// what only placement, removal and explanations need. One array for both, so that adding a
    /// record checks one array's uniqueness and capacity, not two (the forward pass reads 32
    /// bytes per record instead of 16, which measured cheaper than the second append).
    struct Record: Sendable {
        var subject: Int32
        /// Where the record's terms start in `recordTerms` (they end where the next record's start).
        var termStart: Int32
        var constant: Double
        var detail: Detail
    }

    /// What only placement, removal and explanations need about a record.
    struct Detail: Sendable {
        var constraint: Int32
        /// Whether an expansion ever substituted this record.
        var expandedInto = false
        /// The coefficient the subject had in its constraint (to map constraint constants).
        var subjectCoefficient: Double
    }

    var records = PlainColumn<Record>()
    /// Every record's terms, variable and coefficient side by side: adding a record appends
    /// to one column, not two (the forward pass reads 16 bytes per term instead of 12).
    var recordTerms = PlainColumn<PooledTerm>()

    var count: Int { records.count }

    func terms(of record: Int) -> Range<Int> {
        let end = record + 1 < records.count ? Int(records[record + 1].termStart) : recordTerms.count
        return Int(records[record].termStart)..<end
    }

    /// Completes a record whose terms were appended to `recordTerms` since
    /// `termStart`: `subject = Σ coefficient × variable + constant`.
    mutating func close(subject s: Int, termStart: Int, constant k: Double, subjectCoefficient a: Double,
                        constraint c: Int) {
        records.append(Record(subject: Int32(s), termStart: Int32(termStart), constant: k,
                              detail: Detail(constraint: Int32(c), subjectCoefficient: a)))
    }

    @inline(__always)
    mutating func closeClaimed(subject s: Int, termStart: Int, constant k: Double, subjectCoefficient a: Double,
                               constraint c: Int) {
        let record = Record(subject: Int32(s), termStart: Int32(termStart), constant: k,
                            detail: Detail(constraint: Int32(c), subjectCoefficient: a))
        records.appendingClaimed(1) { $0.initialize(to: record) }
    }

    /// Evaluates records `from...` into `values` (parameters must already hold their values).
    /// - Complexity: O(terms of the evaluated records).
    func evaluate(into values: inout [Double], from start: Int = 0) {
        guard start < count else { return }
        let termCount = recordTerms.count
        records.withUnsafeBufferPointer { rec in
        recordTerms.withUnsafeBufferPointer { rt in
        values.withUnsafeMutableBufferPointer { val in
            let n = rec.count
            var t = Int(rec[start].termStart)
            // The last record's terms end at the pool's end; every other ends where the next starts.
            for r in start..<n {
                let end = r &+ 1 < n ? Int(rec[r &+ 1].termStart) : termCount
                let s = Int(rec[r].subject)
                if s < 0 { t = end; continue }
                var sum = rec[r].constant
                while t < end {
                    sum += rt[t].coefficient * val[Int(rt[t].variable)]
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

/// What the program knows of one variable.
struct VariableState: Sendable, Equatable {
    /// The program record defining the variable; -1 for a free parameter, `-2 - record` after
    /// its record was removed (a new definition can take the slot again: `redefine`).
    var definition: Int32 = -1
    /// How many program records and LP rows read the variable.
    var useCount: Int32 = 0
    /// The first program record that reads the variable (a lower bound after removals).
    var firstUse = Int32.max
}
