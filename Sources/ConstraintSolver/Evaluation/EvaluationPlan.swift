/// Compiled re-evaluations for repeated suggestions.
///
/// An edit session suggests the same variable again and again (a rotation changes the frame
/// width, a keyboard the visible height), and each time the same records depend on it. Their
/// evaluation is bound by memory, not arithmetic: on `edits-10000` a width suggestion reads
/// one record in four, and the lines around them, about 1.7 MB per step — beyond the L2 cache.
/// A plan copies the records that depend on the suggested variables, in program order, into
/// packed arrays, so a step streams only what it needs and the plan can stay in cache between
/// steps. Records that share their constant and coefficients with the one before share them in
/// the plan too (`Run`): a box's width costs 16 bytes of plan (subject and three variables)
/// instead of 52, and its evaluation no per-term loop.
///
/// A plan evaluates every record that depends on its seeds, with `Program.evaluate`'s
/// arithmetic in the same order (or, for a stack whose additions are all exact, in an order that
/// gives the same bits: `EvaluationPlan+ExactStack.swift`); a record whose inputs did not change
/// gets the bits it had, so values are the same bit for bit as with the forward pass. Plans are dropped whenever a
/// record changes (a definition added, removed or given a new constant): they copy records.
/// A plan is made the third time the same variables change within a few evaluations with no
/// record changed in between, and kept only while plans stay small next to the program.
struct EvaluationPlan: Sendable {
    /// Consecutive plan records with the same constant and the same coefficients, in the same
    /// order (a layout repeats its patterns: every box's width is `content − x − margin`, every
    /// top `previous top + previous height + gap`). The run holds what they share once, so each
    /// record keeps only its subject and its term variables, and the shared numbers stay in
    /// registers while the run is evaluated.
    struct Run: Sendable {
        /// Where the run's records end in `subjects`.
        var end: Int32
        var termCount: Int32
        /// Where the run's `termCount` coefficients start in `coefficients`.
        var coefficientStart: Int32
        var constant: Double
        /// Whether each record after the run's first reads, as its first term, the subject of
        /// the record before it (a stack: each top is the previous top plus a height). That
        /// value is then taken from a register, not reloaded from the value just stored, which
        /// takes the store-to-load latency off a chain where every record waits for the last.
        var isChain = false
    }

    /// The variables whose change the plan follows (sorted).
    var seeds: [Int32]
    var runs: [Run] = []
    var subjects: [Int32] = []
    /// Each record's term variables, `termCount` of its run per record, in record order.
    var variables: [Int32] = []
    var coefficients: [Double] = []

    /// Appends a record `subject = constant + Σ coefficient × variable` over `recordTerms`
    /// (summed in this order), extending the last run when the constant and coefficients have
    /// the same bits.
    mutating func append(subject: Int32, constant: Double, terms recordTerms: some Collection<PooledTerm>) {
        let termCoefficients = recordTerms.lazy.map(\.coefficient)
        let readsPrevious = recordTerms.first != nil && recordTerms.first?.variable == subjects.last
        subjects.append(subject)
        variables.append(contentsOf: recordTerms.lazy.map(\.variable))
        if let last = runs.last, last.constant.bitPattern == constant.bitPattern,
           Int(last.termCount) == termCoefficients.count,
           zip(coefficients[Int(last.coefficientStart)...], termCoefficients).allSatisfy({ $0.bitPattern == $1.bitPattern }) {
            let start = runs.count > 1 ? Int(runs[runs.count - 2].end) : 0
            let isSingle = Int(last.end) - start == 1
            if isSingle || last.isChain == readsPrevious {
                runs[runs.count - 1].end = Int32(subjects.count)
                runs[runs.count - 1].isChain = readsPrevious
                return
            }
        }
        runs.append(Run(end: Int32(subjects.count), termCount: Int32(termCoefficients.count),
                        coefficientStart: Int32(coefficients.count), constant: constant))
        coefficients.append(contentsOf: termCoefficients)
    }
}

extension EvaluationPlan {
    /// Where the next record's subject (`record`) and terms (`term`) are.
    struct Cursor {
        var record = 0
        var term = 0
    }

    /// Evaluates one run's records, with a loop per term count so that the run's coefficients
    /// stay in registers (the same products and sums, in the same order, as the general loop).
    @inline(__always)
    static func evaluate(_ run: Run, _ subjects: UnsafeBufferPointer<Int32>, _ tv: UnsafeBufferPointer<Int32>,
                         _ tc: UnsafeBufferPointer<Double>, into val: UnsafeMutableBufferPointer<Double>,
                         at cursor: inout Cursor) {
        if run.isChain {
            evaluateChain(run, subjects, tv, tc, into: val, at: &cursor)
            return
        }
        var i = cursor.record, t = cursor.term
        let end = Int(run.end), k = run.constant, c = Int(run.coefficientStart)
        defer { cursor = Cursor(record: i, term: t) }
        switch run.termCount {
        case 1:
            let c0 = tc[c]
            while i < end {
                var sum = k
                sum += c0 * val[Int(tv[t])]
                val[Int(subjects[i])] = sum
                i &+= 1; t &+= 1
            }
        case 2:
            let c0 = tc[c], c1 = tc[c &+ 1]
            while i < end {
                var sum = k
                sum += c0 * val[Int(tv[t])]
                sum += c1 * val[Int(tv[t &+ 1])]
                val[Int(subjects[i])] = sum
                i &+= 1; t &+= 2
            }
        case 3:
            let c0 = tc[c], c1 = tc[c &+ 1], c2 = tc[c &+ 2]
            while i < end {
                var sum = k
                sum += c0 * val[Int(tv[t])]
                sum += c1 * val[Int(tv[t &+ 1])]
                sum += c2 * val[Int(tv[t &+ 2])]
                val[Int(subjects[i])] = sum
                i &+= 1; t &+= 3
            }
        default:
            evaluateGeneral(run, subjects, tv, tc, into: val, at: &cursor)
            i = cursor.record; t = cursor.term
        }
    }

    /// Any term count, coefficients read from the plan.
    static func evaluateGeneral(_ run: Run, _ subjects: UnsafeBufferPointer<Int32>, _ tv: UnsafeBufferPointer<Int32>,
                                _ tc: UnsafeBufferPointer<Double>, into val: UnsafeMutableBufferPointer<Double>,
                                at cursor: inout Cursor) {
        var i = cursor.record, t = cursor.term
        let end = Int(run.end), k = run.constant, c = Int(run.coefficientStart), n = Int(run.termCount)
        while i < end {
            var sum = k
            for j in 0..<n { sum += tc[c &+ j] * val[Int(tv[t &+ j])] }
            val[Int(subjects[i])] = sum
            i &+= 1; t &+= n
        }
        cursor = Cursor(record: i, term: t)
    }

    /// A chain: the first term of each record after the first is the value just computed.
    /// `1 × x` is `x` exactly (IEEE 754 multiplication by one is exact), so a unit first
    /// coefficient adds without the multiplication, which would lengthen the chain.
    static func evaluateChain(_ run: Run, _ subjects: UnsafeBufferPointer<Int32>, _ tv: UnsafeBufferPointer<Int32>,
                              _ tc: UnsafeBufferPointer<Double>, into val: UnsafeMutableBufferPointer<Double>,
                              at cursor: inout Cursor) {
        var i = cursor.record, t = cursor.term
        let end = Int(run.end), k = run.constant, c = Int(run.coefficientStart), n = Int(run.termCount)
        let c0 = tc[c], isUnit = c0 == 1
        if n == 2 && isUnit && evaluateExactStack(run, subjects, tv, tc, into: val, at: &cursor) { return }
        var previous = val[Int(tv[t])]
        if n == 2 {
            // A stack's tops: `previous top + height + gap`, the common case, unrolled.
            let c1 = tc[c &+ 1]
            while i < end {
                var sum = k
                if isUnit { sum += previous } else { sum += c0 * previous }
                sum += c1 * val[Int(tv[t &+ 1])]
                val[Int(subjects[i])] = sum
                previous = sum
                i &+= 1; t &+= 2
            }
        }
        while i < end {
            var sum = k
            if isUnit { sum += previous } else { sum += c0 * previous }
            var j = 1
            while j < n {
                sum += tc[c &+ j] * val[Int(tv[t &+ j])]
                j &+= 1
            }
            val[Int(subjects[i])] = sum
            previous = sum
            i &+= 1; t &+= n
        }
        cursor = Cursor(record: i, term: t)
    }
}
