/// Reusable buffers for expanding an expression into free parameters, one slot per variable
/// (`accumulator` and `seen` kept zeroed between uses; the others hold no values between uses).
///
/// Held by reference, so that an expansion reaches them without moving arrays out of the
/// storage and back (a retain and a release each); a storage that shares them with a copy makes
/// its own before using them (`SolverStorage.expansionScratch()`), so copies never share one in use.
final class ExpansionScratch: @unchecked Sendable {
    private(set) var capacity = 0
    private(set) var accumulator = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    private(set) var seen = UnsafeMutablePointer<Bool>.allocate(capacity: 0)
    private(set) var touched = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var heap = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    /// The records substituted and their multiples, in substitution order (each record is
    /// queued at most once, with its subject's first touch).
    private(set) var records = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var weights = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    /// The coefficients of the parameters left (their variables go to `heap`, empty by then).
    private(set) var coefficients = UnsafeMutablePointer<Double>.allocate(capacity: 0)

    deinit { release() }

    private func release() {
        accumulator.deallocate()
        seen.deallocate()
        touched.deallocate()
        heap.deallocate()
        records.deallocate()
        weights.deallocate()
        coefficients.deallocate()
    }

    /// Grows every buffer to at least `count` slots (geometrically: variables made one at a
    /// time between expansions must not make each expansion allocate). Only called between
    /// uses, when every slot of `accumulator` and `seen` is zero.
    func ensure(_ count: Int) {
        guard capacity < count else { return }
        let n = max(count, 2 * capacity)
        release()
        capacity = n
        accumulator = .allocate(capacity: n)
        accumulator.initialize(repeating: 0, count: n)
        seen = .allocate(capacity: n)
        seen.initialize(repeating: false, count: n)
        touched = .allocate(capacity: n)
        heap = .allocate(capacity: n)
        records = .allocate(capacity: n)
        weights = .allocate(capacity: n)
        coefficients = .allocate(capacity: n)
    }
}

extension Array {
    /// Appends `count` elements from `source`: one at a time for the handful an expansion
    /// usually yields (cheaper than the generic bulk append), in bulk for more.
    @inline(__always)
    mutating func appendFew(_ source: UnsafePointer<Element>, count: Int) {
        if count <= 4 {
            for i in 0..<count { append(source[i]) }
        } else {
            append(contentsOf: UnsafeBufferPointer(start: source, count: count))
        }
    }
}

/// An expression written over free parameters only (its terms at the end of the storage's
/// `lp.symbols`/`lp.coefficients` pool), with the program records it used (at the end of
/// `lp.usedRecords`/`lp.usedWeights`: each record substituted, with the multiple that was used).
struct Expansion {
    var termStart: Int32
    var termCount: Int32
    var constant: Double
    var usedStart: Int32
    var usedCount: Int32

    var terms: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
    var used: Range<Int> { Int(usedStart)..<Int(usedStart + usedCount) }
}

extension SolverStorage {
    /// Rewrites `Σ aᵢxᵢ + k` over free parameters by substituting program records, latest first.
    ///
    /// Substituting in reverse topological order lets terms cancel before they are expanded
    /// further (a row's `y` and its subview's `y` cancel in "value fits in row"), so the work is
    /// proportional to the records the expression really depends on.
    mutating func expand(_ id: Int) -> Expansion {
        let constant = entries[id].constant
        if let x = expandFreeTerms(id) { return x }
        let s = expansionScratch()
        var k = constant
        let usedStart = lp.usedRecords.count
        let termStart = lp.symbols.count
        let entryTerms = entries[id].terms
        var usedCount = 0
        var termCount = 0
        // The program read through pointers, results gathered in the scratch space and appended
        // at the end (each touch of a storage array from here would check its uniqueness).
        // Each variable is touched (and its record queued) at most once, so no buffer outgrows
        // its `variableCount` slots.
        variableStates.withUnsafeBufferPointer { variableStates in
        termPool.withUnsafeBufferPointer { pool in
        program.records.withUnsafeBufferPointer { records in
        program.recordTerms.withUnsafeBufferPointer { recordTerms in
            let accumulator = s.accumulator, seen = s.seen
            var state = ExpansionState(accumulator: accumulator, seen: seen, touched: s.touched, heap: s.heap,
                                       variableStates: variableStates)
            for t in entryTerms { state.touch(Int(pool[t].variable), pool[t].coefficient) }
            let recordCount = records.count
            let poolEnd = recordTerms.count
            let usedSlots = s.records, weightSlots = s.weights
            while let r32 = state.popRecord() {
                let r = Int(r32)
                let record = records[r]
                let subject = Int(record.subject)
                let a = accumulator[subject]
                accumulator[subject] = 0
                guard abs(a) > Tolerance.zero else { continue }
                usedSlots[usedCount] = r32
                weightSlots[usedCount] = a
                usedCount &+= 1
                k += a * record.constant
                // A record's terms end where the next record's start (the last one's, at the end).
                let end = r &+ 1 < recordCount ? Int(records[r &+ 1].termStart) : poolEnd
                var t = Int(record.termStart)
                while t < end {
                    state.touch(Int(recordTerms[t].variable), a * recordTerms[t].coefficient)
                    t &+= 1
                }
            }
            // The parameters left, then every touched entry back to zero. Only the (few) terms
            // that remain are sorted, not the (many) variables substituted on the way. The heap
            // is empty: its slots take the parameters.
            let symbols = s.heap, coefficients = s.coefficients
            for i in 0..<state.touchedCount {
                let v32 = state.touched[i]
                let v = Int(v32)
                let c = accumulator[v]
                if variableStates[v].definition < 0 && abs(c) > Tolerance.zero {
                    symbols[termCount] = v32
                    coefficients[termCount] = c
                    termCount &+= 1
                }
                accumulator[v] = 0
                seen[v] = false
            }
            sortTerms(symbols, coefficients, count: termCount)
        }}}}
        lp.symbols.appendFew(s.heap, count: termCount)
        lp.coefficients.appendFew(s.coefficients, count: termCount)
        lp.usedRecords.appendFew(s.records, count: usedCount)
        lp.usedWeights.appendFew(s.weights, count: usedCount)
        let used = s.records
        program.records.withUnsafeMutableBufferPointer { records in
            for i in 0..<usedCount {
                let r = Int(used[i])
                // Read first: most records were expanded into before.
                if !records[r].detail.expandedInto { records[r].detail.expandedInto = true }
            }
        }
        return Expansion(termStart: Int32(termStart), termCount: Int32(termCount), constant: k,
                         usedStart: Int32(usedStart), usedCount: Int32(usedCount))
    }

    /// Sorts `count` terms by parameter (they are distinct): by insertion when they are few
    /// (the usual case), else through a sorted copy.
    private func sortTerms(_ symbols: UnsafeMutablePointer<Int32>, _ coefficients: UnsafeMutablePointer<Double>,
                           count: Int) {
        guard count > 1 else { return }
        if count > 16 {
            let sorted = (0..<count).map { (symbols[$0], coefficients[$0]) }.sorted { $0.0 < $1.0 }
            for (k, term) in sorted.enumerated() {
                symbols[k] = term.0
                coefficients[k] = term.1
            }
            return
        }
        for i in 1..<count {
            let v = symbols[i], c = coefficients[i]
            var j = i
            while j > 0 && symbols[j &- 1] > v {
                symbols[j] = symbols[j &- 1]
                coefficients[j] = coefficients[j &- 1]
                j &-= 1
            }
            symbols[j] = v
            coefficients[j] = c
        }
    }

    /// The expansion scratch space, this storage's own (not shared with a copy), with a slot per
    /// variable.
    private mutating func expansionScratch() -> ExpansionScratch {
        if !isKnownUniquelyReferenced(&scratch) { scratch = ExpansionScratch() }
        scratch.ensure(variableCount)
        return scratch
    }

    /// `expand` for the common case of an expression over free parameters only (a label's
    /// hugging or compression resistance): nothing to substitute, so the result is the terms
    /// sorted by parameter — what `expand` computes, as `0 + c` is `c` — without the scratch
    /// space. `nil` when a term has a definition, a variable repeats or a coefficient is
    /// within `Tolerance.zero` (then `expand` does the general work).
    private mutating func expandFreeTerms(_ id: Int) -> Expansion? {
        let terms = entries[id].terms
        for t in terms where variableStates[Int(termPool[t].variable)].definition >= 0 { return nil }
        let termStart = lp.symbols.count
        for t in terms {
            let v = termPool[t].variable, c = termPool[t].coefficient
            var j = lp.symbols.count
            lp.symbols.append(v)
            lp.coefficients.append(c)
            // Insertion sort: expressions have a handful of terms.
            while j > termStart && lp.symbols[j - 1] >= v || abs(c) <= Tolerance.zero {
                if abs(c) <= Tolerance.zero || lp.symbols[j - 1] == v {
                    // Not the common case (terms are normally distinct and nonzero).
                    lp.symbols.removeSubrange(termStart...)
                    lp.coefficients.removeSubrange(termStart...)
                    return nil
                }
                lp.symbols.swapAt(j - 1, j)
                lp.coefficients.swapAt(j - 1, j)
                j -= 1
            }
        }
        let usedStart = Int32(lp.usedRecords.count)
        return Expansion(termStart: Int32(termStart), termCount: Int32(lp.symbols.count - termStart),
                         constant: entries[id].constant, usedStart: usedStart, usedCount: 0)
    }

    /// Gives back the pool space of an expansion that did not become a row (the latest one).
    mutating func discard(_ x: Expansion) {
        if lp.symbols.count == x.terms.upperBound { lp.symbols.removeLast(x.terms.count); lp.coefficients.removeLast(x.terms.count) }
        if lp.usedRecords.count == x.used.upperBound { lp.usedRecords.removeLast(x.used.count); lp.usedWeights.removeLast(x.used.count) }
    }
}
